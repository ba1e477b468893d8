import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { FILE_TYPE_NOT_ALLOWED, TOO_MANY_ATTACHMENTS } from '../../domain/messages/attachment-validation';
import { MESSAGE_SENT } from '../../domain/messages/send-outcome';

/**
 * Compose, reply and attachment retry (spec 3 §4 "Reading and composing", §5, §8 "Sending", §9).
 * Requests are multipart/form-data, streamed: an oversized or excluded file is refused before it is held whole.
 * Send an Idempotency-Key header (8 to 100 characters of [A-Za-z0-9_-]): a repeat with the same key answers the
 * first send's outcome and never creates a second message.
 */

export const SEND_OUTCOMES = [
  'Success',
  'FailedToSend',
  'TemplateError',
  'NotificationError',
  'MessageFailure',
] as const;

export class ComposeFormDto {
  @ApiProperty({
    maxLength: 255,
    description:
      "Required, under 256 characters ('Please enter a message subject.', 'Subject must be under 256 characters.').",
  })
  subject!: string;
  @ApiProperty({ description: 'Plain text; markup and characters above code 255 are removed on the server.' })
  body!: string;
  @ApiPropertyOptional({
    type: [Number],
    description: 'Linked account ids (repeat the field); referenced when the client may view the portfolio.',
  })
  accountIds?: number[];
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description:
      'At most 5 files, each at most 10,000,000 bytes; no .exe, .bat, .com, .msi, .js, .bin, .vb, .dll, .vbs or zip.',
  })
  files?: unknown[];
}

export class ReplyFormDto {
  @ApiPropertyOptional({ description: "Defaults to 'RE: ' plus the original subject, cut to 255." }) subject?: string;
  @ApiPropertyOptional({
    description: "The related entity chosen in 'Show messages for': the reply relates to a message sent to them.",
  })
  entityId?: number;
  @ApiProperty() body!: string;
  @ApiPropertyOptional({ type: [Number], description: 'Linked account ids (repeat the field), as for compose.' })
  accountIds?: number[];
  @ApiPropertyOptional({ type: 'array', items: { type: 'string', format: 'binary' } }) files?: unknown[];
}

export class RetryFormDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'The files the previous answer listed as failed.',
  })
  files!: unknown[];
}

export class AttachmentProblemDto {
  @ApiProperty({ example: 'setup.exe' }) filename!: string;
  @ApiProperty({ example: FILE_TYPE_NOT_ALLOWED }) message!: string;
}

export class SendResultDto {
  @ApiProperty({
    enum: SEND_OUTCOMES,
    description: 'MessageFailure: nothing was created. Any other outcome: the message exists (it is in Sent).',
  })
  outcome!: (typeof SEND_OUTCOMES)[number];
  @ApiProperty({
    example: MESSAGE_SENT,
    description:
      "Spec 3 §8: 'Message sent successfully.', 'There was a problem sending your message. Please contact us for assistance', 'There has been a problem sending your attachments.  Please review your sent messages.', 'Message sent but no-one has been notified. Please contact us separately'.",
  })
  message!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The created message; null only for MessageFailure.' })
  messageId!: number | null;
  @ApiProperty({ type: [String], description: 'Attachments stored with the message, in order.' })
  storedAttachments!: string[];
  @ApiProperty({ type: [String], description: 'Attachments that were not stored (retry them).' })
  failedAttachments!: string[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'POST the failed files here to retry without creating another message.',
    example: '/api/messages/12/attachments',
  })
  retryUrl!: string | null;
}

/** The error body, with each refused file named. */
export class SendRefusalDto extends ErrorBodyDto {
  @ApiPropertyOptional({ nullable: true, type: String }) subjectError?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: TOO_MANY_ATTACHMENTS }) countError?: string | null;
  @ApiPropertyOptional({ type: [AttachmentProblemDto] }) attachmentErrors?: AttachmentProblemDto[];
}
