import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import {
  AUTHENTICATE_AND_CONTINUE,
  REGISTERED_METHOD_NAMES,
  REQUEST_NEW_CODE,
  validateMethodHeading,
} from '../../../../../domain/auth/auth-messages';
import type { MfaMethod } from '../../../../../domain/auth/login-status';
import { LoginStatus } from '../../../../../domain/auth/login-status';
import { isValid } from '../../../../../domain/validation/field-errors';
import { validateSecurityCode } from '../../../../../domain/validation/security-code';
import { ErrorSummary, ReturnToLogin, StepHeading, StepMessages, summaryOf, TextField } from '../form-kit';
import { cancelLogin, loginStore, requestNewCode, submitEnrolmentCode, submitMfaCode } from '../login.store';

const IDS = { code: 'security-code' };

/** Not given by the spec: the heading of the MfaRequired step. */
export const ENTER_SECURITY_CODE_HEADING = 'Enter your security code';

/** Where the code went, as the user recognises it. */
function sentToText(method: string | null | undefined, sentTo: string | null | undefined): string {
  const name = (REGISTERED_METHOD_NAMES as Record<string, string>)[method ?? ''] ?? 'device';
  if (sentTo) return `We have sent a message with a security code to ${sentTo}.`;
  return `We have sent a message with a security code to your registered ${name}.`;
}

/** MfaRequired and MfaEnrolmentValidateDevice: the one-time code sent to the user's device or email. */
export function CodeStep() {
  const { view, status, submitting } = useSnapshot(loginStore);
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const enrolling = status === LoginStatus.MfaEnrolmentValidateDevice;
  const heading = enrolling ? validateMethodHeading((view?.method ?? 'sms') as MfaMethod) : ENTER_SECURITY_CODE_HEADING;
  const errors = attempt > 0 ? validateSecurityCode({ code }) : {};

  // After the server has answered on this screen (a wrong code, a new code sent), the field starts
  // again: empty, not marked, with the focus in it, and only the server's message on screen. A new
  // screen (the next step) takes the focus itself.
  const after = (call: Promise<void>) => {
    const screen = loginStore.screen;
    void call.then(() => loginStore.screen === screen && startAgain());
  };
  const startAgain = () => {
    setCode('');
    setAttempt(0);
    document.getElementById(IDS.code)?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (!isValid(validateSecurityCode({ code }))) return;
    after(enrolling ? submitEnrolmentCode(code) : submitMfaCode(code));
  };

  return (
    <form className="login-step" noValidate onSubmit={submit}>
      <StepHeading level={1}>{heading}</StepHeading>
      <ErrorSummary errors={summaryOf(errors, IDS)} focusKey={attempt} />
      <StepMessages />
      <p>{sentToText(view?.method, view?.codeSentTo)}</p>
      <TextField
        id={IDS.code}
        label="Security code"
        value={code}
        onChange={setCode}
        error={errors.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        inputClassName="input--code"
        maxLength={12}
        spellCheck={false}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          {AUTHENTICATE_AND_CONTINUE}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={submitting}
          onClick={() => after(requestNewCode())}
        >
          {REQUEST_NEW_CODE}
        </button>
      </div>
      <ReturnToLogin onReturn={() => void cancelLogin()} />
    </form>
  );
}
