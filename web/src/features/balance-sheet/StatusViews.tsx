/** A part that failed: the warning says so in place while the rest of the page works (spec 2 §8). */
export function WarningPanel({ message }: { message: string }) {
  return (
    <div className="alert alert--warning" role="alert">
      {message}
    </div>
  );
}

/** Grey bars the shape of what is coming, hidden from assistive technology (spec 2 §4 "Loading"). */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="bs-skeleton" aria-hidden="true" data-testid="skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="bs-skeleton__bar" />
      ))}
    </div>
  );
}
