import { useEffect, useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { SendResult } from '../../lib/contract';
import {
  addFiles,
  composeCheck,
  composeStore,
  removeFile,
  retryFailed,
  send,
  setBody,
  setSubject,
  touchSubject,
} from './compose.store';
import { RelatedAccounts } from './RelatedAccounts';
import { COMPOSE_TEXTS as T } from './messages-texts';
import { FileName } from './AttachmentCards';
import { Modal } from './Modal';
import { SendOutcome } from './SendOutcome';

/** While a send is in progress the browser warns before the page is left (spec 3 §4). */
function useLeaveWarning(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [on]);
}

/**
 * spec 3 §4, §5: compose and reply with live validation; attachment chips each carry their own
 * problem; send stays disabled until everything is valid; a blocking modal while sending.
 */
export function ComposeView({ onDone, onSent }: { onDone: () => void; onSent: (message: string) => void }) {
  const s = useSnapshot(composeStore);
  const check = composeCheck(s);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendingTitle = useId();
  useLeaveWarning(s.sending);

  const submit = async () => {
    const result = await send();
    // spec 3 §4: on completion the view returns to messages; a partial failure stays to say what happened.
    if (result?.outcome === 'Success') onSent(result.message);
  };

  if (s.result)
    return (
      <SendOutcome
        result={s.result as SendResult}
        sending={s.sending}
        canRetry={s.failedFiles.length > 0}
        onRetry={() => void retryFailed()}
        onDone={onDone}
      />
    );

  const subjectError = s.subjectTouched ? check.subjectError : null;
  return (
    <section className="compose panel" aria-labelledby="compose-heading">
      <h2 id="compose-heading">{s.replyTo ? T.replyHeading : T.newMessage}</h2>
      {s.replyEntity ? <p className="field-hint">{T.relatesTo(s.replyEntity.name)}</p> : null}
      {s.refusal ? (
        <div className="alert alert--error" role="alert">
          {s.refusal}
        </div>
      ) : null}
      <div className={`msg-field${subjectError ? ' msg-field--error' : ''}`}>
        <label htmlFor="compose-subject">{T.subject}</label>
        {subjectError ? (
          <p id="compose-subject-error" className="field-error">
            {subjectError}
          </p>
        ) : null}
        <input
          id="compose-subject"
          className="input"
          value={s.subject}
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={subjectError ? 'compose-subject-error' : undefined}
          onChange={(e) => setSubject(e.target.value)}
          onBlur={touchSubject}
        />
      </div>
      <div className="msg-field">
        <label htmlFor="compose-body">{T.body}</label>
        <textarea
          id="compose-body"
          className="input compose__body"
          rows={8}
          value={s.body}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <RelatedAccounts />
      <div className="msg-field">
        <label htmlFor="compose-files">{T.attach}</label>
        <p id="compose-files-hint" className="field-hint">
          {T.attachHint}
        </p>
        <input
          id="compose-files"
          ref={fileInput}
          type="file"
          multiple
          aria-describedby="compose-files-hint"
          onChange={(e) => {
            addFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        {check.countError ? (
          <p className="field-error" role="alert">
            {check.countError}
          </p>
        ) : null}
        {s.files.length ? (
          <ul className="chips" aria-label="Attachments">
            {s.files.map((f, i) => {
              const error = check.fileErrors[i];
              return (
                <li key={`${f.name}-${i}`} className={`chip${error ? ' chip--error' : ''}`}>
                  <FileName name={f.name} className="chip__name" />
                  {error ? <span className="chip__error">{error}</span> : null}
                  <button
                    type="button"
                    className="chip__remove"
                    aria-label={T.remove(f.name)}
                    onClick={() => removeFile(i)}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="button-row">
        <button type="button" className="button" disabled={!check.canSend} onClick={() => void submit()}>
          {T.send}
        </button>
        <button type="button" className="button button--secondary" disabled={s.sending} onClick={onDone}>
          {T.cancel}
        </button>
      </div>
      {s.sending ? (
        <Modal labelledBy={sendingTitle} blocking>
          <h2 id={sendingTitle}>{T.sending}</h2>
          <div className="spinner" aria-hidden="true">
            <span className="spinner__wheel" />
          </div>
          <p>{T.sendingHint}</p>
        </Modal>
      ) : null}
    </section>
  );
}
