import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';

/** A failed section: the warning says what could not be loaded, in place, with 'Try again' when the read can be repeated. */
export function WarningPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="alert alert--warning home-failure" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {HOME_TEXTS.tryAgain}
        </button>
      ) : null}
    </div>
  );
}

/** Grey blocks where content is coming (spec 2 §4 "skeletons before the first fetch"). */
export function Skeleton({ lines = 3, height, label }: { lines?: number; height?: number; label: string }) {
  return (
    <div className="skeleton" aria-busy="true" role="status" aria-label={label}>
      {height ? (
        <div className="skeleton__block" style={{ height }} />
      ) : (
        Array.from({ length: lines }, (_, i) => <div key={i} className="skeleton__line" />)
      )}
    </div>
  );
}
