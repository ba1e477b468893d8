import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { localeDateFormat, parseLocaleDate } from '../../../../domain/validation/dates';
import { isValid } from '../../../../domain/validation/field-errors';
import { validateForgotUsername } from '../../../../domain/validation/forgot-username';
import { ErrorSummary, TextField, summaryOf } from '../../components/form-kit';
import { helpStore, sendUsername } from './help.store';

const IDS = { email: 'forgot-username-email', dob: 'forgot-username-dob' };

/** Forgot username (clients only): email and date of birth in the locale's short format. */
export function ForgotUsername({ locale }: { locale: string }) {
  const { usernameSubmitting, usernameError } = useSnapshot(helpStore);
  const [values, setValues] = useState({ email: '', dob: '' });
  const [attempt, setAttempt] = useState(0);
  const errors = attempt > 0 ? validateForgotUsername(values, locale) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (!isValid(validateForgotUsername(values, locale))) return;
    void sendUsername({ email: values.email, dob: parseLocaleDate(values.dob, locale)! });
  };

  return (
    <section className="help-section" aria-labelledby="forgot-username-heading">
      <h2 id="forgot-username-heading">Forgotten your username?</h2>
      <form noValidate onSubmit={submit}>
        <p>If you are a client, enter your email address and date of birth and we will email you your username.</p>
        <ErrorSummary
          headingLevel={3}
          id="forgot-username-summary"
          errors={summaryOf(errors, IDS)}
          focusKey={attempt}
        />
        {usernameError && (
          <div className="alert alert--error" role="alert">
            {usernameError}
          </div>
        )}
        <TextField
          id={IDS.email}
          label="Email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          error={errors.email}
        />
        <TextField
          id={IDS.dob}
          label="Date of birth"
          hint={`Use the format ${localeDateFormat(locale)}`}
          autoComplete="bday"
          value={values.dob}
          onChange={(dob) => setValues((v) => ({ ...v, dob }))}
          error={errors.dob}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={usernameSubmitting}>
            Send my username
          </button>
        </div>
      </form>
    </section>
  );
}
