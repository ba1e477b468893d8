import type { Request } from 'express';
import type { MfaMethod } from '../../domain/auth/login-status';
import { NO_VALID_SESSION_MESSAGE } from '../../domain/errors/error-toast';
import { SESSIONS_UNAVAILABLE } from '../../domain/session/portal-context';
import { PortalFailure } from '../common/portal-failure';
import type { SignInProgress } from '../../application/auth/sign-in-progress';
import { readSignInProgress, type StoredSignInProgress } from '../../application/auth/stored-sign-in-progress';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import type { ClientInContext, PortalUser } from '../../application/session/portal-user';
import type { SessionTimeout } from '../../application/session/get-session-timeout.use-case';

declare module 'express-session' {
  interface SessionData {
    csrfToken: string;
    /** A sign-in in progress (holds the password until it completes; never sent to the browser). Read it through signInProgress. */
    signIn: StoredSignInProgress;
    /** When the sign-in in progress began: it may last 10 minutes from then. */
    signInStartedAt: number;
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

/** The sign-in in progress the session holds, in this version's shape whichever version wrote it. */
export const signInProgress = (req: Request): SignInProgress | undefined => readSignInProgress(req.session.signIn);

/** spec 1 §8: the lost-session API message, which sends the web app to sign-in. */
export const SESSION_ENDED = NO_VALID_SESSION_MESSAGE;

/**
 * Promise form of an express-session callback method. A session that ended while the request ran is
 * no session (401); any other store failure is an outage (503).
 */
function storeCall(run: (done: (e?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) =>
    run((e) => {
      if (!e) return resolve();
      if ((e as { sessionGone?: boolean }).sessionGone)
        return reject(new PortalFailure({ code: 'no_session', message: SESSION_ENDED, apiMessage: SESSION_ENDED }));
      reject(new PortalFailure({ code: 'unavailable', message: SESSIONS_UNAVAILABLE }));
    }),
  );
}

export const regenerateSession = (req: Request) => storeCall((done) => req.session.regenerate(done));
export const saveSession = (req: Request) => storeCall((done) => req.session.save(done));
export const destroySession = (req: Request) => storeCall((done) => req.session.destroy(done));
