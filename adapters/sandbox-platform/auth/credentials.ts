import type { UserRecord } from '../data/records';
import { invalidCredentials, SandboxError } from '../http/errors';
import { bodyObject, requiredString } from '../http/wire';
import type { SandboxState } from '../state/sandbox-state';

/**
 * The username and password of a body, checked. Unknown user and wrong password give the same
 * answer, byte for byte, so the platform never tells which usernames exist.
 */
export function authenticate(
  state: SandboxState,
  body: unknown,
): { user: UserRecord; fields: Record<string, unknown> } {
  const fields = bodyObject(body);
  const username = requiredString(fields, 'username');
  const password = requiredString(fields, 'password');
  const user = state.index.userByUsername(username);
  if (!user || state.users.password(user) !== password) throw invalidCredentials();
  if (user.accountStatus === 'disabled') throw new SandboxError(403, 'account_disabled', 'Account has been disabled');
  if (user.accountStatus === 'deactivated') throw new SandboxError(403, 'account_deactivated', 'Account deactivated');
  return { user, fields };
}
