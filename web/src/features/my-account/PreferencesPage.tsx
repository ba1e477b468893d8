import { useCallback, useEffect, useState, type FormEvent } from 'react';
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
import { LoadFailedAlert, SaveButtons, SaveOutcome, useSaveFeedback } from './save-feedback';
import './my-account.css';

export const PREFERENCES_HEADING = 'Preferences';
const NONE: Preferences = { email: false, mail: false, sms: false };

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
  const { saving, outcome, outcomeRef, clearOutcome, run } = useSaveFeedback();

  const fetchPreferences = useCallback(() => {
    myAccountApi.preferences().then(
      (p) => {
        const values = { email: p.email, mail: p.mail, sms: p.sms };
        setSaved(values);
        setCurrent(values);
      },
      () => setLoadFailed(true),
    );
  }, []);
  // A client coming into context (an adviser's) starts a fresh read: no failure shown, nothing saved yet.
  const [readFor, setReadFor] = useState(noClient);
  if (readFor !== noClient) {
    setReadFor(noClient);
    if (!noClient) {
      setLoadFailed(false);
      setSaved(null);
    }
  }
  useEffect(() => {
    if (!noClient) fetchPreferences();
  }, [noClient, fetchPreferences]);
  const retry = () => {
    if (noClient) return;
    setLoadFailed(false);
    setSaved(null);
    fetchPreferences();
  };

  const readOnly = adviser;
  const changed = !!saved && preferencesChanged(saved, current);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed || readOnly) return;
    await run(async () => {
      const p = await myAccountApi.savePreferences(current);
      const values = { email: p.email, mail: p.mail, sms: p.sms };
      setSaved(values);
      setCurrent(values);
      return PREFERENCES_UPDATED;
    }, PREFERENCES_SAVE_ERROR);
  };

  const cancel = () => {
    if (saved) setCurrent(saved);
    clearOutcome();
  };

  return (
    <div className="my-account">
      <h1>{PREFERENCES_HEADING}</h1>
      {noClient && (
        <p className="alert alert--warning" role="note">
          {ADVISER_PREFERENCES_NOTE}
        </p>
      )}
      <SaveOutcome outcome={outcome} outcomeRef={outcomeRef} />
      {loadFailed && <LoadFailedAlert text={PREFERENCES_LOAD_ERROR} onRetry={retry} />}
      {!saved && !loadFailed && <MyAccountSkeleton label="Loading your preferences" rows={4} />}
      {saved && (
        <form className="panel" onSubmit={(e) => void save(e)} noValidate>
          <fieldset className="my-account__checks" aria-describedby="preferences-hint">
            <legend>How would you like to hear from us?</legend>
            <p id="preferences-hint" className="field__hint">
              {readOnly
                ? 'Only the client can change these choices.'
                : 'Tick each way we may send you news and information.'}
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
                    clearOutcome();
                  }}
                />
                {PREFERENCE_LABELS[key]}
              </label>
            ))}
          </fieldset>
          {!readOnly && <SaveButtons enabled={changed} saving={saving} onCancel={cancel} />}
        </form>
      )}
    </div>
  );
}
