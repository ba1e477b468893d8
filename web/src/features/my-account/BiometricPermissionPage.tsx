import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  BIOMETRIC_CHECKBOX_LABEL,
  BIOMETRIC_LOAD_ERROR,
  BIOMETRIC_SAVE_ERROR,
  BIOMETRIC_SET,
} from '../../../../domain/account/biometric';
import { PageNotFound } from '../site-pages/PageNotFound';
import { usePageTitle } from '../../lib/use-page-title';
import { setStoredBiometric } from './biometric.store';
import { inMobileWrapper, notifyWrapper } from './mobile-wrapper';
import { myAccountApi } from './my-account.api';
import { MyAccountSkeleton } from './MyAccountSkeleton';
import { LoadFailedAlert, SaveButtons, SaveOutcome, useSaveFeedback } from './save-feedback';
import './my-account.css';

export const BIOMETRIC_HEADING = 'Biometric permission';

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
  const { saving, outcome, outcomeRef, clearOutcome, run } = useSaveFeedback();

  const fetchStored = useCallback(() => {
    myAccountApi.biometric().then(
      (r) => {
        setSaved(r.stored === '1');
        setAllowed(r.stored === '1');
      },
      () => setLoadFailed(true),
    );
  }, []);
  useEffect(() => {
    if (wrapper) fetchStored();
  }, [wrapper, fetchStored]);
  const retry = () => {
    if (!wrapper) return;
    setLoadFailed(false);
    fetchStored();
  };

  if (!wrapper) return <PageNotFound />;

  const changed = saved !== null && saved !== allowed;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed || saving) return;
    await run(async () => {
      const r = await myAccountApi.setBiometric(allowed);
      const choice = r.stored ?? (allowed ? '1' : '0');
      setSaved(choice === '1');
      setStoredBiometric(choice);
      notifyWrapper(choice);
      return BIOMETRIC_SET;
    }, BIOMETRIC_SAVE_ERROR);
  };

  return (
    <div className="my-account">
      <h1>{BIOMETRIC_HEADING}</h1>
      <SaveOutcome outcome={outcome} outcomeRef={outcomeRef} />
      {loadFailed && <LoadFailedAlert text={BIOMETRIC_LOAD_ERROR} onRetry={retry} />}
      {saved === null && !loadFailed && <MyAccountSkeleton label="Loading your permission" rows={2} />}
      {saved !== null && (
        <form className="panel" onSubmit={(e) => void save(e)} noValidate>
          <p>
            You can log in to the app with your fingerprint or face instead of your password. You can change this at any
            time.
          </p>
          <label className="my-account__check">
            <input
              type="checkbox"
              checked={allowed}
              disabled={saving}
              onChange={(e) => {
                setAllowed(e.target.checked);
                clearOutcome();
              }}
            />
            {BIOMETRIC_CHECKBOX_LABEL}
          </label>
          <SaveButtons enabled={changed} saving={saving} />
        </form>
      )}
    </div>
  );
}
