import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { MessagesPort } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import { MessageAccess } from './get-message.use-case';
import type { MessagesUser } from './messages-user';

export const CLIENTS_ONLY_MARK_READ = 'Only the client marks messages read.';

export interface MarkReadOutcome {
  id: number;
  read: true;
  /** The first read was recorded now (the platform's read notice goes out once). */
  readNoticeSent: boolean;
}

/** spec 3 §4: a client opening a message not yet read marks it read, which sends the read notice. */
@Injectable()
export class MarkReadUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly access: MessageAccess,
  ) {}

  async execute(user: MessagesUser, docnoteId: number): Promise<Result<MarkReadOutcome, PortalError>> {
    if (!user.isClient) return err(portalError('forbidden', CLIENTS_ONLY_MARK_READ));
    const found = await this.access.docNote(user, docnoteId);
    if (!found.ok) return found;
    if (found.value.firstRead !== null) return ok({ id: docnoteId, read: true, readNoticeSent: false });
    try {
      await this.messages.markFirstRead({ credential: user.credential, docnoteId });
      return ok({ id: docnoteId, read: true, readNoticeSent: true });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
