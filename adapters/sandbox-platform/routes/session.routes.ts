import { checkNewPassword } from '../auth/password-rules';
import { SESSION_COOKIE } from '../http/node-server';
import { validation } from '../http/errors';
import { noContent, ok, type Reply, type SignedInContext } from '../http/reply';
import { queryList } from '../http/query';
import { signedIn, type Route } from '../http/route';
import { bodyObject } from '../http/wire';
import { capabilitiesFor } from '../rights/capabilities';
import { sessionUserView } from '../views/session-user.view';

const FEATURES: Record<string, boolean> = { multi_currency: true };

function endSession(ctx: SignedInContext): Reply {
  ctx.state.sessions.end(ctx.session.token);
  return { status: 204, setCookie: [`${SESSION_COOKIE}=; Path=/; HttpOnly; Max-Age=0`] };
}

/** PUT session/password { old_password, new_password } (the spec's method, the public evidence's field names). */
function changePassword(ctx: SignedInContext): Reply {
  const body = bodyObject(ctx.body);
  const current = ctx.state.users.password(ctx.user);
  if (typeof body.old_password !== 'string') throw validation('old_password is required');
  if (body.old_password !== current) throw validation('Current password is incorrect');
  ctx.state.users.setPassword(ctx.user, checkNewPassword(current, body.new_password));
  ctx.state.users.completeStep(ctx.user, 'ForceChangePassword');
  return noContent();
}

/** A { question, answer } whose question and answer are both text with more than spaces. */
function isAnswered(q: unknown): q is { question: string; answer: string } {
  return (
    typeof q === 'object' &&
    q !== null &&
    'question' in q &&
    typeof q.question === 'string' &&
    q.question.trim() !== '' &&
    'answer' in q &&
    typeof q.answer === 'string' &&
    q.answer.trim() !== ''
  );
}

/** POST session/password_reset_questions with the bare array of { question, answer } (public evidence). */
function setSecurityQuestions(ctx: SignedInContext): Reply {
  const body: unknown = ctx.body;
  if (!Array.isArray(body)) throw validation('The body must be an array of { question, answer }');
  const questions: readonly unknown[] = body;
  const [first, second] = questions;
  if (questions.length !== 2 || !isAnswered(first) || !isAnswered(second))
    throw validation('Two questions, each with a question and an answer, are required');
  if (first.question.trim() === second.question.trim()) throw validation('The two questions must be different');
  ctx.state.users.setSecurityQuestions(
    ctx.user,
    [first, second].map((q) => ({ question: q.question.trim(), answer: q.answer.trim() })),
  );
  ctx.state.users.completeStep(ctx.user, 'SetSecurityQuestions');
  return noContent();
}

function featureAccess(ctx: SignedInContext): Reply {
  const names = queryList(ctx.query, 'feature_names')
    .map((n) => n.trim())
    .filter(Boolean);
  return ok(Object.fromEntries(names.map((n) => [n, FEATURES[n] ?? false])));
}

/**
 * The session user's own capabilities. It takes no parameters (public evidence); any given, entity_id
 * included, are ignored as the platform ignores them: a client's are at entity/client-v3/{id}/capability.
 */
function capabilities(ctx: SignedInContext): Reply {
  return ok(capabilitiesFor(ctx, undefined));
}

/** session/* is open while additional login steps are pending. */
const whilePending = { whilePending: true };

export const sessionRoutes: Route[] = [
  signedIn('GET', 'session/user', (ctx) => ok(sessionUserView(ctx.state, ctx.user, ctx.session)), whilePending),
  signedIn('DELETE', 'session', endSession, whilePending),
  signedIn('PUT', 'session/password', changePassword, whilePending),
  signedIn(
    'GET',
    'session/password_reset_questions',
    (ctx) => ok({ questions: ctx.state.users.securityQuestions(ctx.user).map((q) => q.question) }),
    whilePending,
  ),
  signedIn('POST', 'session/password_reset_questions', setSecurityQuestions, whilePending),
  signedIn('GET', 'session/capability', capabilities, whilePending),
  signedIn('GET', 'session/feature_access', featureAccess, whilePending),
];
