import type { PortalError } from '../../application/errors/portal-error';
import type { Result } from '../../domain/shared/result';

/** Carries a use case's expected failure to the one exception filter, which shapes the response. */
export class PortalFailure extends Error {
  constructor(readonly error: PortalError | { code: 'throttled'; message: string; retryAfterSeconds: number }) {
    super(error.message);
  }
}

export function unwrap<T>(result: Result<T, PortalError>): T {
  if (!result.ok) throw new PortalFailure(result.error);
  return result.value;
}
