import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { NEW_PASSWORD_LABEL } from '../../../../domain/validation/change-password';
import { isValid } from '../../../../domain/validation/field-errors';
import {
  NEW_PASSWORD_REQUIRED,
  validateForgotPasswordUsername,
  validateResetCode,
  validateSecurityAnswers,
} from '../../../../domain/validation/forgot-password';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { ErrorSummary, TextField, summaryOf } from '../../components/form-kit';
import { helpStore, requestResetCode, resetHelp, resetPassword, verifyResetCode } from './help.store';

/** Forgot password in three views (spec 1 §2.4): main, enterReset and secQNewPass. */
export function ForgotPassword({ showMeter }: { showMeter: boolean }) {
  const { view } = useSnapshot(helpStore);
  return (
    <section className="help-section" aria-labelledby="forgot-password-heading">
      <h2 id="forgot-password-heading">Forgotten your password?</h2>
      {view === 'main' && <MainView />}
      {view === 'enterReset' && <EnterResetView showMeter={showMeter} />}
      {view === 'secQNewPass' && <SecurityAnswersView showMeter={showMeter} />}
    </section>
  );
}

/** A view's heading, focused when the view appears after a step. */
function ViewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 className="help-view__heading" tabIndex={-1} ref={ref}>
      {children}
    </h3>
  );
}

function ServerError() {
  const { error } = useSnapshot(helpStore);
  if (!error) return null;
  return (
    <div className="alert alert--error" role="alert">
      {error}
    </div>
  );
}

function MainView() {
  const { submitting } = useSnapshot(helpStore);
  const [username, setUsername] = useState('');
  const [attempt, setAttempt] = useState(0);
  const errors = attempt > 0 ? validateForgotPasswordUsername({ username }) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (isValid(validateForgotPasswordUsername({ username }))) void requestResetCode(username);
  };
  return (
    <form noValidate onSubmit={submit}>
      <p>Enter your username and we will email you a reset code.</p>
      <ErrorSummary
        headingLevel={3}
        id="forgot-password-summary"
        errors={summaryOf(errors, { username: 'forgot-password-username' })}
        focusKey={attempt}
      />
      <ServerError />
      <TextField
        id="forgot-password-username"
        label="Username"
        value={username}
        onChange={setUsername}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          Send reset code
        </button>
      </div>
    </form>
  );
}

function EnterResetView({ showMeter }: { showMeter: boolean }) {
  const { submitting, username, codeAccepted } = useSnapshot(helpStore);
  const [resetCode, setResetCode] = useState('');
  const [password, setPassword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const codeErrors = attempt > 0 ? validateResetCode({ resetCode }) : {};
  const passwordError = password === '' ? NEW_PASSWORD_REQUIRED : undefined;

  useEffect(() => {
    // The submit button the user pressed stays disabled until a password is typed: move on to that field.
    if (codeAccepted) document.getElementById('help-new-password')?.focus();
  }, [codeAccepted]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (codeAccepted) {
      if (!passwordError) void resetPassword({ newPassword: password, answers: [] });
      return;
    }
    setAttempt((n) => n + 1);
    if (isValid(validateResetCode({ resetCode }))) void verifyResetCode(resetCode);
  };

  return (
    <form noValidate onSubmit={submit}>
      <ViewHeading>{codeAccepted ? 'Choose a new password' : 'Enter your reset code'}</ViewHeading>
      <p>
        If <strong>{username}</strong> is registered with us, we have emailed a reset code to the address we hold.
      </p>
      <ErrorSummary
        headingLevel={3}
        id="reset-code-summary"
        errors={summaryOf(codeErrors, { resetCode: 'reset-code' })}
        focusKey={attempt}
      />
      <ServerError />
      <TextField
        id="reset-code"
        label="Reset code"
        value={resetCode}
        onChange={setResetCode}
        error={codeErrors.resetCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        readOnly={codeAccepted}
        spellCheck={false}
      />
      {codeAccepted && (
        <NewPasswordField
          password={password}
          setPassword={setPassword}
          error={passwordTouched ? passwordError : undefined}
          onBlur={() => setPasswordTouched(true)}
          showMeter={showMeter}
        />
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting || (codeAccepted && !!passwordError)}>
          {codeAccepted ? 'Reset password' : 'Continue'}
        </button>
        <button type="button" className="button button--link" onClick={resetHelp}>
          Start again
        </button>
      </div>
    </form>
  );
}

function SecurityAnswersView({ showMeter }: { showMeter: boolean }) {
  const { submitting, questions } = useSnapshot(helpStore);
  const [values, setValues] = useState({ answer1: '', answer2: '', password: '' });
  const [touched, setTouched] = useState({ answer1: false, answer2: false, password: false });
  const errors = validateSecurityAnswers(values);
  const shown = (k: keyof typeof touched) => (touched[k] ? errors[k] : undefined);
  const touch = (k: keyof typeof touched) => () => setTouched((t) => ({ ...t, [k]: true }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isValid(errors))
      void resetPassword({ newPassword: values.password, answers: [values.answer1.trim(), values.answer2.trim()] });
  };

  return (
    <form noValidate onSubmit={submit}>
      <ViewHeading>Answer your security questions</ViewHeading>
      <ServerError />
      {[0, 1].map((i) => {
        const key = i === 0 ? 'answer1' : 'answer2';
        return (
          <TextField
            key={key}
            id={`security-answer-${i + 1}`}
            label={questions[i] ?? `Security question ${i + 1}`}
            value={values[key]}
            onChange={(v) => setValues((s) => ({ ...s, [key]: v }))}
            onBlur={touch(key)}
            error={shown(key)}
            autoComplete="off"
          />
        );
      })}
      <NewPasswordField
        password={values.password}
        setPassword={(password) => setValues((s) => ({ ...s, password }))}
        error={shown('password')}
        onBlur={touch('password')}
        showMeter={showMeter}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting || !isValid(errors)}>
          Reset password
        </button>
        <button type="button" className="button button--link" onClick={resetHelp}>
          Start again
        </button>
      </div>
    </form>
  );
}

function NewPasswordField(props: {
  password: string;
  setPassword: (v: string) => void;
  error?: string;
  onBlur: () => void;
  showMeter: boolean;
}) {
  return (
    <>
      <TextField
        id="help-new-password"
        label={NEW_PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={props.setPassword}
        onBlur={props.onBlur}
        error={props.error}
        describedBy={props.showMeter ? 'help-new-password-strength' : undefined}
      />
      {props.showMeter && <PasswordStrengthMeter password={props.password} id="help-new-password-strength" />}
    </>
  );
}
