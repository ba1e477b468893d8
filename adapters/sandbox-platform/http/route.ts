import { itemAt } from '../../../domain/shared/present';
import { forbidden, noSession, SandboxError } from './errors';
import type { HttpMethod, Reply, RequestContext, Scope, SignedInContext } from './reply';

export interface Route {
  scope: Scope;
  method: HttpMethod;
  /** Segments; ':id' matches digits only, any other ':name' one segment. */
  pattern: string[];
  handle(ctx: RequestContext): Reply;
}

interface SignedInOptions {
  scope?: Scope;
  /** Allowed while the user still has additional_login_steps (session/*, auth/*, own terms). */
  whilePending?: boolean | ((ctx: SignedInContext) => boolean);
}

const split = (path: string): string[] => path.split('/').filter(Boolean);

export function anonymous(
  method: HttpMethod,
  path: string,
  handle: (ctx: RequestContext) => Reply,
  scope: Scope = 'base',
): Route {
  return { scope, method, pattern: split(path), handle };
}

export function signedIn(
  method: HttpMethod,
  path: string,
  handle: (ctx: SignedInContext) => Reply,
  options: SignedInOptions = {},
): Route {
  const run = (ctx: RequestContext): Reply => {
    const session = ctx.state.sessions.touch(ctx.token);
    const user = session && ctx.state.index.userById(session.userId);
    if (!session || !user) throw noSession();
    const signedInCtx: SignedInContext = { ...ctx, session, user };
    const { whilePending = false } = options;
    const allowed = typeof whilePending === 'function' ? whilePending(signedInCtx) : whilePending;
    if (!allowed && ctx.state.users.pendingSteps(user).length > 0) {
      throw new SandboxError(403, 'login_steps_pending', 'Additional login steps must be completed first');
    }
    return handle(signedInCtx);
  };
  return { scope: options.scope ?? 'base', method, pattern: split(path), handle: run };
}

export function matchRoute(
  route: Route,
  scope: Scope,
  method: string,
  segments: string[],
): Record<string, string> | undefined {
  if (route.scope !== scope || route.method !== method || route.pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, s] of segments.entries()) {
    const p = itemAt(route.pattern, i);
    if (p === ':id') {
      if (!/^\d+$/.test(s)) return undefined;
      params.id = s;
    } else if (p.startsWith(':')) params[p.slice(1)] = s;
    else if (p !== s) return undefined;
  }
  return params;
}

/** Refuses unless the caller is an adviser (role 'User'). */
export function requireAdviser(ctx: SignedInContext, what: string): void {
  if (ctx.user.role !== 'User') throw forbidden(`${what} is available to advisers only`);
}
