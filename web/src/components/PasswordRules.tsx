import { passwordRules } from './password-rules';
import './password-rules.css';

/**
 * The rules a new password must keep, listed before the user types; each is ticked as soon as it
 * holds. The list describes the password field, so a screen reader hears it (and each rule's state)
 * with the field.
 */
export function PasswordRules({
  id,
  password,
  current,
}: {
  id: string;
  password: string;
  current: string | null | undefined;
}) {
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">Your new password must be:</p>
      <ul className="password-rules__list">
        {passwordRules(password, current).map((rule) => (
          <li
            key={rule.key}
            className={rule.met ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}
            data-rule={rule.key}
          >
            <svg
              className="password-rules__icon"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              {rule.met ? (
                <path
                  d="M3 8.5l3.2 3L13 4.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : (
                <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
              )}
            </svg>
            <span>
              {rule.text}
              <span className="visually-hidden">{rule.met ? ' (done)' : ' (not yet)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
