/** A loading placeholder shaped like a panel of rows; announced once to screen readers. */
export function MyAccountSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="my-account__skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="my-account__skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}
