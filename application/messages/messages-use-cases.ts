import { DownloadAttachmentUseCase } from './download-attachment.use-case';
import { GetMessageUseCase, MessageAccess } from './get-message.use-case';
import { IdempotentRun } from './idempotent-run';
import { LinkableAccountsUseCase } from './linkable-accounts.use-case';
import { PendingAttachmentsUseCase } from './pending-attachments.use-case';
import { ListFoldersUseCase } from './list-folders.use-case';
import { ListMessagesUseCase } from './list-messages.use-case';
import { MarkReadUseCase } from './mark-read.use-case';
import { MessageCountsUseCase } from './message-counts.use-case';
import { MessagesContextLoader } from './messages-context';
import { RetryAttachmentsUseCase } from './retry-attachments.use-case';
import { SendMessageUseCase } from './send-message.use-case';

/** The messages use cases, for the BFF (they need MessagesPort, SigningPort and IdempotencyPort). */
export const MESSAGES_USE_CASES = [
  MessagesContextLoader,
  MessageAccess,
  ListFoldersUseCase,
  ListMessagesUseCase,
  GetMessageUseCase,
  MarkReadUseCase,
  DownloadAttachmentUseCase,
  SendMessageUseCase,
  RetryAttachmentsUseCase,
  MessageCountsUseCase,
  IdempotentRun,
  LinkableAccountsUseCase,
  PendingAttachmentsUseCase,
];
