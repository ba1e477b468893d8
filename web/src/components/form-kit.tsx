import { createElement, useEffect, useEffectEvent, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-kit.css';

export interface FieldError {
  id: string;
  message: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A field's hint and error, each with the id the control's aria-describedby names. */
function HintAndError({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
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
    </>
  );
}

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
      <HintAndError hint={hint} hintId={hintId} error={error} errorId={errorId} />
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

/** A form's errors, announced, each linking to its field; a new submit attempt (focusKey) moves focus here. */
export function ErrorSummary({
  errors,
  focusKey,
  id = 'error-summary',
  headingLevel = 2,
}: {
  errors: FieldError[];
  focusKey: number;
  id?: string;
  headingLevel?: 2 | 3;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusSummary = useEffectEvent(() => {
    if (errors.length) ref.current?.focus();
  });
  // Only a new submit attempt moves focus, not each keystroke.
  useEffect(() => {
    if (focusKey > 0) focusSummary();
  }, [focusKey]);
  if (!errors.length) return null;
  return (
    <div
      className="error-summary alert alert--error"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby={`${id}-title`}
    >
      {createElement(
        `h${headingLevel}`,
        { className: 'error-summary__title', id: `${id}-title` },
        'There is a problem',
      )}
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

/** Field errors in the order of the form's fields, with the ids to link to. */
export function summaryOf<K extends string>(errors: Partial<Record<K, string>>, ids: Record<K, string>): FieldError[] {
  return (Object.keys(ids) as K[]).filter((k) => errors[k]).map((k) => ({ id: ids[k], message: errors[k] as string }));
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second, quieter line under the label (where a code would go). */
  detail?: ReactNode;
}

/**
 * One choice of several: a fieldset whose legend names the question, with its hint and error tied
 * to it. Each radio keeps its size and lines up with the others, however long its label.
 */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
}: {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="field radio-group" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend>{legend}</legend>
      <HintAndError hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <div className="radio-group__options">
        {options.map((o) => (
          <label key={o.value} className="radio-group__option" htmlFor={radioId(name, o.value)}>
            <input
              type="radio"
              className="radio-group__input"
              id={radioId(name, o.value)}
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className="radio-group__text">
              <span className="radio-group__label">{o.label}</span>
              {o.detail && <span className="radio-group__detail">{o.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The id of one radio of a RadioGroup, for an error summary to link to. */
export const radioId = (name: string, value: string) => `${name}-${value}`;
