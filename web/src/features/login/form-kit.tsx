import { useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { loginStore } from './login.store';

export { ErrorSummary, summaryOf, TextField, type FieldError } from '../../components/form-kit';

/**
 * The server's answer to a step: an error (announced at once) or information. `errorHint` is a
 * static line under any error (the credentials form's 'Use the other tab' hint).
 */
export function StepMessages({ errorHint }: { errorHint?: string }) {
  const { error, info } = useSnapshot(loginStore);
  return (
    <>
      {error && (
        <div className="alert alert--error" role="alert">
          {errorHint ? (
            <>
              <p className="alert__text">{error}</p>
              <p className="alert__text login__tab-hint">{errorHint}</p>
            </>
          ) : (
            error
          )}
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
