import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { InvestmentAccount } from '../../../lib/contract';
import { toggleAccountConversion } from './investments.store';

/**
 * spec 2 §2: the per-account menu with 'Convert to original currency' (preferred view) or 'Convert to
 * account currency' (original view). The item is a checkbox: ticked while the account is converted,
 * so choosing it again puts the account back.
 */
export function ConvertMenu({ account, busy }: { account: InvestmentAccount; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const menuId = `inv-menu-${account.id}`;

  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    // A press anywhere outside the menu closes it, as menus do.
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    // The wrapper only catches the keys pressed on the button or in the menu: it has no role of its own.
    <div ref={box} className="inv-menu" role="presentation" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="button button--link inv-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">Options for {account.title}</span>
      </button>
      {open && (
        <div className="inv-menu__list" role="menu" id={menuId} aria-label={`Options for ${account.title}`}>
          <button
            ref={item}
            type="button"
            role="menuitemcheckbox"
            aria-checked={account.converted}
            className="inv-menu__item"
            disabled={busy}
            onClick={() => {
              close(true);
              void toggleAccountConversion(account.id);
            }}
          >
            <span className="inv-menu__tick" aria-hidden="true">
              {account.converted ? '✓' : ''}
            </span>
            {account.menuItem}
          </button>
        </div>
      )}
    </div>
  );
}
