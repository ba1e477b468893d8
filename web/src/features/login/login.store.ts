import { proxy } from 'valtio';
import { LoginStatus } from '../../../../domain/auth/login-status';
import { NETWORK_UNAVAILABLE_MESSAGE, SOMETHING_WENT_WRONG } from '../../../../domain/errors/error-toast';
import { ApiError } from '../../lib/api-client';
import type { SessionView, SignInView } from '../../lib/contract';
import { setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { memorableWordError } from '../../../../domain/auth/auth-messages';
import { loginApi, type SecurityQuestionAnswer } from './login-api';

export type LoginTab = 'client' | 'adviser';

/** The sign-in state machine of spec 1 §2.3 and §4.1, as the login page sees it. */
export interface LoginState {
  tab: LoginTab;
  status: LoginStatus;
  view: SignInView | null;
  submitting: boolean;
  /** Error text of the current screen (a failed request or the server's step message). */
  error: string | null;
  /** The failed request's code ('invalid_credentials', 'account_disabled', …), null for any other error. */
  errorCode: string | null;
  /** Info text of the current screen, e.g. 'verify once more' after enrolment. */
  info: string | null;
  /** The user went through a two-factor step in this sign-in (ForceChangePassword warns them). */
  hasMfa: boolean;
  /** Present once the status is LoginSuccess. */
  session: SessionView | null;
  /** Counts screen changes; a new value moves focus to the new screen's heading. */
  screen: number;
}

/** Failures after which the platform has ended the sign-in attempt (the BFF forgets it too). */
const FINAL_FAILURES = new Set([
  'invalid_credentials',
  'account_disabled',
  'account_deactivated',
  'no_mfa_method',
  'access_mapping',
  'wrong_step',
]);
const MFA_STATUSES = new Set<LoginStatus>([
  LoginStatus.MfaRequired,
  LoginStatus.MfaEnrolmentLinkDevice,
  LoginStatus.MfaEnrolmentValidateDevice,
  LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp,
]);

const initial = (tab: LoginTab = 'client'): LoginState => ({
  tab,
  status: LoginStatus.Default,
  view: null,
  submitting: false,
  error: null,
  errorCode: null,
  info: null,
  hasMfa: false,
  session: null,
  screen: 0,
});

export const loginStore = proxy<LoginState>(initial());

/**
 * The password typed at the start of this sign-in, kept in memory (never in the store or in storage)
 * only until the sign-in ends, so that a forced password change can say at once that the new one
 * must differ from it.
 */
let signInPassword: string | null = null;

export function currentSignInPassword(): string | null {
  return signInPassword;
}

/** Back to the username and password form, on the same tab, with nothing left of the attempt. */
export function resetLogin(options: { focus?: boolean } = {}): void {
  signInPassword = null;
  const screen = loginStore.screen;
  Object.assign(loginStore, initial(loginStore.tab), { screen: options.focus ? screen + 1 : 0 });
}

export function selectTab(tab: LoginTab): void {
  if (loginStore.tab === tab) return;
  const busy = loginStore.status !== LoginStatus.Default;
  loginStore.tab = tab;
  loginStore.error = null;
  loginStore.errorCode = null;
  // Focus stays on the tab the user moved to.
  if (busy) void cancelLogin({ focus: false });
}

export function signIn(credentials: { username: string; password: string }): Promise<void> {
  signInPassword = credentials.password;
  return step(() =>
    loginApi.signIn({ tab: loginStore.tab, username: credentials.username.trim(), password: credentials.password }),
  );
}

export function answerMemorableCharacters(characters: string[]): Promise<void> {
  return step(() => loginApi.memorableCharacters(characters));
}

export function submitMfaCode(code: string): Promise<void> {
  return step(() => loginApi.mfaCode(code.trim()));
}

/** 'Request new code': a fresh code at MfaRequired; after a wrong enrolment code it restarts enrolment. */
export function requestNewCode(): Promise<void> {
  return step(() => loginApi.newCode());
}

export function chooseEnrolmentMethod(method: string): Promise<void> {
  return step(() => loginApi.enrolmentMethod(method));
}

export function submitEnrolmentCode(code: string): Promise<void> {
  return step(() => loginApi.enrolmentCode(code.trim()));
}

export function changeExpiredPassword(newPassword: string): Promise<void> {
  return step(() => loginApi.changePassword(newPassword));
}

export function acceptSiteTerms(): Promise<void> {
  return step(() => loginApi.acceptSiteTerms());
}

export function setSecurityQuestions(questions: SecurityQuestionAnswer[]): Promise<void> {
  return step(() => loginApi.securityQuestions(questions));
}

/** 'Return to login' and 'Decline': the server forgets the attempt and the page starts again. */
export async function cancelLogin(options: { focus?: boolean } = { focus: true }): Promise<void> {
  resetLogin(options);
  try {
    await loginApi.cancel();
  } catch {
    // The page has started again either way; a new sign-in replaces whatever the server held.
  }
}

async function step(call: () => Promise<{ login: SignInView; session: SessionView | null }>): Promise<void> {
  if (loginStore.submitting) return;
  loginStore.submitting = true;
  loginStore.error = null;
  loginStore.errorCode = null;
  try {
    const response = await call();
    apply(response.login, response.session);
  } catch (e) {
    fail(e);
  } finally {
    loginStore.submitting = false;
  }
}

function apply(view: SignInView, session: SessionView | null): void {
  const changed = view.status !== loginStore.status || view.positions?.join() !== loginStore.view?.positions?.join();
  if (MFA_STATUSES.has(view.status) || view.twoFactor) loginStore.hasMfa = true;
  loginStore.view = view;
  loginStore.status = view.status;
  loginStore.error = view.messageKind === 'error' ? view.message : null;
  loginStore.info = view.messageKind === 'info' ? view.message : null;
  applyConfiguredMessages(view);
  if (view.status === LoginStatus.LoginSuccess) {
    if (!session) {
      resetLogin({ focus: true });
      loginStore.error = 'Your sign-in could not be completed. Please try again.';
      return;
    }
    setSession(session);
    loginStore.session = session;
    signInPassword = null;
  }
  if (changed) loginStore.screen += 1;
}

/**
 * Firms may word the memorable-word and two-factor prompts themselves (spec 1 §3 "configurable login
 * messages"): the configured text first, then the server's, then the default (spec 1 §8).
 */
function applyConfiguredMessages(view: SignInView): void {
  const settings = siteStore.config?.settings ?? {};
  const text = (key: string) => (typeof settings[key] === 'string' && settings[key].trim()) || null;
  if (view.status === LoginStatus.MemorableCharactersRequired) {
    if (view.messageKind === 'error')
      loginStore.error = memorableWordError(text('loginFailedInvalidMemorableCharacters'), view.message);
    else loginStore.info ??= text('loginFailedMemorableCharactersRequired');
  }
  if (view.status === LoginStatus.MfaRequired && !view.message)
    loginStore.info ??= text('loginFailedMultiFactorAuthenticationRequired');
}

function fail(e: unknown): void {
  const code = e instanceof ApiError ? e.code : 'error';
  const message = errorText(e);
  if (loginStore.status !== LoginStatus.Default && FINAL_FAILURES.has(code)) resetLogin({ focus: true });
  if (loginStore.status === LoginStatus.Default) signInPassword = null;
  loginStore.error = message;
  loginStore.errorCode = code;
}

/** The text to show for a failed request: the server's (already user-facing) message, or the network text. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 0) return NETWORK_UNAVAILABLE_MESSAGE;
    return e.message || SOMETHING_WENT_WRONG;
  }
  return SOMETHING_WENT_WRONG;
}
