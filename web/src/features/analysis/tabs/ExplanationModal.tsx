import { useEffect, useRef, type KeyboardEvent } from 'react';
import { EXPLANATION_HEADING, EXPLANATIONS } from '../../../../../domain/analysis/investments-display';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** spec 2 §2: the 'What does this mean?' modal: what each column of the Investments tab means. */
export function ExplanationModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => {
      if (before && before.isConnected) before.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="inv-modal" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className="inv-modal__dialog" role="dialog" aria-modal="true" aria-labelledby="inv-modal-heading" onKeyDown={onKeyDown}>
        <h2 id="inv-modal-heading">{EXPLANATION_HEADING}</h2>
        <dl className="inv-modal__terms">
          {EXPLANATIONS.map(({ term, meaning }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <div className="button-row">
          <button ref={closeButton} type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
