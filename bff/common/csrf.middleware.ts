import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-response';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_REFUSED = 'The request could not be verified. Please reload the page and try again.';

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session's anti-forgery token, created on first use. */
export function csrfTokenFor(req: Request): string {
  if (!req.session.csrfToken) req.session.csrfToken = newCsrfToken();
  return req.session.csrfToken;
}

/**
 * Synchronizer-token protection against cross-site request forgery: every mutating API request must
 * echo the session's token in the X-CSRF-Token header. A forged cross-site request cannot read it.
 */
export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const expected = req.session?.csrfToken;
  const given = req.get(CSRF_HEADER);
  if (expected && given && sameToken(expected, given)) return next();
  sendError(res, 403, 'csrf', CSRF_REFUSED);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
