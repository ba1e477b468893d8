import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PortalConfig } from '../config/portal-config';

const UNAVAILABLE = { statusCode: 503, code: 'unavailable', message: 'Sessions are temporarily unavailable. Please try again shortly.', apiMessage: null };

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
        if (!res.headersSent) res.status(503).set('Retry-After', '5').json(UNAVAILABLE);
        return;
      }
      next();
    });
  };
}
