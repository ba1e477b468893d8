import type { MfaMethod } from '../../domain/auth/login-status';
import type { PlatformLoginOutcome } from '../../application/ports/sign-in.port';
import { PlatformError, type PlatformErrorCode } from '../../application/ports/platform-error';
import { errorFromResponse, readErrorBody, type PlatformErrorBody } from './platform-error.mapping';
import type { PlatformReply } from './platform-http.transport';
import { sessionUserFromWire, tfaDeviceFromWire, type WireSessionUser, type WireTfaDevice } from './platform-wire';
import { credentialFromSetCookie } from './session-cookie';

/** The sign-in steps arrive as 403 answers; they are outcomes, not failures. */
export const LOGIN_STEP_STATUSES: readonly number[] = [403];

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/**
 * Reads the answer of POST auth/login (or auth/tfa/validate with loginOnSuccess). A sign-in step is a 403
 * whose context says what is asked (devices, methods or character positions); its error_code, where the
 * platform sends one, is a hint only (adapters/PLATFORM-API.md, "Sign-in"). Anything else is a failure,
 * classified by status and the spec's texts.
 */
export function toLoginOutcome(reply: PlatformReply): PlatformLoginOutcome {
  if (reply.status >= 200 && reply.status < 300) return signedIn(reply);
  const body = readErrorBody(reply.data, reply.status);
  const { context } = body;
  const hint = typeof context.hint === 'string' ? context.hint : null;
  const failure = errorFromResponse(reply.status, reply.data, [], { signIn: true });
  switch (stepOf(body, failure.code)) {
    case 'mfa':
      return { kind: 'mfaRequired', devices: list<WireTfaDevice>(context.devices).map(tfaDeviceFromWire) };
    case 'enrolment':
      return { kind: 'mfaEnrolmentRequired', methods: list<MfaMethod>(context.methods) };
    case 'memorable':
      return { kind: 'memorableCharactersRequired', positions: list<number>(context.positions), hint, retry: false };
    case 'memorableAgain':
      return { kind: 'memorableCharactersRequired', positions: list<number>(context.positions), hint, retry: true };
    default:
      throw failure;
  }
}

type Step = 'mfa' | 'enrolment' | 'memorable' | 'memorableAgain' | null;

/** Which sign-in step a 403 asks for: by the error_code hint where known, else by what its context carries. */
function stepOf(body: PlatformErrorBody, code: PlatformErrorCode): Step {
  switch (body.error_code) {
    case 'mfa_required':
      return 'mfa';
    case 'mfa_enrolment_required':
      return 'enrolment';
    case 'memorable_characters_required':
      return 'memorable';
    case 'invalid_memorable_characters':
      return 'memorableAgain';
  }
  // A refusal the spec names by its words (disabled, deactivated) is no step, whatever its context holds.
  if (code === 'account_disabled' || code === 'account_deactivated') return null;
  const { context } = body;
  if (Array.isArray(context.positions)) return code === 'invalid_memorable_characters' ? 'memorableAgain' : 'memorable';
  if (Array.isArray(context.devices)) return 'mfa';
  if (Array.isArray(context.methods)) return 'enrolment';
  return null;
}

function signedIn(reply: PlatformReply): PlatformLoginOutcome {
  const credential = credentialFromSetCookie(reply.setCookies);
  if (!credential) throw new PlatformError('unknown', reply.status, 'Sign-in succeeded without a session cookie');
  return { kind: 'signedIn', credential, user: sessionUserFromWire(reply.data as WireSessionUser) };
}
