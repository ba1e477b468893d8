import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { SELECT_VERIFICATION_METHOD, SELECT_VERIFICATION_METHOD_HINT } from '../../../../../domain/auth/auth-messages';
import { RadioGroup, radioId } from '../../../components/form-kit';
import { ErrorSummary, ReturnToLogin, StepHeading, StepMessages } from '../form-kit';
import { cancelLogin, chooseEnrolmentMethod, loginStore } from '../login.store';

/** Not given by the spec: the heading of the enrolment step and the names of the methods. */
export const SET_UP_VERIFICATION_HEADING = 'Set up additional verification';
const METHOD_LABELS: Record<string, string> = {
  sms: 'Text message (SMS) to your mobile phone',
  email: 'Email',
  token: 'Authenticator app',
};

/** MfaEnrolmentLinkDevice: the user chooses how to receive codes; a code is sent that way. */
export function EnrolmentMethodStep() {
  const { view, submitting } = useSnapshot(loginStore);
  const methods = view?.methods ?? [];
  const [method, setMethod] = useState('');
  const [attempt, setAttempt] = useState(0);
  const error = attempt > 0 && !method ? SELECT_VERIFICATION_METHOD_HINT : undefined;
  const firstId = radioId('enrolment-method', methods[0] ?? 'none');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (method) void chooseEnrolmentMethod(method);
  };

  return (
    <form className="login-step" noValidate onSubmit={submit}>
      <StepHeading level={1}>{SET_UP_VERIFICATION_HEADING}</StepHeading>
      <ErrorSummary errors={error ? [{ id: firstId, message: error }] : []} focusKey={attempt} />
      <StepMessages />
      <p>To keep your account secure we will send you a code each time you log in.</p>
      <RadioGroup
        name="enrolment-method"
        legend={SELECT_VERIFICATION_METHOD}
        options={methods.map((m) => ({ value: m, label: METHOD_LABELS[m] ?? m }))}
        value={method}
        onChange={setMethod}
        error={error}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          Send code
        </button>
        <ReturnToLogin onReturn={() => void cancelLogin()} />
      </div>
    </form>
  );
}
