/** spec 3 §2: document cards show a file icon by extension (the server names the kind). */
const LABELS: Record<string, string> = { image: 'IMG', pdf: 'PDF', spreadsheet: 'XLS', word: 'DOC', other: 'FILE' };

export function FileIcon({ kind }: { kind: string }) {
  const label = LABELS[kind] ?? LABELS.other;
  return (
    <svg
      className={`file-icon file-icon--${LABELS[kind] ? kind : 'other'}`}
      width="36"
      height="44"
      viewBox="0 0 36 44"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <path d="M2 2h22l10 10v30H2z" fill="currentColor" opacity="0.12" stroke="currentColor" strokeWidth="2" />
      <path d="M24 2v10h10" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="18" y="33" textAnchor="middle" fontSize="9" fontWeight="700" fill="currentColor">
        {label}
      </text>
    </svg>
  );
}
