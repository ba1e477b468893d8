import type { Request } from 'express';
import type { MfaMethod } from '../../domain/auth/login-status';
import type { SignInProgress } from '../../application/auth/sign-in-progress';
import type { PlatformCredential } from '../../application/ports/platform.port';
import type { ClientInContext, PortalUser } from '../../application/session/portal-user';
import type { SessionTimeout } from '../../application/session/get-session-timeout.use-case';

declare module 'express-session' {
  interface SessionData {
    csrfToken: string;
    /** A sign-in in progress (holds the password until it completes; never sent to the browser). */
    signIn: SignInProgress;
    /** The platform session: server-side only. */
    platform: PlatformCredential;
    user: PortalUser;
    clientInContext: ClientInContext;
    timeout: SessionTimeout;
    signedInAt: number;
    lastSeenAt: number;
    /** Additional verification: the method chosen and the device id the platform gave it. */
    pendingVerification: { method: MfaMethod; deviceId: string };
  }
}

/** Promise forms of express-session's callback methods. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((e) => (e ? reject(e) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));
}
