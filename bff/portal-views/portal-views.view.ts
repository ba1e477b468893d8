import type { PortalViewPage } from '../../application/ports/portal-views.port';
import type { PortalViewPageDto } from './portal-views.dto';

/** Only the fields the DTO names reach the browser. */
export function portalViewPageDto(page: PortalViewPage): PortalViewPageDto {
  return {
    entries: page.entries.map((e) => ({
      id: e.id,
      at: e.at,
      adviserName: e.adviserName,
      adviserUserId: e.adviserUserId,
      action: e.action,
      what: e.what,
      previewMode: e.previewMode,
    })),
    next: page.next,
  };
}
