import {
  parsePendingField,
  pendingField,
  PendingAttachmentsPort,
  type PendingAttachment,
} from '../../application/ports/pending-attachments.port';
import { settled } from '../../application/shared/settled';

/** PendingAttachmentsPort in this process, for a BFF without Redis; expired lists are swept as they are met. */
export class MemoryPendingAttachmentsAdapter extends PendingAttachmentsPort {
  private readonly lists = new Map<string, { fields: Set<string>; until: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  remember(owner: number, messageId: number, files: readonly PendingAttachment[], ttlMs: number): Promise<void> {
    return settled(() => {
      for (const f of files) this.add(owner, messageId, f, ttlMs);
    });
  }

  waiting(owner: number, messageId: number): Promise<PendingAttachment[]> {
    return settled(() => {
      this.sweep();
      return [...(this.lists.get(key(owner, messageId))?.fields ?? [])].map(parsePendingField);
    });
  }

  take(owner: number, messageId: number, file: PendingAttachment): Promise<boolean> {
    return settled(() => {
      this.sweep();
      const list = this.lists.get(key(owner, messageId));
      const taken = list?.fields.delete(pendingField(file)) ?? false;
      if (list && list.fields.size === 0) this.lists.delete(key(owner, messageId));
      return taken;
    });
  }

  restore(owner: number, messageId: number, file: PendingAttachment, ttlMs: number): Promise<void> {
    return settled(() => {
      this.add(owner, messageId, file, ttlMs);
    });
  }

  private add(owner: number, messageId: number, file: PendingAttachment, ttlMs: number): void {
    const k = key(owner, messageId);
    const list = this.lists.get(k) ?? { fields: new Set<string>(), until: 0 };
    list.fields.add(pendingField(file));
    list.until = this.now() + ttlMs;
    this.lists.set(k, list);
  }

  private sweep(): void {
    const now = this.now();
    for (const [k, l] of this.lists) if (l.until <= now) this.lists.delete(k);
  }
}

const key = (owner: number, messageId: number) => `${owner}:${messageId}`;
