import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { loginStore } from './login.store';

export interface FieldError {
  id: string;
  message: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled input with its hint and error tied to it (label for, aria-describedby, aria-invalid). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  describedBy,
  inputClassName = '',
  after,
  ...input
}: InputProps & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Further element ids that describe the input (a strength meter). */
  describedBy?: string;
  inputClassName?: string;
  /** Placed beside the input (a show-password button). */
  after?: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
        </span>
      )}
      <div className={after ? 'field__control field__control--with-action' : 'field__control'}>
        <input
          {...input}
          id={id}
          className={`input ${inputClassName}`.trim()}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        />
        {after}
      </div>
    </div>
  );
}

/** The list of a form's errors, announced, each linking to its field. */
export function ErrorSummary({ errors, focusKey }: { errors: FieldError[]; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0 && errors.length) ref.current?.focus();
    // Only a new submit attempt moves focus, not each keystroke.
  }, [focusKey]);
  if (!errors.length) return null;
  return (
    <div className="error-summary alert alert--error" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={e.id}>
            <a
              href={`#${e.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(e.id)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The server's answer to a step: an error (announced at once) or information. */
export function StepMessages() {
  const { error, info } = useSnapshot(loginStore);
  return (
    <>
      {error && (
        <div className="alert alert--error" role="alert">
          {error}
        </div>
      )}
      {info && (
        <div className="alert" role="status">
          {info}
        </div>
      )}
    </>
  );
}

/** A step's heading; it takes focus when the step changes, so screen readers start there. */
export function StepHeading({ level, children }: { level: 1 | 2; children: ReactNode }) {
  const { screen } = useSnapshot(loginStore);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (screen > 0) ref.current?.focus();
  }, [screen]);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag className="login__heading" tabIndex={-1} ref={ref}>
      {children}
    </Tag>
  );
}

/** 'Return to login': abandons the sign-in in progress. */
export function ReturnToLogin({ onReturn, disabled }: { onReturn: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="button button--link" onClick={onReturn} disabled={disabled}>
      Return to login
    </button>
  );
}

/** Errors of a form keyed by field, as summary entries pointing at the field ids. */
export function summaryOf<K extends string>(errors: Partial<Record<K, string>>, ids: Record<K, string>): FieldError[] {
  return (Object.keys(ids) as K[]).filter((k) => errors[k]).map((k) => ({ id: ids[k], message: errors[k] as string }));
}
