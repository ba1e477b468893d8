import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { sessionWasLost } from '../session/session.middleware';
import { NO_VALID_SESSION_MESSAGE } from '../../domain/errors/error-toast';
import { ERROR_CODES } from './error-codes';
import { sendError } from './error-response';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_REFUSED = ERROR_CODES.csrf.sentence;

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session's anti-forgery token, created on first use. */
export function csrfTokenFor(req: Request): string {
  if (!req.session.csrfToken) req.session.csrfToken = newCsrfToken();
  return req.session.csrfToken;
}

/** spec 1 §8: the API message that sends the web app to sign-in with the lost-session marker. */
const NO_VALID_SESSION = NO_VALID_SESSION_MESSAGE;

/**
 * Synchronizer-token protection against cross-site request forgery: every mutating API request must
 * echo the session's token in the X-CSRF-Token header. A forged cross-site request cannot read it.
 *
 * A request refused here whose cookie named a session that no longer exists (Redis restarted or
 * flushed, signed out elsewhere, an id never issued) answers 401 no_session, as a read would: its
 * token cannot match because its session is gone, and reloading would not help. It is refused all
 * the same; only the answer differs. A request with no session cookie at all still gets the 403.
 */
export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const expected = req.session?.csrfToken;
  const given = req.get(CSRF_HEADER);
  if (expected && given && sameToken(expected, given)) return next();
  if (sessionWasLost(req)) return sendError(res, 401, 'no_session', NO_VALID_SESSION, NO_VALID_SESSION);
  sendError(res, 403, 'csrf', CSRF_REFUSED);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
