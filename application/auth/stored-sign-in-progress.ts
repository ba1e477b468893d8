import type { PlatformSessionUser } from '../ports/session.port';
import type { TfaDevice } from '../ports/sign-in.port';
import type { SignInProgress } from './sign-in-progress';

/*
 * Temporary. A session written before the sign-in and session ports spoke in application names holds
 * its sign-in progress with the devices and user in the platform's snake_case. This reads either shape as
 * today's. It can go once no session older than this version can exist: a sign-in in progress lives
 * only as long as a session's idle timeout.
 */

/** A camelCase name as the previous version spelled it ('entityId' as 'entity_id'). */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

/** A verification device as the previous version kept it: device_id. */
type EarlierTfaDevice = { [K in keyof TfaDevice as Snake<K>]: TfaDevice[K] };

/** The signed-in user as the previous version kept it: entity_id, role_name, ..., but tfaMethods as today. */
type EarlierSessionUser = {
  [K in keyof PlatformSessionUser as K extends 'tfaMethods' ? K : Snake<K>]: PlatformSessionUser[K];
};

type EarlierSignInProgress = Omit<SignInProgress, 'devices' | 'user'> & {
  devices?: EarlierTfaDevice[];
  user?: EarlierSessionUser;
};

/** A sign-in in progress as a session may hold it: written by this version or the previous one. */
export type StoredSignInProgress = SignInProgress | EarlierSignInProgress;

/** The sign-in in progress a session holds, in this version's shape whichever version wrote it. */
export function readSignInProgress(stored: StoredSignInProgress | undefined): SignInProgress | undefined {
  if (!stored) return undefined;
  const { devices, user, ...rest } = stored;
  return { ...rest, ...(devices && { devices: devices.map(readDevice) }), ...(user && { user: readUser(user) }) };
}

const readDevice = (d: TfaDevice | EarlierTfaDevice): TfaDevice =>
  'deviceId' in d ? d : { deviceId: d.device_id, method: d.method, target: d.target };

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
