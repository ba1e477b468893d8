import type { Attachment, Message, MessageFolders } from '../../lib/contract';
import { AttachmentCards } from './AttachmentCards';
import { PendingAttachments } from './PendingAttachments';
import { SigningLink } from './signing/SigningLink';
import { fileKind } from './file-kind';
import { displayDate } from '../../lib/display-date';
import { MESSAGES_TEXTS as T } from './messages-texts';

interface Props {
  message: Message;
  folders: MessageFolders;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onReply: (() => void) | null;
}

/**
 * spec 3 §2: the reading pane with previous and next. The body was sanitised on the server (an
 * allow-list keeping img with data, http and https sources; no scripts or handlers).
 */
export function ReadingPane({ message, folders, hasPrevious, hasNext, onPrevious, onNext, onReply }: Props) {
  return (
    <article className="msg-read" aria-labelledby="msg-read-subject">
      <div className="msg-read__nav">
        <button type="button" className="button button--secondary" disabled={!hasPrevious} onClick={onPrevious}>
          {T.previous}
        </button>
        <button type="button" className="button button--secondary" disabled={!hasNext} onClick={onNext}>
          {T.next}
        </button>
        {onReply ? (
          <button type="button" className="button msg-read__reply" onClick={onReply}>
            {T.reply}
          </button>
        ) : null}
      </div>
      <h2 id="msg-read-subject" className="msg-read__subject" tabIndex={-1}>
        {message.subject}
      </h2>
      <p className="msg-read__meta">
        {displayDate(message.createdDate)}
        {message.documentType ? ` · ${message.documentType}` : ''}
        {message.important ? <span className="tag tag--important">{T.important}</span> : null}
        {folders.adviserView ? <span className="tag">{message.read ? T.read : T.unread}</span> : null}
        {folders.adviserView && message.adviserOnly ? <span className="tag tag--adviser">{T.adviserOnly}</span> : null}
      </p>
      {/* Sanitised by the portal before it left the server. */}
      <div className="msg-read__body" dangerouslySetInnerHTML={{ __html: message.body }} />
      <SigningLink messageId={message.id} documentType={message.documentType} folders={folders} />
      <AttachmentCards
        attachments={documentCards(message)}
        canDownload={folders.canDownloadAttachments}
        downloadNote={folders.downloadNote}
      />
      {message.clientInitiated && !folders.adviserView ? <PendingAttachments messageId={message.id} /> : null}
    </article>
  );
}

/** A document docnote's own file comes first (when it is not one of the attachments), then the attachments. */
function documentCards(message: Message): Attachment[] {
  // The platform often names the first attachment as the document's file: list it once.
  const own: Attachment[] =
    message.filename && !message.attachments.some((a) => a.filename === message.filename)
      ? [
          {
            id: 0,
            filename: message.filename,
            createdDate: message.createdDate,
            mimetype: null,
            icon: fileKind(message.filename) ?? 'other',
            downloadUrl: `/api/messages/${message.id}/document`,
          },
        ]
      : [];
  return [...own, ...message.attachments];
}
