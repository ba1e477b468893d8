import { DOWNLOAD_VIA_XPLAN } from '../../domain/messages/messages-settings';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { platformFailure } from './platform-failure';
import { MessagesPort, type FileContent } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import { MessageAccess } from './get-message.use-case';
import { clientMaySee, MessagesContextLoader } from './messages-context';
import type { PortalActor } from '../session/portal-actor';

export const ATTACHMENT_NOT_FOUND = 'No such attachment.';

/** A file to stream, and whether the client may see the docnote it belongs to (the view-as log names it only then). */
export interface DownloadedFile extends FileContent {
  clientMaySee: boolean;
}

/**
 * An attachment's bytes, streamed (spec 3 §2, §6): clients always; advisers unless
 * preventUserDownloadingAttachment is on. attachmentId null asks for the docnote's own document.
 */
@Injectable()
export class DownloadAttachmentUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly context: MessagesContextLoader,
    private readonly access: MessageAccess,
  ) {}

  async execute(
    user: PortalActor,
    docnoteId: number,
    attachmentId: number | null,
  ): Promise<Result<DownloadedFile, PortalError>> {
    if (user.role !== 'client' && (await this.context.settings()).preventUserDownloadingAttachment)
      return err(portalError('forbidden', DOWNLOAD_VIA_XPLAN));
    const found = await this.access.docNote(user, docnoteId);
    if (!found.ok) return found;
    try {
      // The file is asked for under the platform's own spelling of its name, and served under the normalised one.
      let part: { docpartId: number; filename: string; shown: string };
      if (attachmentId === null) {
        const { docpartId, filename, platformFilename } = found.value;
        if (docpartId === null || !(platformFilename ?? filename))
          return err(portalError('not_found', ATTACHMENT_NOT_FOUND));
        part = { docpartId, filename: platformFilename ?? filename ?? '', shown: filename ?? '' };
      } else {
        const attachment = await this.messages.getAttachment({ credential: user.credential, docnoteId, attachmentId });
        if (attachment.docnoteId !== docnoteId) return err(portalError('not_found', ATTACHMENT_NOT_FOUND));
        part = {
          docpartId: attachment.docpartId,
          filename: attachment.platformFilename ?? attachment.filename,
          shown: attachment.filename,
        };
      }
      const file = await this.messages.downloadFile({
        credential: user.credential,
        docnoteId,
        docpartId: part.docpartId,
        filename: part.filename,
      });
      return ok({ ...file, filename: part.shown, clientMaySee: clientMaySee(found.value) });
    } catch (e) {
      return err(platformFailure(e, ATTACHMENT_NOT_FOUND));
    }
  }
}
