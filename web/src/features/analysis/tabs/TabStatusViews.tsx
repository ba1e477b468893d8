import { TRY_AGAIN } from '../../../../../domain/errors/error-toast';
import './tabs.css';

/** A placeholder the shape of a tab's rows while its read runs (spec 2 §4 "Loading"). */
export function TabSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="tab-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <div className="tab-skeleton__row" key={i}>
            <span className="tab-skeleton__bar tab-skeleton__bar--wide" />
            <span className="tab-skeleton__bar" />
            <span className="tab-skeleton__bar" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The warning panel in place of a failed tab (spec 2 §8), with a retry; the rest of the page carries on. */
export function TabFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert--warning tab-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </div>
  );
}

/** A tab's empty text. */
export function TabEmpty({ text }: { text: string }) {
  return <p className="tab-empty">{text}</p>;
}
