import { EMPTY_SIGNING_LIST_TEXT } from '../../domain/signing/signing-texts';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { Injectable } from '../shared/injectable';
import { SigningRequests } from './signing-requests';
import { itemView, type SigningItemView } from './signing-views';
import type { PortalActor } from '../session/portal-actor';

export interface SigningList {
  enabled: boolean;
  items: SigningItemView[];
  emptyText: string | null;
}

/** The To be signed list (spec 3 §2, §3, §7): page size 100, most recently notified first, optionally status 4 only. */
@Injectable()
export class ListSigningRequestsUseCase {
  constructor(private readonly requests: SigningRequests) {}

  async execute(user: PortalActor, input: { awaitingOnly?: boolean } = {}): Promise<Result<SigningList, PortalError>> {
    try {
      if (!(await this.requests.settings()).enabled)
        return ok({ enabled: false, items: [], emptyText: EMPTY_SIGNING_LIST_TEXT });
      const listed = await this.requests.list(user, input.awaitingOnly ?? false);
      const items = listed.map((l) => itemView(l.record, user, l.signatories));
      return ok({ enabled: true, items, emptyText: items.length === 0 ? EMPTY_SIGNING_LIST_TEXT : null });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
