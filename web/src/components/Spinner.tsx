/** A loading indicator that assistive technology announces. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
