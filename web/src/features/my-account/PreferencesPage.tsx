import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import {
  ADVISER_PREFERENCES_NOTE,
  PREFERENCE_KEYS,
  PREFERENCE_LABELS,
  preferencesChanged,
  PREFERENCES_LOAD_ERROR,
  PREFERENCES_SAVE_ERROR,
  PREFERENCES_UPDATED,
  type Preferences,
} from '../../../../domain/account/preferences';
import { ADVISER_ROLE } from '../../../../domain/access/access-level';
import { sessionStore } from '../../lib/session.store';
import { usePageTitle } from '../../lib/use-page-title';
import { myAccountApi } from './my-account.api';
import { MyAccountSkeleton } from './MyAccountSkeleton';
import './my-account.css';

export const PREFERENCES_HEADING = 'Preferences';
const NONE: Preferences = { email: false, mail: false, sms: false };

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * spec 3 §2 "Preferences page", §4, §6, §8: email, mail and SMS. Save and Cancel come alive after a
 * change; Cancel restores the saved values. An adviser sees the boxes disabled, and with no client in
 * context only the note to use XPlan.
 */
export function PreferencesPage() {
  usePageTitle(PREFERENCES_HEADING);
  const { view } = useSnapshot(sessionStore);
  const adviser = view?.user.role === ADVISER_ROLE;
  const noClient = adviser && !view?.clientInContext;
  const [saved, setSaved] = useState<Preferences | null>(noClient ? NONE : null);
  const [current, setCurrent] = useState<Preferences>(NONE);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    if (noClient) return;
    setLoadFailed(false);
    setSaved(null);
    myAccountApi.preferences().then(
      (p) => {
        const values = { email: p.email, mail: p.mail, sms: p.sms };
        setSaved(values);
        setCurrent(values);
      },
      () => setLoadFailed(true),
    );
  }, [noClient]);
  useEffect(load, [load]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const readOnly = adviser;
  const changed = !!saved && preferencesChanged(saved, current);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed || readOnly) return;
    setSaving(true);
    setOutcome(null);
    try {
      const p = await myAccountApi.savePreferences(current);
      const values = { email: p.email, mail: p.mail, sms: p.sms };
      setSaved(values);
      setCurrent(values);
      setOutcome({ kind: 'success', text: PREFERENCES_UPDATED });
    } catch {
      setOutcome({ kind: 'error', text: PREFERENCES_SAVE_ERROR });
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    if (saved) setCurrent(saved);
    setOutcome(null);
  };

  return (
    <div className="my-account">
      <h1>{PREFERENCES_HEADING}</h1>
      {noClient && (
        <p className="alert alert--warning" role="note">
          {ADVISER_PREFERENCES_NOTE}
        </p>
      )}
      <div ref={outcomeRef} tabIndex={-1} className="my-account__outcome">
        {outcome && (
          <p className={`alert ${outcome.kind === 'success' ? 'alert--success' : 'alert--error'}`} role={outcome.kind === 'success' ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
      </div>
      {loadFailed && (
        <div className="alert alert--error" role="alert">
          <p>{PREFERENCES_LOAD_ERROR}</p>
          <button type="button" className="button button--secondary" onClick={load}>
            Try again
          </button>
        </div>
      )}
      {!saved && !loadFailed && <MyAccountSkeleton label="Loading your preferences" rows={4} />}
      {saved && (
        <form className="panel" onSubmit={(e) => void save(e)} noValidate>
          <fieldset className="my-account__checks" aria-describedby="preferences-hint">
            <legend>How would you like to hear from us?</legend>
            <p id="preferences-hint" className="field__hint">
              {readOnly ? 'Only the client can change these choices.' : 'Tick each way we may send you news and information.'}
            </p>
            {PREFERENCE_KEYS.map((key) => (
              <label key={key} className="my-account__check">
                <input
                  type="checkbox"
                  name={key}
                  checked={current[key]}
                  disabled={readOnly || saving}
                  onChange={(e) => {
                    const checked = e.target.checked;
                    setCurrent((c) => ({ ...c, [key]: checked }));
                    setOutcome(null);
                  }}
                />
                {PREFERENCE_LABELS[key]}
              </label>
            ))}
          </fieldset>
          {!readOnly && (
            <div className="button-row">
              <button type="submit" className="button" disabled={!changed || saving}>
                {saving ? 'Saving…' : 'Save'}
              </button>
              <button type="button" className="button button--secondary" disabled={!changed || saving} onClick={cancel}>
                Cancel
              </button>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
