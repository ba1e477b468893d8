import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../../domain/access/page-access';
import {
  AUTHENTICATE_AND_CONTINUE,
  AUTHENTICATION_METHOD_CHANGED,
  CONTACT_YOUR_ADVISER,
  NO_ALTERNATIVE_METHODS,
  REQUEST_NEW_CODE,
  SELECT_VERIFICATION_METHOD,
  SELECT_VERIFICATION_METHOD_HINT,
  validateMethodHeading,
} from '../../../../domain/auth/auth-messages';
import { RadioGroup } from '../../components/form-kit';
import { Spinner } from '../../components/Spinner';
import type { VerificationDetails } from '../../lib/contract';
import { pageSegment, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import {
  cancelSelection,
  choiceChanged,
  hasAlternatives,
  loadVerification,
  requestNewCode,
  resetVerification,
  saveMethod,
  selectMethod,
  setVerificationCode,
  submitVerificationCode,
  verificationStore,
} from './verification.store';
import './account.css';

/** Fallback when the site content names no heading. */
export const ADDITIONAL_VERIFICATION_HEADING = 'Additional verification';
/** spec 1 §9: the return link goes to the clients section. */
const RETURN_PATH = '/clients/';

const METHOD_NAMES: Record<string, string> = { sms: 'Text message', email: 'Email', token: 'Authenticator app' };

function methodName(method: string | null | undefined): string {
  return method ? (METHOD_NAMES[method] ?? method) : 'None';
}

function methodTarget(details: VerificationDetails | null, method: string | null | undefined): string | undefined {
  return details?.methods.find((m) => m.method === method)?.target;
}

interface AdditionalVerificationContent {
  heading?: string;
  supportMessage?: string;
}

/** The client's additional verification method, and changing it (spec 1 §2.5, §4.6). */
export function AdditionalVerificationPage() {
  const { config } = useSnapshot(siteStore);
  const content = (config?.content.additionalVerification as AdditionalVerificationContent | undefined) ?? {};
  const heading = content.heading || ADDITIONAL_VERIFICATION_HEADING;
  usePageTitle(heading);
  const snap = useSnapshot(verificationStore);
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadVerification();
    return () => resetVerification();
  }, []);

  // Each new step takes the focus, so a keyboard or screen-reader user hears what happened.
  const firstStep = useRef(true);
  useEffect(() => {
    if (snap.step === 'loading') return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRef.current?.focus();
  }, [snap.step]);

  return (
    <div className="account-page">
      <h1>{heading}</h1>
      <div className="panel account-page__panel" ref={stepRef} tabIndex={-1}>
        {snap.step === 'loading' && <Spinner label="Loading your verification details…" />}
        {snap.step === 'failed' && (
          <p className="alert alert--error" role="alert">
            {snap.error}
          </p>
        )}
        {snap.step === 'choose' &&
          (hasAlternatives(snap.details as VerificationDetails) ? (
            <ChooseMethod />
          ) : (
            <NoAlternatives supportMessage={content.supportMessage} />
          ))}
        {(snap.step === 'validate' || snap.step === 'wrongCode') && <ValidateCode />}
        {snap.step === 'success' && (
          <>
            <p className="alert alert--success" role="status">
              {AUTHENTICATION_METHOD_CHANGED}
            </p>
            <div className="button-row">
              <Link className="button" to={RETURN_PATH}>
                Return
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function CurrentMethod() {
  const snap = useSnapshot(verificationStore);
  const details = snap.details as VerificationDetails | null;
  const target = methodTarget(details, details?.current);
  return (
    <p>
      Your current additional verification method: <strong>{methodName(details?.current)}</strong>
      {target && <> ({target})</>}
    </p>
  );
}

function NoAlternatives({ supportMessage }: { supportMessage?: string }) {
  const { config } = useSnapshot(siteStore);
  const oneWayMessaging = config?.settings.oneWayMessaging === true;
  const messages = pageSegment(config as never, PortalPage.documentsAndMessages);
  return (
    <>
      <CurrentMethod />
      <div className="alert" role="note">
        <p className="account-page__note">{NO_ALTERNATIVE_METHODS}</p>
        {supportMessage && <p className="account-page__note">{supportMessage}</p>}
      </div>
      <div className="button-row">
        <Link className="button" to={RETURN_PATH}>
          Return
        </Link>
        {!oneWayMessaging && (
          <Link className="button button--secondary" to={`/clients/${messages}/?compose=true`}>
            {CONTACT_YOUR_ADVISER}
          </Link>
        )}
      </div>
    </>
  );
}

function ChooseMethod() {
  const snap = useSnapshot(verificationStore);
  const details = snap.details as VerificationDetails;
  const changed = choiceChanged(snap as never);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void saveMethod();
  };
  return (
    <form onSubmit={submit} noValidate>
      <CurrentMethod />
      <RadioGroup
        name="verification-method"
        legend={SELECT_VERIFICATION_METHOD}
        hint={SELECT_VERIFICATION_METHOD_HINT}
        options={details.methods.map((m) => ({ value: m.method, label: methodName(m.method), detail: m.target }))}
        value={snap.selected}
        onChange={selectMethod}
      />
      {snap.error && (
        <p className="alert alert--error" role="alert">
          {snap.error}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={!changed || snap.busy}>
          Save
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!changed || snap.busy}
          onClick={cancelSelection}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

function ValidateCode() {
  const snap = useSnapshot(verificationStore, { sync: true });
  const method = snap.pendingMethod ?? 'sms';
  const target = methodTarget(snap.details as VerificationDetails | null, method);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitVerificationCode();
  };
  return (
    <>
      <h2>{validateMethodHeading(method)}</h2>
      {snap.step === 'wrongCode' ? (
        <div className="alert alert--error" role="alert">
          <p className="account-page__note">{snap.error}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => void requestNewCode()} disabled={snap.busy}>
              {REQUEST_NEW_CODE}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>
            We have sent a message with a verification code to{' '}
            {target ? <strong>{target}</strong> : method === 'email' ? 'your email address' : 'your phone'}.
          </p>
          <div className="field">
            <label htmlFor="verification-code">Verification code</label>
            <input
              id="verification-code"
              className="input account-page__code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={snap.code}
              onChange={(e) => setVerificationCode(e.target.value)}
            />
          </div>
          {snap.error && (
            <p className="alert alert--error" role="alert">
              {snap.error}
            </p>
          )}
          <div className="button-row">
            <button type="submit" className="button" disabled={!snap.code.trim() || snap.busy}>
              {AUTHENTICATE_AND_CONTINUE}
            </button>
            <button type="button" className="button button--secondary" onClick={cancelSelection} disabled={snap.busy}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </>
  );
}
