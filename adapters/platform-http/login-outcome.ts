import type { MfaMethod } from '../../domain/auth/login-status';
import type { PlatformLoginOutcome, PlatformSessionUser, TfaDevice } from '../../application/ports/platform.port';
import { PlatformError } from '../../application/ports/platform-error';
import { errorFromResponse, readErrorBody } from './platform-error.mapping';
import type { PlatformReply } from './platform-http.transport';
import { credentialFromSetCookie } from './session-cookie';

/** The sign-in steps arrive as 403 answers; they are outcomes, not failures. */
export const LOGIN_STEP_STATUSES: readonly number[] = [403];

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** Reads the answer of POST auth/login (or auth/tfa/validate with loginOnSuccess). */
export function toLoginOutcome(reply: PlatformReply): PlatformLoginOutcome {
  if (reply.status >= 200 && reply.status < 300) return signedIn(reply);
  const body = readErrorBody(reply.data);
  const { context } = body;
  const hint = typeof context.hint === 'string' ? context.hint : null;
  switch (body.error_code) {
    case 'mfa_required':
      return { kind: 'mfaRequired', devices: list<TfaDevice>(context.devices) };
    case 'mfa_enrolment_required':
      return { kind: 'mfaEnrolmentRequired', methods: list<MfaMethod>(context.methods) };
    case 'memorable_characters_required':
      return { kind: 'memorableCharactersRequired', positions: list<number>(context.positions), hint, retry: false };
    case 'invalid_memorable_characters':
      return { kind: 'memorableCharactersRequired', positions: list<number>(context.positions), hint, retry: true };
    default:
      throw errorFromResponse(reply.status, reply.data);
  }
}

function signedIn(reply: PlatformReply): PlatformLoginOutcome {
  const credential = credentialFromSetCookie(reply.setCookies);
  if (!credential) throw new PlatformError('unknown', reply.status, 'Sign-in succeeded without a session cookie');
  return { kind: 'signedIn', credential, user: reply.data as PlatformSessionUser };
}
