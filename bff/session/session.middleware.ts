import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from '../common/error-response';
import type { PortalConfig } from '../config/portal-config';

const UNAVAILABLE = 'Sessions are temporarily unavailable. Please try again shortly.';

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
        if (!res.headersSent) sendError(res.set('Retry-After', '5'), 503, 'unavailable', UNAVAILABLE);
        return;
      }
      next();
    });
  };
}
