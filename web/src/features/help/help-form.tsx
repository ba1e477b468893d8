import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldError {
  id: string;
  message: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled input with its hint and error tied to it (label for, aria-describedby, aria-invalid). */
export function HelpField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  describedBy,
  ...input
}: InputProps & { id: string; label: ReactNode; value: string; onChange: (v: string) => void; error?: string; hint?: ReactNode; describedBy?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
      <input
        {...input}
        id={id}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A form's errors, announced, each linking to its field; a new submit attempt moves focus here. */
export function HelpErrorSummary({ id, errors, focusKey }: { id: string; errors: FieldError[]; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0 && errors.length) ref.current?.focus();
  }, [focusKey]);
  if (!errors.length) return null;
  return (
    <div className="alert alert--error help-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${id}-title`}>
      <h3 className="help-summary__title" id={`${id}-title`}>
        There is a problem
      </h3>
      <ul className="help-summary__list">
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

export function summaryOf<K extends string>(errors: Partial<Record<K, string>>, ids: Record<K, string>): FieldError[] {
  return (Object.keys(ids) as K[]).filter((k) => errors[k]).map((k) => ({ id: ids[k], message: errors[k] as string }));
}
