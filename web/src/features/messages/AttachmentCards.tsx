import { useEffect, useId, useRef, useState } from 'react';
import type { Attachment } from '../../lib/contract';
import { shownFileName } from '../../lib/shown-name';
import { FileIcon } from './FileIcon';
import { MESSAGES_TEXTS as T } from './messages-texts';
import { Modal } from './Modal';

/** spec 3 §9: a download shows a spinner for 3 seconds. */
export const DOWNLOAD_SPINNER_MS = 3000;

/**
 * spec 3 §2: document cards with a file icon; a download asks first (Yes opens it in a new tab,
 * No closes the question). An adviser barred from downloads sees the note instead of the buttons.
 */
export function AttachmentCards({
  attachments,
  canDownload,
  downloadNote,
}: {
  attachments: readonly Attachment[];
  canDownload: boolean;
  downloadNote: string | null;
}) {
  const [asking, setAsking] = useState<Attachment | null>(null);
  const [spinning, setSpinning] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (attachments.length === 0) return null;

  const download = (a: Attachment) => {
    setAsking(null);
    window.open(a.downloadUrl, '_blank', 'noopener');
    setSpinning(a.id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSpinning(null), DOWNLOAD_SPINNER_MS);
  };

  return (
    <section className="attachments" aria-label={T.attachments}>
      <h3 className="attachments__heading">{T.attachments}</h3>
      {!canDownload && downloadNote ? <p className="attachments__note">{downloadNote}</p> : null}
      <ul className="attachments__list">
        {attachments.map((a) => (
          <li key={a.id} className="doc-card">
            <FileIcon kind={a.icon} />
            <FileName name={a.filename} />
            {spinning === a.id ? (
              <span className="doc-card__spinner" role="status">
                <span className="spinner__wheel spinner__wheel--small" aria-hidden="true" />
                <span className="visually-hidden">{T.downloading(shownFileName(a.filename))}</span>
              </span>
            ) : canDownload ? (
              <button
                type="button"
                className="button button--secondary doc-card__download"
                onClick={() => setAsking(a)}
              >
                Download<span className="visually-hidden"> {shownFileName(a.filename)}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {asking ? (
        <Modal labelledBy={titleId} onClose={() => setAsking(null)}>
          <h2 id={titleId}>{T.downloadTitle}</h2>
          <p>{T.downloadQuestion(shownFileName(asking.filename))}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => download(asking)}>
              {T.yes}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>
              {T.no}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

/**
 * A file name that may wrap anywhere in its base name, never inside its extension ('.pdf' stays whole); shown
 * by the one rule for file names, so no bidirectional control can make 'evil.hta' read as 'evil.pdf'.
 */
export function FileName({ name: given, className = 'doc-card__name' }: { name: string; className?: string }) {
  const name = shownFileName(given);
  const dot = name.lastIndexOf('.');
  const split = dot > 0 && name.length - dot <= 6;
  return (
    <span className={`file-name ${className}`}>
      <span className="file-name__base">{split ? name.slice(0, dot) : name}</span>
      {split ? <span className="file-name__ext">{name.slice(dot)}</span> : null}
    </span>
  );
}
