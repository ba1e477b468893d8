import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { LOG_IN, LOGGING_IN } from '../../../../domain/auth/auth-messages';
import { isValid } from '../../../../domain/validation/field-errors';
import { validateLoginForm } from '../../../../domain/validation/login-form';
import { ErrorSummary, StepMessages, summaryOf, TextField } from './form-kit';
import { loginStore, signIn } from './login.store';

const IDS = { username: 'login-username', password: 'login-password' };

/** The default login screen: username and password, both required; the password can be shown. */
export function CredentialsForm({ usernameHint, otherTabHint }: { usernameHint?: string; otherTabHint?: string }) {
  const { submitting } = useSnapshot(loginStore);
  const [values, setValues] = useState({ username: '', password: '' });
  const [attempt, setAttempt] = useState(0);
  const [showPassword, setShowPassword] = useState(false);
  const errors = attempt > 0 ? validateLoginForm(values) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (!isValid(validateLoginForm(values))) return;
    void signIn(values);
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <ErrorSummary errors={summaryOf(errors, IDS)} focusKey={attempt} />
      <StepMessages errorHint={otherTabHint} />
      <TextField
        id={IDS.username}
        label="Username"
        hint={usernameHint}
        value={values.username}
        onChange={(username) => setValues((v) => ({ ...v, username }))}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        id={IDS.password}
        label="Password"
        type={showPassword ? 'text' : 'password'}
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        error={errors.password}
        autoComplete="current-password"
        required
        after={
          <button
            type="button"
            className="button button--secondary password-toggle"
            aria-pressed={showPassword}
            aria-controls={IDS.password}
            onClick={() => setShowPassword((s) => !s)}
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        }
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? LOGGING_IN : LOG_IN}
        </button>
      </div>
    </form>
  );
}
