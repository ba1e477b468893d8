import type { RoleName } from '../../domain/access/access-level';
import type { MfaMethod } from '../../domain/auth/login-status';
import type { PlatformCredential } from './platform-credential';

/**
 * The signed-in user's own platform session and security: who they are, ending the session, their
 * password, security questions and verification method, agreeing the login terms, and what the session
 * may do (capabilities, feature access). Every method rejects with a PlatformError on failure.
 */

export interface PlatformSessionUser {
  id: number;
  username: string;
  entityId: number | null;
  entityName: string;
  displayName: string;
  roleName: RoleName;
  locale: string;
  tfaMethods: MfaMethod[];
  lastLogin: string | null;
  lastLoginDatetime: string | null;
  userTimezone: string;
  preferredCurrency: string;
  /** Code of the client_access_level user field (clients only; null for advisers). */
  clientAccessLevel: number | null;
  /** Steps still to complete before the session is fully signed in; the first is the next one. */
  additionalLoginSteps: string[];
  loginProfileId: number;
}

export interface TfaDetails {
  mobile: string | null;
  email: string | null;
  softwareToken: boolean;
  mfaMethod: MfaMethod | null;
}

export abstract class SessionPort {
  /** Also the heartbeat: any authenticated call keeps the platform session alive. */
  abstract getSessionUser(cred: PlatformCredential): Promise<PlatformSessionUser>;
  abstract endSession(cred: PlatformCredential): Promise<void>;
  abstract changePassword(
    cred: PlatformCredential,
    req: { currentPassword: string; newPassword: string },
  ): Promise<void>;
  abstract getSecurityQuestions(cred: PlatformCredential): Promise<{ questions: string[] }>;
  abstract setSecurityQuestions(
    cred: PlatformCredential,
    req: { questions: { question: string; answer: string }[] },
  ): Promise<void>;
  abstract getCapabilities(cred: PlatformCredential, req?: { entityId?: number }): Promise<string[]>;
  abstract getFeatureAccess(cred: PlatformCredential, featureNames: string[]): Promise<Record<string, boolean>>;
  abstract agreeTerms(
    cred: PlatformCredential,
    entityId: number,
    req: { content: string; agreedDate: string; desc: string },
  ): Promise<void>;
  abstract getTfaDetails(cred: PlatformCredential): Promise<TfaDetails>;
  abstract chooseTfaMethod(cred: PlatformCredential, method: MfaMethod): Promise<{ deviceId: string }>;
  abstract validateTfaMethod(
    cred: PlatformCredential,
    req: { mfaMethod: MfaMethod; mfaCode: string; deviceId: string },
  ): Promise<void>;
}
