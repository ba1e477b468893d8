import { MessagesPort } from '../ports/messages.port';
import type { PlatformCredential } from '../ports/platform-credential';
import type { OutgoingAttachment } from './outgoing-attachment';

/** How long the attachments of a send that were not stored may be retried. */
export const PENDING_ATTACHMENTS_TTL_MS = 24 * 60 * 60_000;

/** spec 3 §4: attachments go one at a time; a failure is noted and the next one still goes. */
export async function uploadEach(
  messages: MessagesPort,
  credential: PlatformCredential,
  docnoteId: number,
  files: readonly OutgoingAttachment[],
): Promise<{ stored: string[]; failed: string[] }> {
  const stored: string[] = [];
  const failed: string[] = [];
  for (const file of files) {
    try {
      await messages.uploadAttachment({
        credential,
        docnoteId,
        filename: file.filename,
        mimetype: file.mimetype,
        size: file.size,
        content: file.open(),
      });
      stored.push(file.filename);
    } catch {
      failed.push(file.filename);
    }
  }
  return { stored, failed };
}
