import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { isPinned, toastPlacement, toastStore, type Toast } from '../../lib/toast.store';
import { ToastCard } from './ToastCard';
import './toasts.css';

/** The room the page keeps at its end for floating toasts (read by the shell's CSS). */
const SPACE_PROPERTY = '--toasts-space';
/** Clear air between the end of the footer and the top of the toasts. */
const SPACE_GAP_PX = 8;

/**
 * spec 1 §8: toasts bottom-left, newest on top; errors interrupt (alert), the rest wait their turn
 * (status). `inShell`: the signed-in layout's area for the toasts that go by themselves (those that
 * stay until closed are PinnedToasts', below the top bar). They float bottom-left at every width, so
 * one is seen wherever the page is scrolled, and the page keeps room at its end for them while they
 * show, so scrolled to the end they cover nothing (the footer included); a reader already at the end
 * is kept there.
 */
export function Toasts({ inShell = false }: { inShell?: boolean }) {
  const { toasts } = useSnapshot(toastStore);
  const placement = useSnapshot(toastPlacement);
  const area = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!inShell) return;
    toastPlacement.inShell = true;
    return () => {
      toastPlacement.inShell = false;
      document.documentElement.style.removeProperty(SPACE_PROPERTY);
    };
  }, [inShell]);

  useEffect(() => {
    const el = area.current;
    if (!inShell || !el) return;
    const reserve = () => {
      const floating = getComputedStyle(el).position === 'fixed' && el.childElementCount > 0;
      const bottom = floating ? window.innerHeight - el.getBoundingClientRect().top : 0;
      const root = document.documentElement;
      // A reader already at the page's end (the footer in view) keeps the end in view above the toasts.
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      if (floating) root.style.setProperty(SPACE_PROPERTY, `${Math.ceil(bottom) + SPACE_GAP_PX}px`);
      else root.style.removeProperty(SPACE_PROPERTY);
      if (floating && atEnd && root.scrollHeight > window.scrollY + window.innerHeight)
        window.scrollTo(0, root.scrollHeight);
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(el);
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', reserve);
    };
  }, [inShell, toasts]);

  if (!inShell && placement.inShell) return null;
  // In the shell the toasts that stay until closed sit in the page's flow instead (PinnedToasts).
  const shown = inShell ? (toasts as Toast[]).filter((t) => !isPinned(t)) : (toasts as Toast[]);
  return (
    <div className={inShell ? 'toasts toasts--in-shell' : 'toasts'} ref={area}>
      {shown.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </div>
  );
}
