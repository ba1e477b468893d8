import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '../../../domain/validation/change-password';
import './password-strength-meter.css';

/** The five-level strength meter of spec 1 §5 (Very Weak to Very Strong), announced politely as it changes. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const level: number = password ? passwordStrength(password) : -1;
  const label = password ? PASSWORD_STRENGTH_LABELS[passwordStrength(password)] : 'Not entered';
  return (
    <div className="strength" id={id}>
      <div className="strength__bars" aria-hidden="true">
        {PASSWORD_STRENGTH_LABELS.map((name, i) => (
          <span
            key={name}
            className={`strength__bar${i <= level ? ` strength__bar--on strength__bar--${level}` : ''}`}
          />
        ))}
      </div>
      <p className="strength__label" aria-live="polite">
        Password strength: <strong>{label}</strong>
      </p>
    </div>
  );
}
