import { proxy } from 'valtio';
import { PASSWORD_CHANGED_LOGIN_PATH, USERNAME_SENT_LOGIN_PATH } from '../../../../domain/auth/login-flow';
import { NETWORK_UNAVAILABLE_MESSAGE, SOMETHING_WENT_WRONG } from '../../../../domain/errors/error-toast';
import { viewAfterResetCodeSent, type ForgotPasswordView } from '../../../../domain/validation/forgot-password';
import { ApiError } from '../../lib/api-client';
import { helpApi } from './help-api';

/** Forgot-password and forgot-username state (spec 1 §2.4, §3 "Forgot-password state", §4.2). */
export interface HelpState {
  view: ForgotPasswordView;
  username: string;
  resetCode: string;
  /** enterReset: the code was accepted and the account has no questions, so a new password is asked for. */
  codeAccepted: boolean;
  questions: string[];
  codeErrorCount: number;
  submitting: boolean;
  error: string | null;
  usernameSubmitting: boolean;
  usernameError: string | null;
  /** Where the page goes once a flow has succeeded. */
  next: string | null;
}

const initial = (): HelpState => ({
  view: 'main',
  username: '',
  resetCode: '',
  codeAccepted: false,
  questions: [],
  codeErrorCount: 0,
  submitting: false,
  error: null,
  usernameSubmitting: false,
  usernameError: null,
  next: null,
});

export const helpStore = proxy<HelpState>(initial());

export function resetHelp(): void {
  Object.assign(helpStore, initial());
}

/** main → enterReset: a reset code is sent (the answer is the same whether or not the user exists). */
export async function requestResetCode(username: string): Promise<void> {
  await run(async () => {
    await helpApi.requestReset(username.trim());
    Object.assign(helpStore, {
      view: 'enterReset',
      username: username.trim(),
      resetCode: '',
      codeAccepted: false,
      questions: [],
    });
  });
}

/** enterReset: a valid code opens secQNewPass when the account has questions, else asks for the new password here. */
export async function verifyResetCode(resetCode: string): Promise<void> {
  await run(async () => {
    const { questionsAvailable, questions } = await helpApi.verify(helpStore.username, resetCode.trim());
    helpStore.resetCode = resetCode.trim();
    helpStore.questions = questions;
    helpStore.view = viewAfterResetCodeSent(questionsAvailable);
    helpStore.codeAccepted = !questionsAvailable;
  });
}

/** The last step: the new password, with the two answers when the account has questions. */
export async function resetPassword(input: { newPassword: string; answers: string[] }): Promise<void> {
  await run(async () => {
    await helpApi.reset({
      username: helpStore.username,
      resetCode: helpStore.resetCode,
      newPassword: input.newPassword,
      answers: input.answers,
    });
    helpStore.next = PASSWORD_CHANGED_LOGIN_PATH;
  });
}

/** Forgot username (clients only); `dob` is already YYYY-MM-DD. */
export async function sendUsername(input: { email: string; dob: string }): Promise<void> {
  if (helpStore.usernameSubmitting) return;
  helpStore.usernameSubmitting = true;
  helpStore.usernameError = null;
  try {
    await helpApi.forgotUsername({ email: input.email.trim(), dob: input.dob });
    helpStore.next = USERNAME_SENT_LOGIN_PATH;
  } catch (e) {
    helpStore.usernameError = errorText(e);
  } finally {
    helpStore.usernameSubmitting = false;
  }
}

async function run(work: () => Promise<void>): Promise<void> {
  if (helpStore.submitting) return;
  helpStore.submitting = true;
  helpStore.error = null;
  try {
    await work();
  } catch (e) {
    if (e instanceof ApiError && e.code === 'reset_code_invalid') helpStore.codeErrorCount += 1;
    helpStore.error = errorText(e);
  } finally {
    helpStore.submitting = false;
  }
}

function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.status === 0 ? NETWORK_UNAVAILABLE_MESSAGE : e.message || SOMETHING_WENT_WRONG;
  return SOMETHING_WENT_WRONG;
}
