/** A failed section: the warning says so in place while the rest of the page works. */
export function WarningPanel({ message }: { message: string }) {
  return (
    <div className="alert alert--warning" role="alert">
      {message}
    </div>
  );
}

/** Grey blocks where content is coming (spec 2 §4 "skeletons before the first fetch"). */
export function Skeleton({ lines = 3, height, label }: { lines?: number; height?: number; label: string }) {
  return (
    <div className="skeleton" aria-busy="true" role="status" aria-label={label}>
      {height ? <div className="skeleton__block" style={{ height }} /> : Array.from({ length: lines }, (_, i) => <div key={i} className="skeleton__line" />)}
    </div>
  );
}
