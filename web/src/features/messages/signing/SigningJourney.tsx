import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { showsDueDate } from '../../../../../domain/signing/signing-status';
import type { Signatories } from '../../../lib/contract';
import { displayDate } from '../../../lib/display-date';
import { shownTitle } from '../../../lib/shown-name';
import { SIGNING_TEXTS as T } from '../messages-texts';
import { SigningBadge } from './SigningBadge';
import {
  acceptTerms,
  backToActions,
  canVerify,
  chooseDecline,
  chooseSign,
  confirmDecline,
  requestCode,
  setCode,
  signingStore,
  submitCode,
} from './signing.store';

/**
 * spec 3 §2 "Digital signing", §4 "Signing": the journey in the reading pane, with the document in a
 * sandboxed frame (no scripts, no same-origin rights), the masked phone and every §8 text.
 */
export function SigningJourney({ detail }: { detail: Signatories }) {
  const s = useSnapshot(signingStore);
  const item = detail.item;
  const termsId = useId();
  const codeId = useId();
  const canAct = item.canSign && !s.done;

  return (
    <article className="signing" aria-labelledby="signing-title">
      <h2 id="signing-title" className="msg-read__subject" tabIndex={-1}>
        {shownTitle(item.title)}
      </h2>
      <p className="msg-read__meta">
        <SigningBadge badge={item.badge} />
        {item.dueDate && showsDueDate(item.status) ? (
          <span
            className={item.overdue ? 'due due--overdue' : 'due'}
          >{`${item.overdue ? T.overdue + ':' : T.due} ${displayDate(item.dueDate)}`}</span>
        ) : null}
      </p>
      <iframe
        className="signing__frame"
        title={`${T.document}: ${shownTitle(item.title)}`}
        src={item.contentUrl}
        sandbox=""
        referrerPolicy="no-referrer"
      />
      <h3 className="signing__subheading">{T.signatories}</h3>
      <ul className="signing__signatories">
        {detail.signatories.map((p) => (
          <li key={p.id}>
            <span className="signing__name">{p.name}</span>{' '}
            <span
              className={`badge badge--${p.state === 'signed' ? 'success' : p.state === 'declined' ? 'danger' : 'info'}`}
            >
              {stateText(p.state)}
            </span>
            {p.signedAt ? <span className="signing__when"> {displayDate(p.signedAt)}</span> : null}
          </li>
        ))}
      </ul>

      <div className="signing__step" aria-live="polite">
        {s.done === 'signed' ? <p className="alert alert--success">{T.signed}</p> : null}
        {s.done === 'declined' ? <p className="alert alert--success">{T.declined}</p> : null}

        {canAct && s.step === 'selectAction' ? (
          <div className="button-row">
            <button type="button" className="button" onClick={() => void chooseSign()}>
              {T.sign}
            </button>
            <button type="button" className="button button--secondary" onClick={chooseDecline}>
              {T.decline}
            </button>
          </div>
        ) : null}

        {s.step === 'invalidPhone' ? (
          <>
            <p className="alert alert--error" role="alert">
              {s.message}
            </p>
            {/* No code can be sent to this phone, but the document can still be declined. */}
            {canAct ? (
              <div className="button-row">
                <button type="button" className="button button--secondary" onClick={chooseDecline}>
                  {T.decline}
                </button>
              </div>
            ) : null}
          </>
        ) : null}

        {canAct && ['acceptTerms', 'sendCode', 'enterCode', 'validateCode', 'expiredCode'].includes(s.step) ? (
          <div className="signing__sign">
            {s.termsHtml ? (
              <section className="signing__terms" aria-label={T.terms}>
                {/* Sanitised on the server. */}
                <div dangerouslySetInnerHTML={{ __html: s.termsHtml }} />
              </section>
            ) : null}
            <label className="signing__check" htmlFor={termsId}>
              <input
                id={termsId}
                type="checkbox"
                checked={s.termsAccepted}
                disabled={s.busy}
                onChange={(e) => void acceptTerms(e.target.checked)}
              />
              {T.acceptTerms}
            </label>
            {s.step === 'sendCode' && s.busy ? <p role="status">{T.sendingCode}</p> : null}
            {s.step === 'sendCode' && !s.busy && s.message ? (
              <div className="alert alert--error">
                <p role="alert">{s.message}</p>
                <button type="button" className="button button--secondary" onClick={() => void requestCode()}>
                  {T.newCode}
                </button>
              </div>
            ) : null}
            {s.step === 'enterCode' || s.step === 'validateCode' ? (
              <form
                className="signing__code"
                onSubmit={(e) => {
                  e.preventDefault();
                  void submitCode();
                }}
              >
                {s.maskedPhone ? <p>{T.codeSentTo(s.maskedPhone)}</p> : null}
                {s.message ? (
                  <p className="alert alert--error" role="alert">
                    {s.message}
                  </p>
                ) : null}
                <label htmlFor={codeId}>{T.code}</label>
                <input
                  id={codeId}
                  className="input signing__code-input"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={s.code}
                  onChange={(e) => setCode(e.target.value)}
                />
                <div className="button-row">
                  <button type="submit" className="button" disabled={!canVerify(s)}>
                    {T.verify}
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    disabled={s.busy}
                    onClick={() => void requestCode()}
                  >
                    {T.newCode}
                  </button>
                </div>
                {s.step === 'validateCode' && s.busy ? <p role="status">{T.validating}</p> : null}
              </form>
            ) : null}
            {s.step === 'expiredCode' ? (
              <div className="alert alert--error" role="alert">
                <p>{s.message}</p>
                {s.offerNewCode ? (
                  <button type="button" className="button button--secondary" onClick={() => void requestCode()}>
                    {T.newCode}
                  </button>
                ) : null}
              </div>
            ) : null}
            <button type="button" className="button button--link" disabled={s.busy} onClick={backToActions}>
              {T.back}
            </button>
          </div>
        ) : null}

        {canAct && s.step === 'declining' ? (
          <div className="signing__decline">
            <p>{T.declineQuestion}</p>
            {s.message ? (
              <p className="alert alert--error" role="alert">
                {s.message}
              </p>
            ) : null}
            <div className="button-row">
              <button
                type="button"
                className="button button--danger"
                disabled={s.busy}
                onClick={() => void confirmDecline()}
              >
                {T.confirmDecline}
              </button>
              <button type="button" className="button button--secondary" disabled={s.busy} onClick={backToActions}>
                {T.cancel}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}

function stateText(state: string): string {
  return state === 'signed' ? 'Signed' : state === 'declined' ? 'Declined' : 'Awaiting';
}
