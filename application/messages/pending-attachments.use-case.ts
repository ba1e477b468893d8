import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { PendingAttachmentsPort, type PendingAttachment } from '../ports/pending-attachments.port';
import { Injectable } from '../shared/injectable';
import { MessageAccess } from './get-message.use-case';
import { isClientInitiated } from './messages-context';
import { NOT_YOUR_MESSAGE } from './retry-attachments.use-case';
import type { PortalActor } from '../session/portal-actor';

/**
 * The attachments a sent message is still waiting for (spec 3 §8 "Attachment failure"), so that they can be
 * retried after the result screen was left: only to the client who sent it; none once stored or expired.
 */
@Injectable()
export class PendingAttachmentsUseCase {
  constructor(
    private readonly access: MessageAccess,
    private readonly pending: PendingAttachmentsPort,
  ) {}

  async execute(user: PortalActor, docnoteId: number): Promise<Result<PendingAttachment[], PortalError>> {
    if (user.role !== 'client') return err(portalError('forbidden', NOT_YOUR_MESSAGE));
    const found = await this.access.docNote(user, docnoteId);
    if (!found.ok) return found;
    if (!isClientInitiated(found.value)) return ok([]);
    // Should the store be down, nothing is offered: a retry would be refused anyway.
    return ok(await this.pending.waiting(user.clientId, docnoteId).catch(() => []));
  }
}
