import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { Injectable } from '../shared/injectable';
import { SigningRequests } from './signing-requests';
import type { PortalActor } from '../session/portal-actor';

/** spec 3 §9: where the attention panel sends the user. */
export const TO_BE_SIGNED_LINK = '/clients/documents-and-messages/?toBeSigned=true';

export interface PendingSignature {
  id: number;
  filename: string;
  /** The request's title (its message subject), else the file name. */
  title: string;
  dueDate: string;
  overdue: boolean;
  link: string;
}

export interface PendingSignatures {
  enabled: boolean;
  /** Null for an adviser: the count is the client's to act on, and advisers get none (as the attention counts). */
  count: number | null;
  items: PendingSignature[];
}

/**
 * Documents to be signed, for the home attention panel and the 'Action required' panel: the spec 3 §3
 * pending rule (status neither 3 nor 1, with a due date), less what shows as signed or declined to
 * this user (spec 3 §4: an item shows as signed once the user has signed; a declined one waits for no-one), soonest due first, overdue marked.
 */
@Injectable()
export class GetPendingSignaturesUseCase {
  constructor(private readonly requests: SigningRequests) {}

  async execute(user: PortalActor): Promise<Result<PendingSignatures, PortalError>> {
    try {
      if (!(await this.requests.settings()).enabled)
        return ok({ enabled: false, count: user.role === 'client' ? 0 : null, items: [] });
      // An adviser signs nothing: nothing waits for them, as /api/messages/attention says (toBeSigned 0, no signatures).
      if (user.role !== 'client') return ok({ enabled: true, count: null, items: [] });
      const items = (await this.requests.awaiting(user)).map((i) => ({
        id: i.id,
        filename: i.filename,
        title: i.subject.trim() || i.filename,
        dueDate: i.dueDate,
        overdue: i.overdue,
        link: TO_BE_SIGNED_LINK,
      }));
      return ok({ enabled: true, count: items.length, items });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
