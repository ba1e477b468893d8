/** One attachment that was not stored when its message was sent: the name and size the send was given. */
export interface PendingAttachment {
  filename: string;
  size: number;
}

/**
 * The attachments each sent message is still waiting for (spec 3 §8 "Attachment failure"): a retry may send
 * only these, only until each is stored, and only for the client who sent the message. Shared by every BFF
 * process when the store is shared (Redis); a message's list expires after its time to live.
 */
export abstract class PendingAttachmentsPort {
  /** Remembers the files of the client's message that were not stored. */
  abstract remember(
    owner: number,
    messageId: number,
    files: readonly PendingAttachment[],
    ttlMs: number,
  ): Promise<void>;
  /** The files the client's message is still waiting for (none when nothing is, or the message is not theirs). */
  abstract waiting(owner: number, messageId: number): Promise<PendingAttachment[]>;
  /** Takes one file off the list for an upload: true for exactly one caller while it is there. */
  abstract take(owner: number, messageId: number, file: PendingAttachment): Promise<boolean>;
  /** Puts a file back after its upload failed again. */
  abstract restore(owner: number, messageId: number, file: PendingAttachment, ttlMs: number): Promise<void>;
}

/** How a file is named in a store: its size, then its name (a name may hold any character). */
export const pendingField = (f: PendingAttachment): string => `${f.size}:${f.filename}`;

export function parsePendingField(field: string): PendingAttachment {
  const colon = field.indexOf(':');
  return { size: Number(field.slice(0, colon)), filename: field.slice(colon + 1) };
}
