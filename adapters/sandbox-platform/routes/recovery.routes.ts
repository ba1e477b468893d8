import { isRightCode } from '../auth/codes';
import { checkNewPassword } from '../auth/password-rules';
import type { UserRecord } from '../data/records';
import { SandboxError, validation } from '../http/errors';
import { noContent, ok, type Reply, type RequestContext } from '../http/reply';
import { anonymous, type Route } from '../http/route';
import { bodyObject, readDate, requiredString } from '../http/wire';
import { DEMO_CODE } from '../data/demo-constants';

const resetCodeInvalid = (): SandboxError =>
  new SandboxError(400, 'reset_code_invalid', 'Password reset code incorrect or invalid for user');
const FORGOT_USERNAME_MISMATCH =
  'The supplied email and date of birth does not match our records. Please contact our office.';

/** Always 204, so the answer never tells whether the user exists. */
function requestReset(ctx: RequestContext): Reply {
  const name = requiredString(bodyObject(ctx.body), 'user_id');
  const user = ctx.state.index.userByLooseName(name);
  if (user?.email) {
    ctx.state.users.issueResetCode(user);
    ctx.state.outbox.record(user.username, { kind: 'reset', channel: 'email', target: user.email, code: DEMO_CODE });
  }
  return noContent();
}

/** The user whose reset code this is; 400 reset_code_invalid for anything else. */
function userWithResetCode(ctx: RequestContext, name: unknown, code: unknown): UserRecord {
  const user = typeof name === 'string' ? ctx.state.index.userByLooseName(name) : undefined;
  if (!user || !ctx.state.users.hasResetCode(user) || !isRightCode(code)) throw resetCodeInvalid();
  return user;
}

function checkResetCode(ctx: RequestContext): Reply {
  const user = userWithResetCode(ctx, ctx.query.get('user_id'), ctx.query.get('reset_code'));
  return ok({ questions: ctx.state.users.securityQuestions(user).map((q) => q.question) });
}

const sameAnswer = (given: unknown, expected: string): boolean =>
  typeof given === 'string' && given.trim().toLowerCase() === expected.trim().toLowerCase();

function resetPassword(ctx: RequestContext): Reply {
  const body = bodyObject(ctx.body);
  const user = userWithResetCode(ctx, body.user_id, body.reset_code);
  const questions = ctx.state.users.securityQuestions(user);
  const answers = Array.isArray(body.answers) ? body.answers : [];
  if (questions.length > 0 && !questions.every((q, i) => sameAnswer(answers[i], q.answer))) {
    throw new SandboxError(400, 'security_answers_incorrect', 'One or more of the arguments are missing or incorrect.');
  }
  ctx.state.users.setPassword(user, checkNewPassword(ctx.state.users.password(user), body.new_password));
  ctx.state.users.clearResetCode(user);
  return noContent();
}

function forgotUsername(ctx: RequestContext): Reply {
  const body = bodyObject(ctx.body);
  const email = requiredString(body, 'preferred_email').trim().toLowerCase();
  const dob = readDate(body.dob);
  if (!dob) throw validation('dob must be a Date value');
  const client = ctx.state.firm.clients.find(
    (c) => c.userId !== null && c.dob === dob && c.preferredEmail?.toLowerCase() === email,
  );
  const user = client?.userId == null ? undefined : ctx.state.index.userById(client.userId);
  if (!user) throw validation(FORGOT_USERNAME_MISMATCH);
  ctx.state.outbox.record(user.username, { kind: 'username', channel: 'email', target: email, code: null });
  return noContent();
}

export const recoveryRoutes: Route[] = [
  anonymous('POST', 'forgotten_password', requestReset),
  anonymous('GET', 'forgotten_password', checkResetCode),
  anonymous('PUT', 'forgotten_password', resetPassword),
  anonymous('POST', 'forgot/username', forgotUsername),
];
