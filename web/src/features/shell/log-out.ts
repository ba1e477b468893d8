import { LOGOUT_DURING_REVIEW_CONFIRM } from '../../../../domain/auth/auth-messages';
import { USER_LOGGED_OUT_REDIRECT } from '../../../../domain/errors/error-toast';
import { reviewLeaveGuard } from '../review/leave-guard';
import { forgetRequestedPath } from '../../lib/requested-path';
import { sessionStore } from '../../lib/session.store';
import { leaveSession } from './exit.store';
import { shellApi } from './shell.api';

export const LOG_OUT = 'Log out';

/** spec 1 §4.1: 'Logging out...' while the server ends the session, then the login page with the signed-out marker. */
export async function logOut(): Promise<void> {
  if (sessionStore.loggingOut) return;
  // spec 1 §4.1: logging out during the annual review asks first; yes removes the review's leave warning.
  if (reviewLeaveGuard.active && !window.confirm(LOGOUT_DURING_REVIEW_CONFIRM)) return;
  reviewLeaveGuard.active = false;
  sessionStore.loggingOut = true;
  try {
    await shellApi.logout();
  } catch {
    // Signed out locally whatever the server said.
  } finally {
    sessionStore.loggingOut = false;
    // Whoever signs in next starts at their own landing page.
    forgetRequestedPath();
    leaveSession(USER_LOGGED_OUT_REDIRECT);
  }
}
