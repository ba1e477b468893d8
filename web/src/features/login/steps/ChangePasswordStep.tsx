import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { REVERIFY_2FA_AFTER_PASSWORD_CHANGE } from '../../../../../domain/auth/auth-messages';
import {
  CONFIRM_NEW_PASSWORD_LABEL,
  confirmationError,
  confirmationErrorShown,
  NEW_PASSWORD_LABEL,
  validateChangePassword,
} from '../../../../../domain/validation/change-password';
import { isValid } from '../../../../../domain/validation/field-errors';
import { passwordRulesMet } from '../../../components/password-rules';
import { PasswordRules } from '../../../components/PasswordRules';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';
import { ReturnToLogin, StepHeading, StepMessages, TextField } from '../form-kit';
import { cancelLogin, changeExpiredPassword, currentSignInPassword, loginStore } from '../login.store';

/**
 * ForceChangePassword: a new password, confirmed. The platform's rules show from the start and are
 * ticked as the user types; Confirm stays disabled until the form is valid (spec 1 §5).
 */
export function ChangePasswordStep({ showMeter, guidance }: { showMeter: boolean; guidance?: string }) {
  const { submitting, hasMfa } = useSnapshot(loginStore);
  const [values, setValues] = useState({ newPassword: '', confirm: '' });
  const [touched, setTouched] = useState({ newPassword: false, confirm: false });
  const errors: { newPassword?: string; confirm?: string } = {
    ...validateChangePassword({ newPassword: values.newPassword }),
  };
  const mismatch = confirmationError(values.newPassword, values.confirm);
  if (mismatch) errors.confirm = mismatch;
  const current = currentSignInPassword();
  const valid = isValid(errors) && passwordRulesMet(values.newPassword, current);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) void changeExpiredPassword(values.newPassword);
  };

  return (
    <form className="login-step" noValidate onSubmit={submit}>
      <StepHeading level={1}>Change your password</StepHeading>
      <StepMessages />
      <p>You need to choose a new password before you continue.</p>
      {guidance && <p className="field__hint">{guidance}</p>}
      {hasMfa && (
        <div className="alert alert--warning" role="note">
          {REVERIFY_2FA_AFTER_PASSWORD_CHANGE}
        </div>
      )}
      <PasswordRules id="new-password-rules" password={values.newPassword} current={current} />
      <TextField
        id="new-password"
        label={NEW_PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
        onBlur={() => setTouched((t) => ({ ...t, newPassword: true }))}
        error={touched.newPassword ? errors.newPassword : undefined}
        describedBy={['new-password-rules', showMeter ? 'new-password-strength' : ''].filter(Boolean).join(' ')}
      />
      {showMeter && <PasswordStrengthMeter password={values.newPassword} id="new-password-strength" />}
      <TextField
        id="confirm-password"
        label={CONFIRM_NEW_PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(confirm) => setValues((v) => ({ ...v, confirm }))}
        onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
        error={confirmationErrorShown(values.newPassword, values.confirm, touched.confirm) ? errors.confirm : undefined}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={!valid || submitting}>
          Confirm
        </button>
        <ReturnToLogin onReturn={() => void cancelLogin()} />
      </div>
    </form>
  );
}
