import type { PortalViewAction } from '../../domain/audit/portal-views';
import { PortalViewsPort } from '../ports/portal-views.port';
import { Injectable } from '../shared/injectable';

export interface PortalViewEvent {
  clientId: number;
  adviserUserId: number;
  adviserName: string;
  action: PortalViewAction;
  what: string;
  previewMode: boolean;
  atMs: number;
}

/** Adds one entry to a client's view-as log. The caller decides how long to wait (it must never hold up the adviser). */
@Injectable()
export class RecordPortalViewUseCase {
  constructor(private readonly views: PortalViewsPort) {}

  execute(e: PortalViewEvent): Promise<void> {
    const { clientId, ...view } = e;
    return this.views.record(clientId, view);
  }
}
