/** Facts of the demo firm that PERSONAS.md fixes (a contract: keep them as written). */

export const DEMO_SEED = 20240611;
export const DEMO_PASSWORD = 'Demo-Passw0rd';
/** Every one-time and reset code the sandbox sends; any other six digits is wrong. */
export const DEMO_CODE = '123456';
export const CLIENT_USERNAME_SUFFIX = '@client';
export const DEFAULT_LOGIN_PROFILE_ID = 1;

/** Clients generated for `adviser` per unit of scale, on top of the personas. */
export const ADVISER_CLIENTS_PER_SCALE = 60;
/** adviser2's book: a fixed, disjoint set. */
export const ADVISER2_CLIENT_COUNT = 8;

/** Entity and user id ranges (listed for readers in sandbox-server.ts). */
export const IDS = {
  adviserEntity: 1001,
  adviser2Entity: 1002,
  adviserUser: 1,
  adviser2User: 2,
  firstPersonaEntity: 10001,
  firstPersonaUser: 101,
  firstAdviser2Client: 10501,
  firstGeneratedClient: 11001,
  /** A generated client's user id is its entity id plus this offset. */
  generatedUserOffset: 100000,
  ameliaGroup: 501,
} as const;

export const CLIENT_CAPABILITIES = ['view_portfolio', 'view_marketdata'];
export const ADVISER_CAPABILITIES = [
  'view_portfolio',
  'view_marketdata',
  'live_marketdata_access',
  'modelling_by_target_sets',
];

export function maskPhone(phone: string): string {
  return `*******${phone.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '****' : `${email[0]}****${email.slice(at)}`;
}
