import type { UserRecord } from '../data/records';
import type { PlatformSession } from '../state/session-store';
import type { SandboxState } from '../state/sandbox-state';

/** GET session/user, and the body of a successful sign-in. Date-times go out as ISO strings. */
export function sessionUserView(state: SandboxState, user: UserRecord, session: PlatformSession) {
  const client = user.role === 'ClientUser' ? state.index.client(user.entityId) : undefined;
  const adviser = state.firm.advisers.find((a) => a.entityId === user.entityId);
  const methods = [...new Set(state.users.linkedDevices(user).map((d) => d.method))];
  return {
    id: user.userId,
    username: user.username,
    entity_id: user.entityId,
    entity_name: client?.entityName ?? adviser?.entityName ?? user.displayName,
    display_name: user.displayName,
    role_name: user.role,
    locale: user.locale,
    tfaMethods: methods,
    last_login: session.previousLogin,
    last_login_datetime: session.previousLogin,
    user_timezone: user.userTimezone,
    preferred_currency: user.preferredCurrency,
    client_access_level: client ? state.clients.current(client).clientAccessLevel : null,
    additional_login_steps: state.users.pendingSteps(user),
    login_profile_id: user.loginProfileId,
  };
}
