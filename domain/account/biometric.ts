import { present } from '../shared/present';

/** Biometric login permission (spec 3 §2, §3 "Biometric permission", §4, §6, §8; spec 1 §2.6). */

/** spec 3 §3, §7: the stored permission is '1' or '0'; null while never chosen. */
export type BiometricChoice = '1' | '0';

export function isBiometricChoice(value: unknown): value is BiometricChoice {
  return value === '1' || value === '0';
}

/**
 * spec 1 §2.6, spec 3 §2: the My Account link shows only inside the mobile wrapper, and is hidden
 * once a stored choice of 0 or 1 exists.
 */
export function biometricLinkVisible(inWrapper: boolean, stored: BiometricChoice | null | undefined): boolean {
  return inWrapper && !isBiometricChoice(stored);
}

/** The token the mobile wrapper adds to its user agent. */
export const WRAPPER_USER_AGENT_TOKEN = 'ClientOnlineApp';
/** The query flag that turns wrapper mode on in any browser (remembered for the session): ?wrapper=mobile. */
export const WRAPPER_QUERY_PARAM = 'wrapper';
export const WRAPPER_QUERY_VALUE = 'mobile';

/** Whether a page runs inside the mobile wrapper: its user agent token, or the query flag. */
export function detectsWrapper(userAgent: string | null | undefined, search: string | null | undefined): boolean {
  if ((userAgent ?? '').includes(WRAPPER_USER_AGENT_TOKEN)) return true;
  const match = new RegExp(`[?&]${WRAPPER_QUERY_PARAM}=([^&#]*)`).exec(search ?? '');
  return !!match && decodeURIComponent(present(match[1], 'the value the pattern requires')) === WRAPPER_QUERY_VALUE;
}

/** The header the web app sends on biometric requests while in wrapper mode (spec 3 §6: wrapper only). */
export const WRAPPER_HEADER = 'x-client-wrapper';
export const WRAPPER_HEADER_VALUE = 'mobile';
/** Not in the spec: a biometric choice sent from outside the mobile app. */
export const BIOMETRIC_WRAPPER_ONLY = 'Biometric login can be set only in the mobile app.';

/** Whether a request comes from the mobile wrapper: the wrapper header, or the wrapper's user agent token. A product rule, not a security boundary. */
export function requestFromWrapper(
  userAgent: string | null | undefined,
  wrapperHeader: string | null | undefined,
): boolean {
  return (
    (wrapperHeader ?? '').trim().toLowerCase() === WRAPPER_HEADER_VALUE ||
    (userAgent ?? '').includes(WRAPPER_USER_AGENT_TOKEN)
  );
}

/** The message posted to the wrapper when the permission is saved (see docs/api.md, "Mobile wrapper"). */
export function biometricWrapperMessage(choice: BiometricChoice): {
  type: 'biometricPermission';
  value: BiometricChoice;
} {
  return { type: 'biometricPermission', value: choice };
}

/** spec 3 §2 */
export const BIOMETRIC_CHECKBOX_LABEL =
  'Allow me to log in with biometrics (fingerprint or face recognition) on this device';
/** spec 3 §8: 'Problems retrieving or saving your permission to use biometric login.' */
export const BIOMETRIC_LOAD_ERROR =
  'There was a problem retrieving your permission to use biometric login. Please try again.';
/** spec 3 §8 */
export const BIOMETRIC_SAVE_ERROR =
  'There was a problem saving your permission to use biometric login. Please try again.';
/** spec 3 §8 */
export const BIOMETRIC_SET = 'Your permission choice has been set';
