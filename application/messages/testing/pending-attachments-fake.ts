import {
  pendingField,
  parsePendingField,
  PendingAttachmentsPort,
  type PendingAttachment,
} from '../../ports/pending-attachments.port';

/** PendingAttachmentsPort for the use case tests: one set of files per client and message, no expiry. */
export class FakePendingAttachments extends PendingAttachmentsPort {
  readonly lists = new Map<string, Set<string>>();

  async remember(owner: number, messageId: number, files: readonly PendingAttachment[]): Promise<void> {
    const list = this.lists.get(`${owner}:${messageId}`) ?? new Set<string>();
    for (const f of files) list.add(pendingField(f));
    this.lists.set(`${owner}:${messageId}`, list);
  }

  async waiting(owner: number, messageId: number): Promise<PendingAttachment[]> {
    return [...(this.lists.get(`${owner}:${messageId}`) ?? [])].map(parsePendingField);
  }

  async take(owner: number, messageId: number, file: PendingAttachment): Promise<boolean> {
    return this.lists.get(`${owner}:${messageId}`)?.delete(pendingField(file)) ?? false;
  }

  async restore(owner: number, messageId: number, file: PendingAttachment): Promise<void> {
    await this.remember(owner, messageId, [file]);
  }
}
