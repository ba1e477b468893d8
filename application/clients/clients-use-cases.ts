import { ChooseClientUseCase } from './choose-client.use-case';
import { GetPortalViewsUseCase } from './get-portal-views.use-case';
import { SearchClientsUseCase } from './search-clients.use-case';

/** The adviser's client search and choice, for the BFF's advisers module. */
export const CLIENTS_USE_CASES = [SearchClientsUseCase, GetPortalViewsUseCase, ChooseClientUseCase];
