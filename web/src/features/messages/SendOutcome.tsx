import { useEffect, useRef } from 'react';
import type { SendResult } from '../../lib/contract';
import { COMPOSE_TEXTS as T } from './messages-texts';

/**
 * spec 3 §8 "Sending": the outcome in the spec's words. When attachments failed, it names what was
 * stored and what was not, and offers to send the failed ones again to the same message.
 */
export function SendOutcome({
  result,
  sending,
  canRetry,
  onRetry,
  onDone,
}: {
  result: SendResult;
  sending: boolean;
  canRetry: boolean;
  onRetry: () => void;
  onDone: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [result]);
  const ok = result.outcome === 'Success';
  return (
    <section className="compose panel" aria-label="Sending result">
      <div
        ref={box}
        tabIndex={-1}
        className={`alert ${ok ? 'alert--success' : 'alert--error'}`}
        role={ok ? 'status' : 'alert'}
      >
        <p className="send-outcome__message">{result.message}</p>
        {result.failedAttachments.length ? (
          <>
            {result.storedAttachments.length ? (
              <>
                <p className="send-outcome__label">{T.stored}</p>
                <ul className="send-outcome__stored">
                  {result.storedAttachments.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <p className="send-outcome__label">{T.failed}</p>
            <ul className="send-outcome__failed">
              {result.failedAttachments.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="button-row">
        {canRetry && result.retryUrl ? (
          <button type="button" className="button" disabled={sending} onClick={onRetry}>
            {T.retry}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" disabled={sending} onClick={onDone}>
          {T.backToMessages}
        </button>
      </div>
    </section>
  );
}
