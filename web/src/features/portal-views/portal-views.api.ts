import type { PortalViewPageDto } from '../../lib/contract';
import { api } from '../../lib/api-client';

export type PortalViewPage = PortalViewPageDto;
export type PortalViewEntry = PortalViewPageDto['entries'][number];

/** GET /api/portal-views: a page of the signed-in client's view-as log, older than `before` when given. */
export const fetchPortalViews = (before: string | null) =>
  api.get<PortalViewPage>(`/portal-views${before ? `?before=${encodeURIComponent(before)}` : ''}`, { silent: true });
