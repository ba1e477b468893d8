import { proxy } from 'valtio';
import { api, rememberCsrfToken } from './api-client';
import type { SessionView } from './contract';

export type SessionPhase = 'checking' | 'signedIn' | 'signedOut';

/** The signed-in session as the server reports it (spec 1 §3 "Session state"). */
export const sessionStore = proxy<{ phase: SessionPhase; view: SessionView | null; loggingOut: boolean }>({
  phase: 'checking',
  view: null,
  loggingOut: false,
});

export function setSession(view: SessionView): void {
  rememberCsrfToken(view.csrfToken);
  sessionStore.view = view;
  sessionStore.phase = 'signedIn';
}

export function clearSession(): void {
  sessionStore.view = null;
  sessionStore.phase = 'signedOut';
}

/** Asks the server whether this browser is signed in (the session check at start). */
export async function checkSession(): Promise<SessionView | null> {
  sessionStore.phase = 'checking';
  try {
    const view = await api.get<SessionView>('/session', { silent: true, anonymousOk: true });
    setSession(view);
    return view;
  } catch {
    clearSession();
    return null;
  }
}

/** Signs out on the server; the local state is cleared whatever the answer. */
export async function signOut(): Promise<void> {
  sessionStore.loggingOut = true;
  try {
    await api.post('/auth/logout', {}, { silent: true, anonymousOk: true });
  } catch {
    // Signed out locally either way.
  } finally {
    clearSession();
    sessionStore.loggingOut = false;
  }
}
