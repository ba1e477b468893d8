import type { MfaMethod } from '../../../domain/auth/login-status';
import { itemAt } from '../../../domain/shared/present';
import type { UserRecord } from '../data/records';
import { SandboxError } from '../http/errors';
import type { SandboxState } from '../state/sandbox-state';
import { deliveryTarget, sendCode } from './codes';

const ENROLMENT_METHODS: MfaMethod[] = ['sms', 'email'];

/**
 * MFA at sign-in: with a linked device, a code goes to the first one (403 mfa_required); without
 * one, the user must enrol (403 mfa_enrolment_required).
 */
export function challengeMfa(state: SandboxState, user: UserRecord): never {
  const devices = state.users.linkedDevices(user);
  const [firstDevice] = devices;
  if (firstDevice !== undefined) {
    sendCode(state, user, 'mfa', firstDevice.method);
    throw new SandboxError(403, 'mfa_required', 'Multi-factor authentication is required', null, {
      devices: devices.map((d) => ({ device_id: d.device_id, method: d.method, target: d.target })),
    });
  }
  const offered = user.signIn.kind === 'mfaEnrolment' ? user.signIn.methods : ENROLMENT_METHODS;
  const methods = offered.filter((m) => deliveryTarget(user, m));
  if (methods.length === 0)
    throw new SandboxError(400, 'no_mfa_method', 'No multi-factor authentication method is available');
  throw new SandboxError(403, 'mfa_enrolment_required', 'A multi-factor authentication device must be linked', null, {
    methods,
  });
}

const INVALID_MEMORABLE = 'Incorrect memorable word characters. Please try again with the new positions.';

/** The memorable-word step; returns when the answer is right, otherwise asks (again) with new positions. */
export function checkMemorableWord(state: SandboxState, user: UserRecord, answer: unknown): void {
  if (user.signIn.kind !== 'memorableWord') return;
  const { word, hint } = user.signIn;
  const asked = state.users.memorablePositionsAsked(user);
  if (answer === undefined || answer === null) {
    const positions = state.users.drawMemorablePositions(user, word.length);
    throw new SandboxError(403, 'memorable_characters_required', 'Memorable word characters are required', null, {
      positions,
      hint,
    });
  }
  const right =
    asked !== undefined &&
    Array.isArray(answer) &&
    answer.length === asked.length &&
    asked.every(
      (pos, i) => typeof answer[i] === 'string' && answer[i].toLowerCase() === itemAt(word, pos - 1).toLowerCase(),
    );
  if (!right) {
    const positions = state.users.drawMemorablePositions(user, word.length);
    throw new SandboxError(403, 'invalid_memorable_characters', INVALID_MEMORABLE, INVALID_MEMORABLE, {
      positions,
      hint,
    });
  }
  state.users.clearMemorablePositions(user);
}
