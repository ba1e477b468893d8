import type { MfaMethod } from '../../domain/auth/login-status';
import type { PlatformCredential } from './platform-credential';
import type { PlatformSessionUser } from './session.port';

/**
 * Signing in to the platform, before there is a platform session (spec 3 §5): the login and its additional
 * steps, enrolment of a verification method, and the forgotten password and username. The auth/* calls
 * carry the username and password. Every method rejects with a PlatformError on failure.
 */

export interface TfaDevice {
  deviceId: string;
  method: MfaMethod;
  /** Masked phone number or email address, e.g. '*******4321'. */
  target: string;
}

/** What POST auth/login and POST auth/tfa/validate (with loginOnSuccess) can answer. */
export type PlatformLoginOutcome =
  | { kind: 'signedIn'; credential: PlatformCredential; user: PlatformSessionUser }
  | { kind: 'mfaRequired'; devices: TfaDevice[] }
  | { kind: 'mfaEnrolmentRequired'; methods: MfaMethod[] }
  | { kind: 'memorableCharactersRequired'; positions: number[]; hint: string | null; retry: boolean };

export interface LoginRequest {
  username: string;
  password: string;
  /** Answers for the memorable-word step, one character each, in the order of the positions asked. */
  memorableCharacters?: string[];
}

export interface TfaValidateRequest {
  username: string;
  password: string;
  deviceId: string;
  method: MfaMethod;
  code: string;
  loginOnSuccess: boolean;
}

export interface ForgottenPasswordCheck {
  /** The two security questions when the user has set them; empty when none are available. */
  questions: string[];
}

export abstract class SignInPort {
  abstract login(req: LoginRequest): Promise<PlatformLoginOutcome>;
  abstract validateTfa(req: TfaValidateRequest): Promise<PlatformLoginOutcome | { kind: 'deviceLinked' }>;
  /** POST auth/tfa/device: starts enrolment of a method, sends a code, returns the new device id. */
  abstract enrolTfaDevice(req: {
    username: string;
    password: string;
    method: MfaMethod;
  }): Promise<{ deviceId: string }>;
  /** POST auth/password: the ForceChangePassword step. */
  abstract changeExpiredPassword(req: { username: string; password: string; newPassword: string }): Promise<void>;
  abstract requestPasswordReset(req: { userId: string }): Promise<void>;
  abstract checkPasswordResetCode(req: { userId: string; resetCode: string }): Promise<ForgottenPasswordCheck>;
  abstract resetPassword(req: {
    userId: string;
    resetCode: string;
    newPassword: string;
    answers: string[];
  }): Promise<void>;
  abstract forgotUsername(req: { preferredEmail: string; roleType: 'client'; dob: string }): Promise<void>;
}
