/** Marketing preferences (spec 3 §2 "Preferences page", §3 "Preferences", §5 "Others", §6, §8). */

/** spec 3 §3, §5: each preference is stored as '1' (on) or '0' (off). */
export type PreferenceFlag = '1' | '0';

export interface Preferences {
  email: boolean;
  mail: boolean;
  sms: boolean;
}

/** spec 3 §3: the platform's field for each preference. */
export const PREFERENCE_FIELDS = {
  email: 'comm_pref_email',
  mail: 'comm_pref_mail',
  sms: 'comm_pref_sms',
} as const satisfies Record<keyof Preferences, string>;

export const PREFERENCE_KEYS = ['email', 'mail', 'sms'] as const satisfies readonly (keyof Preferences)[];

/** spec 3 §5: '1' for on, '0' for off. */
export function toFlag(on: boolean): PreferenceFlag {
  return on ? '1' : '0';
}

/** spec 3 §5: only '1' (or the number 1) is on; anything else, missing included, is off. */
export function fromFlag(value: unknown): boolean {
  return value === '1' || value === 1;
}

/** Whether a value is one of the two the platform stores. */
export function isPreferenceFlag(value: unknown): value is PreferenceFlag {
  return value === '1' || value === '0';
}

/** spec 3 §2: Save and Cancel are enabled only after a change. */
export function preferencesChanged(saved: Preferences, current: Preferences): boolean {
  return PREFERENCE_KEYS.some((k) => saved[k] !== current[k]);
}

/** spec 3 §2 (the three checkboxes). */
export const PREFERENCE_LABELS: Record<keyof Preferences, string> = { email: 'Email', mail: 'Mail', sms: 'SMS' };

/** spec 3 §8 */
export const PREFERENCES_LOAD_ERROR =
  'There has been a problem loading your preferences. Please try again. If the problem persists please contact support.';
/** spec 3 §8 */
export const PREFERENCES_SAVE_ERROR =
  'There has been a problem saving your changes. Please try again. If the problem persists please contact support.';
/** spec 3 §8 */
export const PREFERENCES_UPDATED = 'Your preferences have been updated.';
/** spec 3 §6: an adviser with no client in context. */
export const ADVISER_PREFERENCES_NOTE = 'Please log in to XPlan to view and update your preferences';
