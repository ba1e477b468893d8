import { LoginStatus } from '../../domain/auth/login-status';
import { nextStatusFromSteps, validateMemorablePositions } from '../../domain/auth/login-flow';
import * as texts from '../../domain/auth/auth-messages';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import type { PlatformLoginOutcome } from '../ports/sign-in.port';
import type { SignInProgress } from './sign-in-progress';

/** The platform failures a sign-in step can meet, with the spec's texts (spec 1 §8). */
export function signInFailure(e: unknown): PortalError {
  return fromPlatformError(e, {
    invalid_credentials: portalError('invalid_credentials', texts.WRONG_CREDENTIALS),
    account_disabled: portalError('account_disabled', texts.ACCOUNT_DISABLED),
    account_deactivated: portalError('account_deactivated', texts.ACCOUNT_DEACTIVATED),
    no_mfa_method: portalError('no_mfa_method', texts.NO_MFA_METHOD_AVAILABLE),
  });
}

/** Folds what the platform answered to a login attempt into the next sign-in progress. */
export function applyLoginOutcome(
  base: SignInProgress,
  outcome: PlatformLoginOutcome,
): Result<SignInProgress, PortalError> {
  const next: SignInProgress = {
    status: base.status,
    tab: base.tab,
    username: base.username,
    password: base.password,
    message: null,
  };
  switch (outcome.kind) {
    case 'signedIn':
      return ok({
        ...next,
        credential: outcome.credential,
        user: outcome.user,
        status: nextStatusFromSteps(outcome.user.additionalLoginSteps),
      });
    case 'mfaRequired':
      if (outcome.devices.length === 0) return err(portalError('no_mfa_method', texts.NO_MFA_METHOD_AVAILABLE));
      return ok({ ...next, status: LoginStatus.MfaRequired, devices: outcome.devices });
    case 'mfaEnrolmentRequired':
      if (outcome.methods.length === 0) return err(portalError('no_mfa_method', texts.NO_MFA_METHOD_AVAILABLE));
      return ok({ ...next, status: LoginStatus.MfaEnrolmentLinkDevice, enrolMethods: outcome.methods });
    case 'memorableCharactersRequired': {
      const positions = validateMemorablePositions(outcome.positions);
      if (!positions.ok) return err(portalError('validation', positions.error));
      return ok({
        ...next,
        status: LoginStatus.MemorableCharactersRequired,
        positions: positions.value,
        hint: outcome.hint,
        message: outcome.retry ? texts.MEMORABLE_WORD_INCORRECT : null,
        messageKind: 'error',
      });
    }
  }
}

/** A step may run only when the sign-in is at that step. */
export function requireStatus(
  p: SignInProgress | undefined,
  ...statuses: LoginStatus[]
): Result<SignInProgress, PortalError> {
  if (!p || !statuses.includes(p.status)) {
    return err(portalError('wrong_step', 'This sign-in step is not expected now. Please start again.'));
  }
  return ok(p);
}
