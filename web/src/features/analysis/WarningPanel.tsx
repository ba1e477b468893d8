import { SECTION_FAILED } from '../../../../domain/analysis/analysis-page';

/** A failed section's stand-in: the rest of the page keeps working (spec 2 §8). */
export function WarningPanel({ message }: { message?: string | null }) {
  return (
    <div className="alert alert--warning analysis-warning" role="alert">
      {message || SECTION_FAILED}
    </div>
  );
}

/** Grey bars the shape of what is coming, hidden from assistive technology (spec 2 §4 "Loading"). */
export function Skeleton({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div className={`analysis-skeleton ${className}`} aria-hidden="true" data-testid="skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="analysis-skeleton__bar" />
      ))}
    </div>
  );
}
