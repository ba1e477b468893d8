import { ListPortalViewsUseCase } from './list-portal-views.use-case';
import { RecordPortalViewUseCase } from './record-portal-view.use-case';

/** The view-as log use cases, for the BFF (they need PortalViewsPort). */
export const PORTAL_VIEWS_USE_CASES = [RecordPortalViewUseCase, ListPortalViewsUseCase];
