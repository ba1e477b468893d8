import { PASSWORD_CHANGED_PLEASE_LOG_IN, USERNAME_EMAILED } from '../../../../domain/auth/auth-messages';
import {
  LOST_SESSION_MARKER,
  SESSION_ENDED_MESSAGE,
  USER_LOGGED_OUT_MARKER,
} from '../../../../domain/errors/error-toast';

/** Not given by the spec: what the login page says after signing out (?reason=UserLoggedOut). */
export const SIGNED_OUT = 'You have been logged out.';

export interface LoginBanner {
  kind: 'success' | 'info';
  text: string;
}

/** spec 1 §2.1, §8: the banners the login page's query flags ask for. */
export function loginBanners(params: URLSearchParams): LoginBanner[] {
  const banners: LoginBanner[] = [];
  if (params.get('passwordChanged') === 'true') banners.push({ kind: 'success', text: PASSWORD_CHANGED_PLEASE_LOG_IN });
  if (params.get('usernameSent') === 'true') banners.push({ kind: 'success', text: USERNAME_EMAILED });
  if (params.get('reason') === LOST_SESSION_MARKER || params.get('error') === LOST_SESSION_MARKER)
    banners.push({ kind: 'info', text: SESSION_ENDED_MESSAGE });
  if (params.get('reason') === USER_LOGGED_OUT_MARKER) banners.push({ kind: 'info', text: SIGNED_OUT });
  return banners;
}
