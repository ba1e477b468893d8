import type { ReactNode } from 'react';
import { useModalFocus } from '../../components/use-modal-focus';

/**
 * A modal dialog of the analysis page: focus moves in and is held inside, Escape closes, and focus
 * goes back to what opened it (WAI-ARIA dialog pattern).
 */
export function Dialog({
  labelledBy,
  onClose,
  children,
  className = '',
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const { box, onKeyDown } = useModalFocus(onClose);
  return (
    // The backdrop catches the keys pressed anywhere in the dialog (Tab held inside, Escape): it has no role of its own.
    <div className="analysis-dialog__backdrop" role="presentation" onKeyDown={onKeyDown}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`analysis-dialog ${className}`}
      >
        {children}
      </div>
    </div>
  );
}
