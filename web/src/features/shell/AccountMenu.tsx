import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { LOGGING_OUT } from '../../../../domain/auth/auth-messages';
import { LOG_OUT, logOut } from './log-out';
import type { NavLinkItem } from './navigation';

export const MY_ACCOUNT = 'My Account';

/** spec 1 §2.6: the My Account disclosure: account links, then Log out. Escape closes it and focus returns. */
export function AccountMenu({ items, loggingOut }: { items: NavLinkItem[]; loggingOut: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Another page closes the menu.
  const [openOn, setOpenOn] = useState(pathname);
  if (openOn !== pathname) {
    setOpenOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    // The wrapper only catches Escape pressed on the button or in the panel: it has no role of its own.
    <div className="account-menu" ref={wrapper} role="presentation" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="top-bar__link account-menu__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {MY_ACCOUNT}
        <span className="account-menu__chevron" aria-hidden="true" />
      </button>
      <div id={id} className="account-menu__panel" hidden={!open}>
        <ul className="account-menu__list">
          {items.map((item) => (
            <li key={item.key}>
              {'to' in item ? (
                <NavLink to={item.to} className="account-menu__item" onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              ) : (
                <a href={item.href} className="account-menu__item">
                  {item.label}
                </a>
              )}
            </li>
          ))}
          <li>
            <button
              type="button"
              className="account-menu__item account-menu__logout"
              data-no-heartbeat
              onClick={() => void logOut()}
              disabled={loggingOut}
            >
              {loggingOut ? LOGGING_OUT : LOG_OUT}
            </button>
          </li>
        </ul>
      </div>
      <span className="visually-hidden" role="status">
        {loggingOut ? LOGGING_OUT : ''}
      </span>
    </div>
  );
}
