import type { ReactNode } from 'react';
import { useModalFocus } from '../../components/use-modal-focus';

/**
 * A modal dialog of the messages page: focus moves in and stays inside, Escape closes (unless it
 * blocks, as while a message is sending), and focus returns to what opened it.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  blocking = false,
}: {
  labelledBy: string;
  onClose?: () => void;
  children: ReactNode;
  blocking?: boolean;
}) {
  const { box, onKeyDown } = useModalFocus(blocking ? undefined : onClose);
  return (
    <div className="msg-modal__backdrop">
      <div
        ref={box}
        role={blocking ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="msg-modal"
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
