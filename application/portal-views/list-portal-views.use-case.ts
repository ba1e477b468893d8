import { isStreamId, PORTAL_VIEWS_PAGE_SIZE, retentionCutoffMs } from '../../domain/audit/portal-views';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { PortalViewsPort, type PortalViewPage } from '../ports/portal-views.port';
import { Injectable } from '../shared/injectable';

/** The signed-in client's own view-as log, newest first, a page at a time, never older than the retention. */
@Injectable()
export class ListPortalViewsUseCase {
  constructor(private readonly views: PortalViewsPort) {}

  async execute(clientId: number, before: string | null, nowMs: number): Promise<Result<PortalViewPage, PortalError>> {
    if (before !== null && !isStreamId(before))
      return err(portalError('validation', 'That page of the log does not exist.'));
    return ok(
      await this.views.list(clientId, { before, limit: PORTAL_VIEWS_PAGE_SIZE, notBeforeMs: retentionCutoffMs(nowMs) }),
    );
  }
}
