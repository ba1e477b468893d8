import type { MfaMethod } from '../../domain/auth/login-status';
import type { RoleName } from '../../domain/access/access-level';
import type { PlatformSessionUser } from '../ports/session.port';
import type { TfaDevice } from '../ports/sign-in.port';
import type { SignInProgress } from './sign-in-progress';

/*
 * Temporary. A session written before the sign-in and session ports spoke in application names holds
 * its sign-in progress with the devices and user in the platform's snake_case. This reads either shape as
 * today's. It can go once no session older than this version can exist: a sign-in in progress lives
 * only as long as a session's idle timeout.
 */

/** A verification device as the previous version kept it. */
interface EarlierTfaDevice {
  device_id: string;
  method: MfaMethod;
  target: string;
}

/** The signed-in user as the previous version kept it. */
interface EarlierSessionUser {
  id: number;
  username: string;
  entity_id: number | null;
  entity_name: string;
  display_name: string;
  role_name: RoleName;
  locale: string;
  tfaMethods: MfaMethod[];
  last_login: string | null;
  last_login_datetime: string | null;
  user_timezone: string;
  preferred_currency: string;
  client_access_level: number | null;
  additional_login_steps: string[];
  login_profile_id: number;
}

type EarlierSignInProgress = Omit<SignInProgress, 'devices' | 'user'> & { devices?: EarlierTfaDevice[]; user?: EarlierSessionUser };

/** A sign-in in progress as a session may hold it: written by this version or the previous one. */
export type StoredSignInProgress = SignInProgress | EarlierSignInProgress;

/** The sign-in in progress a session holds, in this version's shape whichever version wrote it. */
export function readSignInProgress(stored: StoredSignInProgress | undefined): SignInProgress | undefined {
  if (!stored) return undefined;
  const { devices, user, ...rest } = stored;
  return { ...rest, ...(devices && { devices: devices.map(readDevice) }), ...(user && { user: readUser(user) }) };
}

const readDevice = (d: TfaDevice | EarlierTfaDevice): TfaDevice => ('deviceId' in d ? d : { deviceId: d.device_id, method: d.method, target: d.target });

function readUser(u: PlatformSessionUser | EarlierSessionUser): PlatformSessionUser {
  if ('entityId' in u) return u;
  return {
    id: u.id,
    username: u.username,
    entityId: u.entity_id,
    entityName: u.entity_name,
    displayName: u.display_name,
    roleName: u.role_name,
    locale: u.locale,
    tfaMethods: u.tfaMethods,
    lastLogin: u.last_login,
    lastLoginDatetime: u.last_login_datetime,
    userTimezone: u.user_timezone,
    preferredCurrency: u.preferred_currency,
    clientAccessLevel: u.client_access_level,
    additionalLoginSteps: u.additional_login_steps,
    loginProfileId: u.login_profile_id,
  };
}
