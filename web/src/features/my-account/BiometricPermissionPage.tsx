import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { BIOMETRIC_CHECKBOX_LABEL, BIOMETRIC_LOAD_ERROR, BIOMETRIC_SAVE_ERROR, BIOMETRIC_SET } from '../../../../domain/account/biometric';
import { PageNotFound } from '../site-pages/PageNotFound';
import { usePageTitle } from '../../lib/use-page-title';
import { setStoredBiometric } from './biometric.store';
import { inMobileWrapper, notifyWrapper } from './mobile-wrapper';
import { myAccountApi } from './my-account.api';
import { MyAccountSkeleton } from './MyAccountSkeleton';
import './my-account.css';

export const BIOMETRIC_HEADING = 'Biometric permission';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * spec 3 §2 "Biometric permission page", §4, §8: one checkbox and Save (alive after a change). Offered
 * only inside the mobile wrapper; saving stores '1' or '0' and tells the wrapper.
 */
export function BiometricPermissionPage() {
  usePageTitle(BIOMETRIC_HEADING);
  const [wrapper] = useState(inMobileWrapper);
  const [saved, setSaved] = useState<boolean | null>(null);
  const [allowed, setAllowed] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    if (!wrapper) return;
    setLoadFailed(false);
    myAccountApi.biometric().then(
      (r) => {
        setSaved(r.stored === '1');
        setAllowed(r.stored === '1');
      },
      () => setLoadFailed(true),
    );
  }, [wrapper]);
  useEffect(load, [load]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (!wrapper) return <PageNotFound />;

  const changed = saved !== null && saved !== allowed;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed || saving) return;
    setSaving(true);
    setOutcome(null);
    try {
      const r = await myAccountApi.setBiometric(allowed);
      const choice = r.stored ?? (allowed ? '1' : '0');
      setSaved(choice === '1');
      setStoredBiometric(choice);
      notifyWrapper(choice);
      setOutcome({ kind: 'success', text: BIOMETRIC_SET });
    } catch {
      setOutcome({ kind: 'error', text: BIOMETRIC_SAVE_ERROR });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="my-account">
      <h1>{BIOMETRIC_HEADING}</h1>
      <div ref={outcomeRef} tabIndex={-1} className="my-account__outcome">
        {outcome && (
          <p className={`alert ${outcome.kind === 'success' ? 'alert--success' : 'alert--error'}`} role={outcome.kind === 'success' ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
      </div>
      {loadFailed && (
        <div className="alert alert--error" role="alert">
          <p>{BIOMETRIC_LOAD_ERROR}</p>
          <button type="button" className="button button--secondary" onClick={load}>
            Try again
          </button>
        </div>
      )}
      {saved === null && !loadFailed && <MyAccountSkeleton label="Loading your permission" rows={2} />}
      {saved !== null && (
        <form className="panel" onSubmit={(e) => void save(e)} noValidate>
          <p>You can log in to the app with your fingerprint or face instead of your password. You can change this at any time.</p>
          <label className="my-account__check">
            <input type="checkbox" checked={allowed} disabled={saving} onChange={(e) => { setAllowed(e.target.checked); setOutcome(null); }} />
            {BIOMETRIC_CHECKBOX_LABEL}
          </label>
          <div className="button-row">
            <button type="submit" className="button" disabled={!changed || saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
