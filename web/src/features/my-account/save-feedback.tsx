import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { TRY_AGAIN } from '../../../../domain/errors/error-toast';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The saving state and the outcome banner of a My Account form. `run` saves: the task answers the
 * success text (or null for none, e.g. when the server listed field errors); a throw shows `errorText`.
 * The banner takes focus when an outcome appears.
 */
export function useSaveFeedback() {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const clearOutcome = useCallback(() => setOutcome(null), []);
  const run = useCallback(async (task: () => Promise<string | null>, errorText: string) => {
    setSaving(true);
    setOutcome(null);
    try {
      const text = await task();
      if (text) setOutcome({ kind: 'success', text });
    } catch {
      setOutcome({ kind: 'error', text: errorText });
    } finally {
      setSaving(false);
    }
  }, []);

  return { saving, outcome, outcomeRef, clearOutcome, run };
}

/** The focusable outcome banner: a status on success, an alert on failure. */
export function SaveOutcome({
  outcome,
  outcomeRef,
}: {
  outcome: Outcome;
  outcomeRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div ref={outcomeRef} tabIndex={-1} className="my-account__outcome">
      {outcome && (
        <p
          className={`alert ${outcome.kind === 'success' ? 'alert--success' : 'alert--error'}`}
          role={outcome.kind === 'success' ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}

/** The load error with a Try again button. */
export function LoadFailedAlert({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="alert alert--error" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </div>
  );
}

/** Save (showing 'Saving…' while saving) and, when given `onCancel`, Cancel; both disabled unless `enabled` and not saving. */
export function SaveButtons({
  enabled,
  saving,
  onCancel,
}: {
  enabled: boolean;
  saving: boolean;
  onCancel?: () => void;
}) {
  const disabled = !enabled || saving;
  return (
    <div className="button-row">
      <button type="submit" className="button" disabled={disabled}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" disabled={disabled} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
