import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-response';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED = 'The request came from another site and was refused.';

/**
 * A second line beside the anti-forgery token: a mutating request whose Origin (or, without one, its
 * Referer) is present and names another origin is refused with 403. Without PORTAL_ORIGIN the
 * portal's own origin is the scheme and host the request was sent to (the scheme from
 * X-Forwarded-Proto with TRUST_PROXY); behind a proxy that rewrites Host, set PORTAL_ORIGIN to the
 * public origin(s), comma-separated.
 */
export function originCheck(allowedOrigins: string[] = []) {
  const allowed = new Set(allowedOrigins.map(normalise).filter((o): o is string => !!o));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const claimed = req.get('origin') ?? req.get('referer');
    if (claimed === undefined) return next();
    const origin = normalise(claimed);
    if (origin && (allowed.size ? allowed.has(origin) : origin === normalise(`${req.protocol}://${req.get('host')}`)))
      return next();
    sendError(res, 403, 'cross_origin', CROSS_ORIGIN_REFUSED);
  };
}

/** scheme://host[:port] of a URL, or undefined (an opaque "null" origin, garbage). */
function normalise(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}
