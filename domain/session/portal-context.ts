import { CLIENT_ROLE, type RoleName } from '../access/access-level';

/**
 * The context a page of the portal shows, and an API answer was made for: who is signed in and whose
 * data it is (the client themself, or the adviser's client in context with the portal view chosen).
 * The BFF names it on every answer; the web app sends the one it shows, and an answer for another
 * context is never shown (another tab of the same browser has changed the session).
 */
export const PORTAL_CONTEXT_HEADER = 'X-Portal-Context';
/** The same, for a request that cannot carry a header (a server-sent event stream). */
export const PORTAL_CONTEXT_QUERY = 'portalContext';
/** Nobody signed in. */
export const NO_CONTEXT = 'none';

/** What the key is made of: the session's user and client in context (as the BFF and the web app both hold them). */
export interface ContextSource {
  user: { id: number; role: RoleName; entityId: number | null; displayName: string };
  clientInContext?: { entityId: number; displayName: string; isPreviewMode: boolean; siteAccessLevel: string } | null;
}

/**
 * 'none' when nobody is signed in; otherwise `user:client`: a client's own entity, an adviser's client
 * in context ('none' without one), and for an adviser previewing the portal view as well (`:preview-Messages`).
 */
export function portalContextKey(source: ContextSource | null | undefined): string {
  if (!source?.user) return NO_CONTEXT;
  const { user } = source;
  if (user.role === CLIENT_ROLE) return `${user.id}:${user.entityId ?? NO_CONTEXT}`;
  const client = source.clientInContext;
  if (!client) return `${user.id}:${NO_CONTEXT}`;
  return client.isPreviewMode
    ? `${user.id}:${client.entityId}:preview-${client.siteAccessLevel}`
    : `${user.id}:${client.entityId}`;
}

/** Whether a context key names a signed-in user (anything but 'none' or nothing). */
export function isSignedInContext(key: string | null | undefined): key is string {
  return !!key && key !== NO_CONTEXT;
}

const userOf = (key: string) => key.split(':')[0];

/** The session store cannot be reached: every request that needs a session is answered 503 with this. */
export const SESSIONS_UNAVAILABLE = 'Sessions are temporarily unavailable. Please try again shortly.';
/** An adviser asked for a client's data with no client in context. */
export const NEEDS_CLIENT_IN_CONTEXT = 'Choose a client first: this needs a client in context.';

export const CONTEXT_CHANGED_MESSAGE =
  'This page was showing another client or user: reload it to see what this browser is signed in to now.';

/**
 * What a page says once it has reloaded the session another tab changed (the previous context was
 * `previousKey`): the client now in context, the client list, or the user now signed in.
 */
export function contextChangeNotice(previousKey: string | null, now: ContextSource): string {
  const sameUser = previousKey !== null && userOf(previousKey) === String(now.user.id);
  if (!sameUser || now.user.role === CLIENT_ROLE)
    return `You are now signed in as ${now.user.displayName} in another tab.`;
  if (now.clientInContext) return `You are now viewing ${now.clientInContext.displayName} in another tab.`;
  return 'You are now viewing your client list in another tab.';
}
