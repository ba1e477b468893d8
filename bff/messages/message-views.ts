import type { FoldersView } from '../../application/messages/list-folders.use-case';
import type { OpenedMessage } from '../../application/messages/get-message.use-case';
import type { SendReport } from '../../application/messages/outgoing-attachment';
import { fileIcon } from '../../domain/messages/file-content';
import type { AttachmentDto, FoldersDto, MessageDto } from './messages.dto';
import type { SendResultDto } from './send.dto';
import { messageBodyHtml } from './html-sanitiser';

export const attachmentUrl = (docnoteId: number, attachmentId: number) =>
  `/api/messages/${docnoteId}/attachments/${attachmentId}`;
export const retryUrl = (docnoteId: number) => `/api/messages/${docnoteId}/attachments`;

export function foldersDto(v: FoldersView): FoldersDto {
  return { ...v, folders: v.folders.map((f) => ({ ...f })) };
}

/** The opened message with its body sanitised here, on the server, before it reaches the browser. */
export function messageDto(m: OpenedMessage): MessageDto {
  const { rawBody, attachments, ...rest } = m;
  return {
    ...rest,
    body: messageBodyHtml(rawBody),
    attachments: attachments.map((a): AttachmentDto => ({
      id: a.id,
      filename: a.filename,
      createdDate: a.createdDate,
      mimetype: a.mimetype,
      icon: fileIcon(a.filename),
      downloadUrl: attachmentUrl(m.id, a.id),
    })),
  };
}

export function sendResultDto(r: SendReport): SendResultDto {
  return { ...r, retryUrl: r.messageId !== null && r.failedAttachments.length > 0 ? retryUrl(r.messageId) : null };
}
