import { useEffect, useRef, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import {
  CONFIRM_NEW_PASSWORD_LABEL,
  confirmationErrorShown,
  NEW_PASSWORD_LABEL,
} from '../../../../domain/validation/change-password';
import { isValid } from '../../../../domain/validation/field-errors';
import { passwordRulesMet } from '../../components/password-rules';
import { PasswordRules } from '../../components/PasswordRules';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import {
  changePassword,
  changePasswordStore,
  passwordFormErrors,
  resetChangePassword,
  setPasswordField,
  touchPasswordField,
  type PasswordFormField,
} from './change-password.store';
import './account.css';

/** Fallback when the site content names no heading. */
export const CHANGE_PASSWORD_HEADING = 'Change password';

const FIELDS: { field: PasswordFormField; label: string; autoComplete: string }[] = [
  { field: 'oldPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: NEW_PASSWORD_LABEL, autoComplete: 'new-password' },
  { field: 'confirmPassword', label: CONFIRM_NEW_PASSWORD_LABEL, autoComplete: 'new-password' },
];

/** A signed-in client changes their password and stays signed in (spec 1 §5, §8). */
export function ChangePasswordPage() {
  const { config } = useSnapshot(siteStore);
  const heading =
    (config?.content.changePassword as { heading?: string } | undefined)?.heading || CHANGE_PASSWORD_HEADING;
  usePageTitle(heading);
  const showMeter = config?.settings.passwordStrengthMeter !== false;
  const snap = useSnapshot(changePasswordStore, { sync: true });
  const errors = passwordFormErrors(snap.form);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => resetChangePassword(), []);
  useEffect(() => {
    if (snap.success || snap.serverError) outcomeRef.current?.focus();
  }, [snap.success, snap.serverError]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void changePassword();
  };

  return (
    <div className="account-page">
      <h1>{heading}</h1>
      <div className="panel account-page__panel">
        <div ref={outcomeRef} tabIndex={-1} className="account-page__outcome">
          {snap.success && (
            <p className="alert alert--success" role="status">
              {snap.success}
            </p>
          )}
          {snap.serverError && (
            <p className="alert alert--error" role="alert" id="password-server-error">
              {snap.serverError}
            </p>
          )}
        </div>
        <form onSubmit={submit} noValidate>
          {FIELDS.map(({ field, label, autoComplete }) => {
            const id = `password-${field}`;
            // The confirmation says why Confirm stays grey as soon as it cannot match, not only once left.
            const shown =
              field === 'confirmPassword'
                ? confirmationErrorShown(snap.form.newPassword, snap.form.confirmPassword, snap.touched.confirmPassword)
                : snap.touched[field];
            const message = shown ? errors[field] : undefined;
            const describedBy =
              [
                field === 'newPassword' ? 'password-rules' : '',
                field === 'newPassword' && showMeter ? 'password-strength' : '',
                message ? `${id}-error` : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined;
            return (
              <div className="field" key={field}>
                {field === 'newPassword' && (
                  <PasswordRules id="password-rules" password={snap.form.newPassword} current={snap.form.oldPassword} />
                )}
                <label htmlFor={id}>{label}</label>
                <input
                  id={id}
                  className="input"
                  type="password"
                  autoComplete={autoComplete}
                  value={snap.form[field]}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(e) => setPasswordField(field, e.target.value)}
                  onBlur={() => touchPasswordField(field)}
                />
                {message && (
                  <span className="field__error" id={`${id}-error`}>
                    {message}
                  </span>
                )}
                {field === 'newPassword' && showMeter && (
                  <PasswordStrengthMeter password={snap.form.newPassword} id="password-strength" />
                )}
              </div>
            );
          })}
          <div className="button-row">
            <button
              type="submit"
              className="button"
              disabled={
                !isValid(errors) || !passwordRulesMet(snap.form.newPassword, snap.form.oldPassword) || snap.submitting
              }
            >
              Confirm
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
