import { MessagesContextLoader } from '../messages/messages-context';
import type { PlatformCredential } from '../ports/platform-credential';
import { MessagesPort } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';

/**
 * The file of a finished report, so the page's link opens the document itself in one step: the
 * document's own file, else its PDF attachment (else its only attachment). None for an adviser when
 * preventUserDownloadingAttachment is on, or when the platform cannot say: the link then opens the
 * document in messages and documents.
 */
export interface ReportFile {
  documentId: number;
  /** null: the document's own file. */
  attachmentId: number | null;
}

@Injectable()
export class ReportFileFinder {
  constructor(
    private readonly messages: MessagesPort,
    private readonly context: MessagesContextLoader,
  ) {}

  async find(credential: PlatformCredential, documentId: number, isClient: boolean): Promise<ReportFile | null> {
    try {
      if (!isClient && (await this.context.settings()).preventUserDownloadingAttachment) return null;
      const note = await this.messages.getDocNote({ credential, docnoteId: documentId });
      if (note.docpartId !== null && (note.platformFilename ?? note.filename))
        return { documentId, attachmentId: null };
      const attachments = await this.messages.listAttachments({ credential, docnoteId: documentId });
      const pdf = attachments.find(
        (a) => a.mimetype.toLowerCase() === 'application/pdf' || a.filename.toLowerCase().endsWith('.pdf'),
      );
      const file = pdf ?? (attachments.length === 1 ? attachments[0] : undefined);
      return file ? { documentId, attachmentId: file.id } : null;
    } catch {
      return null;
    }
  }
}
