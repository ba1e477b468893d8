import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { PendingAttachments as Pending } from '../../lib/contract';
import { shownFileName } from '../../lib/shown-name';
import { FileName } from './AttachmentCards';
import { messagesApi } from './messages-api';
import { openMessage } from './messages.store';
import { PENDING_TEXTS as T } from './messages-texts';

function newKey(): string {
  const c = globalThis.crypto;
  return c?.randomUUID ? c.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** A file's size as a client reads it: bytes, KB or MB (1,000 based, as the 10 MB limit). */
function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * spec 3 §8 "Attachment failure": a message in Sent that still waits for attachments names them and offers a
 * retry of each (the same file: the server checks its name and size), until stored or the 24 hours pass.
 */
export function PendingAttachments({ messageId }: { messageId: number }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useId();
  // Another message starts with nothing pending and no error until its own answer comes.
  const [shownFor, setShownFor] = useState(messageId);
  if (shownFor !== messageId) {
    setShownFor(messageId);
    setPending(null);
    setError(null);
  }

  useEffect(() => {
    let live = true;
    messagesApi.pending(messageId).then(
      (p) => live && setPending(p),
      () => undefined, // nothing to offer when it cannot be read; the message itself still shows
    );
    return () => {
      live = false;
    };
  }, [messageId]);

  if (!pending?.retryUrl || pending.files.length === 0) return null;
  const retryUrl = pending.retryUrl;

  const retry = async (name: string, size: number, file: File | undefined) => {
    if (!file) return;
    // Only the very file that failed is taken (the server checks name and size): say so rather than send another.
    if (file.name !== name || file.size !== size) {
      setError(T.chooseSame(name, fileSize(size)));
      return;
    }
    setBusy(name);
    setError(null);
    try {
      const form = new FormData();
      form.append('files', file, file.name);
      const result = await messagesApi.retry(retryUrl, form, newKey());
      if (result.failedAttachments.length) {
        setError(T.notStoredAgain(result.failedAttachments.join(', ')));
        setPending(await messagesApi.pending(messageId));
      } else {
        // The message is read again: its attachments now list the file, and nothing waits.
        await openMessage(messageId, true);
      }
    } catch (e) {
      setError(e instanceof ApiError && e.status === 400 && e.message ? e.message : T.failed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="pending-files alert alert--warning" aria-labelledby={heading}>
      <h3 id={heading}>{T.heading}</h3>
      <p>{T.hint}</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="pending-files__list">
        {pending.files.map((f) => (
          <li key={`${f.size}:${f.filename}`} className="pending-files__item">
            <FileName name={f.filename} className="pending-files__name" />
            <label className={`button button--secondary pending-files__retry${busy ? ' is-disabled' : ''}`}>
              {busy === f.filename ? T.sending : T.retry}
              <input
                type="file"
                className="visually-hidden"
                aria-label={T.retryLabel(shownFileName(f.filename))}
                disabled={busy !== null}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = ''; // the same file can be chosen again after a refusal
                  void retry(f.filename, f.size, file);
                }}
              />
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
