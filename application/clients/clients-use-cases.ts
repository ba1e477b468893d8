import { ChooseClientUseCase } from './choose-client.use-case';
import { GetClientSummaryUseCase } from './get-client-summary.use-case';
import { GetPortalViewsUseCase } from './get-portal-views.use-case';
import { SearchClientsUseCase } from './search-clients.use-case';

/** The adviser's client search and choice, and a client's record. */
export const CLIENTS_USE_CASES = [
  SearchClientsUseCase,
  GetPortalViewsUseCase,
  ChooseClientUseCase,
  GetClientSummaryUseCase,
];
