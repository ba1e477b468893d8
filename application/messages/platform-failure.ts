import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';

/**
 * A platform failure as a messages or signing answer. A 404 says the portal's own text and nothing else: the
 * platform's words for it name its records ('Not found: docnote 100040001'), which a client or adviser must not
 * see, and a client's answer and an adviser's must read the same. Any other failure maps as usual.
 */
export function platformFailure(e: unknown, notFoundText: string): PortalError {
  const mapped = fromPlatformError(e, { not_found: portalError('not_found', notFoundText) });
  return mapped.code === 'not_found' ? portalError('not_found', notFoundText) : mapped;
}
