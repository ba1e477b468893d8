import { nextStatusFromSteps } from '../../domain/auth/login-flow';
import { ok, Result } from '../../domain/shared/result';
import { PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import type { SignInProgress } from './sign-in-progress';

/** After an additional login step the platform's own list of remaining steps decides what comes next. */
export async function refreshSteps(
  platform: SessionPort,
  p: SignInProgress,
  credential: PlatformCredential,
  changes: Partial<SignInProgress> = {},
): Promise<Result<SignInProgress, PortalError>> {
  const user = await platform.getSessionUser(credential);
  return ok({ ...p, ...changes, user, status: nextStatusFromSteps(user.additionalLoginSteps), message: null });
}
