import { proxy } from 'valtio';
import { TOAST_TIMEOUT_MS } from '../../../domain/errors/error-toast';
import { onClientStateReset } from './client-state';

export interface Toast {
  id: number;
  kind: 'error' | 'info' | 'success';
  title: string;
  message: string;
  /** null: stays until closed (notification prompts). */
  timeoutMs: number | null;
  actions?: { label: string; run: () => void }[];
}

/**
 * A toast that stays until closed (a notification prompt). In the signed-in layout it sits in the
 * page's flow below the top bar rather than floating: seen on arrival, covering nothing.
 */
export const isPinned = (t: Pick<Toast, 'timeoutMs'>): boolean => t.timeoutMs === null;

/** Toasts, newest first (spec 1 §8: bottom-left, newest on top, 6000 ms). */
export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

/**
 * Signed-in pages place the toasts themselves (a prompt below the top bar, before the main content;
 * the others floating bottom-left); elsewhere the app's own area shows them.
 */
export const toastPlacement = proxy<{ inShell: boolean }>({ inShell: false });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function pushToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  toastStore.toasts.unshift({ ...toast, id });
  if (toast.timeoutMs !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), toast.timeoutMs),
    );
  return id;
}

export function pushErrorToast(title: string, message: string): number {
  return pushToast({ kind: 'error', title, message, timeoutMs: TOAST_TIMEOUT_MS });
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const i = toastStore.toasts.findIndex((t) => t.id === id);
  if (i >= 0) toastStore.toasts.splice(i, 1);
}

export function clearToasts(): void {
  for (const t of [...toastStore.toasts]) dismissToast(t.id);
}
onClientStateReset(clearToasts);
