import type { NextFunction, Request, Response } from 'express';
import {
  CONTEXT_CHANGED_MESSAGE,
  isSignedInContext,
  PORTAL_CONTEXT_HEADER,
  PORTAL_CONTEXT_QUERY,
  portalContextKey,
} from '../../domain/session/portal-context';
import { sendError } from '../common/error-response';

/** The context of the session as it stands (as the handler left it: sign-in, a client chosen, sign-out). */
export function sessionContextKey(req: Request): string {
  const s = req.session;
  return portalContextKey(s?.user ? { user: s.user, clientInContext: s.clientInContext ?? null } : null);
}

/** The context the page that sent the request shows: the X-Portal-Context header, or ?portalContext= on an event stream. */
function expectedContext(req: Request): string | null {
  const header = req.get(PORTAL_CONTEXT_HEADER);
  if (header) return header;
  const query = req.query?.[PORTAL_CONTEXT_QUERY];
  return typeof query === 'string' && query ? query : null;
}

/**
 * Every API answer names the context it was made for in X-Portal-Context (set as the headers go out,
 * so a sign-in, a client chosen or a sign-out names the context it leaves behind). A request that says
 * which context its page shows, while the session is signed in to another (another tab of the browser
 * chose another client, or another user signed in), is refused with 409 before anything runs: a stale
 * page neither reads nor changes the other client's data. A session that has ended is left to the
 * access rules (401), as for any request.
 */
export function portalContext(req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => Response;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader(PORTAL_CONTEXT_HEADER, sessionContextKey(req));
    return writeHead(...args);
  } as Response['writeHead'];

  const expected = expectedContext(req);
  const actual = sessionContextKey(req);
  if (isSignedInContext(expected) && isSignedInContext(actual) && expected !== actual) {
    sendError(res, 409, 'context_changed', CONTEXT_CHANGED_MESSAGE);
    return;
  }
  next();
}
