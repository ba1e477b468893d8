import type { UserRecord } from '../data/records';
import { SESSION_COOKIE } from '../http/node-server';
import type { Reply } from '../http/reply';
import type { SandboxState } from '../state/sandbox-state';
import { sessionUserView } from '../views/session-user.view';

/** Opens a platform session: 200, the session cookie and the session user. */
export function startSession(state: SandboxState, user: UserRecord): Reply {
  const session = state.sessions.create(user.userId, state.users.lastLogin(user));
  state.users.recordLogin(user, new Date(state.now()).toISOString().slice(0, 19) + 'Z');
  return {
    status: 200,
    body: sessionUserView(state, user, session),
    setCookie: [`${SESSION_COOKIE}=${session.token}; Path=/; HttpOnly`],
  };
}
