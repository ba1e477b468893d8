import { nextStatusFromSteps } from '../../domain/auth/login-flow';
import { ok, Result } from '../../domain/shared/result';
import { PortalError } from '../errors/portal-error';
import { PlatformCredential, PlatformPort } from '../ports/platform.port';
import type { SignInProgress } from './sign-in-progress';

/** After an additional login step the platform's own list of remaining steps decides what comes next. */
export async function refreshSteps(
  platform: PlatformPort,
  p: SignInProgress,
  credential: PlatformCredential,
  changes: Partial<SignInProgress> = {},
): Promise<Result<SignInProgress, PortalError>> {
  const user = await platform.getSessionUser(credential);
  return ok({ ...p, ...changes, user, status: nextStatusFromSteps(user.additional_login_steps), message: null });
}
