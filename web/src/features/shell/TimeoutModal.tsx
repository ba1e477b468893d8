import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { STAY_LOGGED_IN } from '../../../../domain/session/timeout';
import { LOG_OUT, logOut } from './log-out';
import { NO_HEARTBEAT_ATTRIBUTE } from './session-timeout';
import { stayLoggedIn, timeoutStore } from './session-timeout.store';
import { timeLeftAnnouncement, timeLeftText } from './time-left';

export const TIMEOUT_HEADING = 'Your session is about to end';
export const TIMEOUT_TEXT =
  'You have not used Client Online for a while. For your security you will be logged out automatically unless you choose to stay logged in.';

/** Not given by the spec: the words before the countdown. */
export const TIME_LEFT_LABEL = 'Time left:';

/**
 * The countdown, redrawn every second; the announcement changes only at the moments worth hearing.
 * Its component is keyed by the end time, so a new end starts from now with nothing announced.
 */
function useTimeLeft(endsAtMs: number | null): { left: string; announcement: string } {
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (endsAtMs === null) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const said = timeLeftAnnouncement(endsAtMs - at);
      if (said) setAnnouncement(said);
    }, 1000);
    return () => clearInterval(tick);
  }, [endsAtMs]);
  return { left: endsAtMs === null ? '' : timeLeftText(endsAtMs - now), announcement };
}

/** The time left beside 'Stay logged in', and its polite announcement. */
function TimeLeft({ endsAtMs }: { endsAtMs: number | null }) {
  const { left, announcement } = useTimeLeft(endsAtMs);
  return (
    <>
      <p id="timeout-modal-time-left" className="timeout-modal__time-left">
        {TIME_LEFT_LABEL} <strong className="timeout-modal__clock">{left}</strong>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * spec 1 §4.3: the warning modal, with the time left beside 'Stay logged in' (read with the dialog,
 * then announced politely at each minute and near the end, not every second). Focus is held inside
 * it; 'Stay logged in' (or Escape) keeps the session.
 */
export function TimeoutModal() {
  const { phase, endsAtMs } = useSnapshot(timeoutStore);
  const open = phase === 'warning';
  const dialog = useRef<HTMLDivElement>(null);
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    stay.current?.focus();
    return () => {
      if (before && before.isConnected && before !== document.body) before.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      stayLoggedIn();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    // The overlay catches the keys pressed anywhere in the dialog (Tab held inside, Escape): it has no role of its own.
    <div className="timeout-modal" role="presentation" onKeyDown={onKeyDown} {...{ [NO_HEARTBEAT_ATTRIBUTE]: '' }}>
      <div
        ref={dialog}
        className="timeout-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="timeout-modal-heading"
        aria-describedby="timeout-modal-text timeout-modal-time-left"
      >
        <h2 id="timeout-modal-heading">{TIMEOUT_HEADING}</h2>
        <p id="timeout-modal-text">{TIMEOUT_TEXT}</p>
        <TimeLeft key={endsAtMs ?? 'none'} endsAtMs={endsAtMs} />
        <div className="button-row">
          <button ref={stay} type="button" className="button" onClick={stayLoggedIn}>
            {STAY_LOGGED_IN}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void logOut()}>
            {LOG_OUT}
          </button>
        </div>
      </div>
    </div>
  );
}
