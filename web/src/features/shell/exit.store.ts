import { proxy } from 'valtio';
import { clearSession } from '../../lib/session.store';
import { resetPrompts } from './notification-prompts.store';

/**
 * Where the shell is sending the user when it ends the session itself (log out, inactivity). The
 * layout follows this before its own 'not signed in → /login' rule, so the reason in the URL survives.
 */
export const exitStore = proxy<{ to: string | null }>({ to: null });

export function leaveSession(to: string): void {
  exitStore.to = to;
  resetPrompts();
  clearSession();
}

export function resetExit(): void {
  exitStore.to = null;
}
