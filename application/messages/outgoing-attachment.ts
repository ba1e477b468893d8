import type { ByteStream } from '../ports/messages.port';

/** A file on its way to the platform: its bytes are opened when it is uploaded (each upload reads afresh). */
export interface OutgoingAttachment {
  filename: string;
  mimetype: string;
  size: number;
  open(): ByteStream;
}

/** What happened to a message and its attachments (spec 3 §4, §8). */
export interface SendReport {
  outcome: 'Success' | 'FailedToSend' | 'TemplateError' | 'NotificationError' | 'MessageFailure';
  message: string;
  /** null only when the message was not created. */
  messageId: number | null;
  storedAttachments: string[];
  failedAttachments: string[];
}
