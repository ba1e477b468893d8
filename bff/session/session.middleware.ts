import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSIONS_UNAVAILABLE } from '../../domain/session/portal-context';
import { sendError } from '../common/error-response';
import type { PortalConfig } from '../config/portal-config';

/** Requests whose session cookie named a session the store no longer has (see sessionWasLost). */
const lost = new WeakSet<Request>();

/**
 * Whether the request came with a session cookie but the store had no such session: it ended
 * (signed out, expired, Redis flushed or restarted), or the cookie named an id never issued. Such
 * a request has a fresh, empty session, so a change it asks for fails the anti-forgery check; the
 * answer it gets is 401 no_session instead (spec 1 §8: the web app goes to sign-in at once).
 */
export function sessionWasLost(req: Request): boolean {
  return lost.has(req);
}

/** The value of the named cookie in the request's Cookie header, if there is one. */
function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * express-session with the chosen store. A store failure (Redis down) answers 503 straight away
 * instead of reaching the generic error handler or hanging.
 */
export function sessionMiddleware(config: PortalConfig, store: session.Store): RequestHandler {
  const handler = session({
    name: config.cookieName,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
      // A browser-session cookie (no Expires): the server enforces the idle and absolute limits.
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res, (e?: unknown) => {
      if (e || !req.session) {
        if (!res.headersSent) sendError(res.set('Retry-After', '5'), 503, 'unavailable', SESSIONS_UNAVAILABLE);
        return;
      }
      // A cookie carries `s:<id>.<signature>`; a session loaded from the store keeps that id, while
      // a missing one (or a forged or unsigned cookie) leaves express-session with a fresh id.
      const cookie = cookieValue(req, config.cookieName);
      if (cookie !== undefined && !cookie.startsWith(`s:${req.sessionID}.`)) lost.add(req);
      next();
    });
  };
}
