import { proxy } from 'valtio';
import { contextChangeNotice, portalContextKey } from '../../../domain/session/portal-context';
import { api, onContextChange, rememberCsrfToken, showContext, shownContextKey } from './api-client';
import { onClientStateReset, resetClientState } from './client-state';
import type { SessionView } from './contract';

export type SessionPhase = 'checking' | 'signedIn' | 'signedOut';

/** The signed-in session as the server reports it (spec 1 §3 "Session state"). */
export const sessionStore = proxy<{ phase: SessionPhase; view: SessionView | null; loggingOut: boolean }>({
  phase: 'checking',
  view: null,
  loggingOut: false,
});

/**
 * What the page says after another tab of this browser changed the session (another client chosen,
 * another user signed in) and the page reloaded it: 'You are now viewing Ben Hartley in another tab.'
 */
export const contextNoticeStore = proxy<{ text: string | null }>({ text: null });

export function dismissContextNotice(): void {
  contextNoticeStore.text = null;
}

onClientStateReset(dismissContextNotice);

/**
 * The page now shows this session's context. When it is another than before (sign-in, sign-out, a
 * client chosen or left) every store forgets the previous one, and the answers still on their way
 * for it will be dropped (api-client).
 */
function showSessionContext(view: SessionView | null): void {
  const key = view ? portalContextKey(view) : null;
  if (key === shownContextKey()) return;
  showContext(key);
  resetClientState();
}

export function setSession(view: SessionView): void {
  rememberCsrfToken(view.csrfToken);
  showSessionContext(view);
  sessionStore.view = view;
  sessionStore.phase = 'signedIn';
}

export function clearSession(): void {
  showSessionContext(null);
  sessionStore.view = null;
  sessionStore.phase = 'signedOut';
}

/** Asks the server whether this browser is signed in (the session check at start). */
export async function checkSession(): Promise<SessionView | null> {
  sessionStore.phase = 'checking';
  try {
    const view = await api.get<SessionView>('/session', { silent: true, anonymousOk: true, anyContext: true });
    setSession(view);
    return view;
  } catch {
    clearSession();
    return null;
  }
}

let reloading = false;

/**
 * An answer came for another context than the page shows: another tab chose another client, or
 * another user signed in. The page shows nothing (the session check's spinner) until it has read the
 * session again, then shows the new context with a notice saying so.
 */
async function reloadChangedSession(): Promise<void> {
  if (reloading) return;
  reloading = true;
  const previous = shownContextKey();
  try {
    const view = await checkSession();
    if (view) contextNoticeStore.text = contextChangeNotice(previous, view);
  } finally {
    reloading = false;
  }
}

onContextChange(() => void reloadChangedSession());
