import { itemAt } from '../../../domain/shared/present';
import {
  CLIENT_CAPABILITIES,
  CLIENT_USERNAME_SUFFIX,
  DEFAULT_LOGIN_PROFILE_ID,
  DEMO_PASSWORD,
  IDS,
} from './demo-constants';
import { FEMALE_FIRST_NAMES, INWARD_LETTERS, MALE_FIRST_NAMES, OUTWARD_CODES, SURNAMES } from './names';
import { intBetween, pick, recordRng, type Rng } from './prng';
import type { ClientRecord, UserRecord } from './records';

/** Sub-seed areas: people (who they are) and access (whether and how they use the portal). */
const PEOPLE_AREA = 'people';
const ACCESS_AREA = 'access';

const DAY_MS = 86_400_000;
const DOB_FROM = Date.UTC(1935, 0, 1);
const DOB_DAYS = 67 * 365;
const LOGIN_FROM = Date.UTC(2024, 0, 1);
const LOGIN_DAYS = 500;
const TRUST_SHARE = 0.04;
const NO_USER_SHARE = 0.15;
/** Access level codes weighted towards Portfolio: 1 half the time, 2, 3 and 0 sharing the rest. */
const ACCESS_LEVELS = [1, 1, 1, 1, 1, 1, 2, 2, 3, 3, 0, 0] as const;

export interface GeneratedClient {
  client: ClientRecord;
  user: UserRecord | null;
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const ascii = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

function postcode(rng: Rng): string {
  const letters = (): string => itemAt(INWARD_LETTERS, Math.floor(rng() * INWARD_LETTERS.length));
  return `${pick(rng, OUTWARD_CODES)} ${intBetween(rng, 1, 9)}${letters()}${letters()}`;
}

/**
 * One generated client of an adviser. `index` numbers the adviser's generated book (stable streams:
 * client 7 is the same client at every scale).
 */
export function generateClient(
  seed: number,
  stream: string,
  index: number,
  entityId: number,
  adviserEntityId: number,
): GeneratedClient {
  const rng = recordRng(seed, `${PEOPLE_AREA}:${stream}`, index);
  const trust = rng() < TRUST_SHARE;
  const female = rng() < 0.5;
  const firstName = pick(rng, female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = pick(rng, SURNAMES);
  const dob = isoDate(DOB_FROM + intBetween(rng, 0, DOB_DAYS) * DAY_MS);
  const preferredPostcode = postcode(rng);
  const mobile = `+447700${String(intBetween(rng, 900000, 900999))}`;
  const access = recordRng(seed, `${ACCESS_AREA}:${stream}`, index);
  const hasUser = !trust && access() >= NO_USER_SHARE;
  const level = pick(access, ACCESS_LEVELS);
  const lastLogin = hasUser
    ? new Date(LOGIN_FROM + access() * LOGIN_DAYS * DAY_MS).toISOString().slice(0, 19) + 'Z'
    : null;
  const userId = hasUser ? entityId + IDS.generatedUserOffset : null;
  const salutation = female ? pick(rng, ['Mrs', 'Ms', 'Miss', 'Dr']) : pick(rng, ['Mr', 'Mr', 'Dr']);
  const email = trust
    ? `trustees.${ascii(lastName)}.${entityId}@example.com`
    : `${ascii(firstName)}.${ascii(lastName)}.${entityId}@example.com`;

  const client: ClientRecord = {
    entityId,
    adviserEntityId,
    entityType: trust ? 'Trust' : 'Individual',
    firstName: trust ? null : firstName,
    lastName: trust ? null : lastName,
    preferredName: trust ? null : firstName,
    salutation: trust ? null : salutation,
    addressTitle: trust ? 'The Trustees' : `${salutation} ${firstName[0]} ${lastName}`,
    entityName: trust ? `The ${lastName} Family Trust` : `${firstName} ${lastName}`,
    dob: trust ? null : dob,
    preferredEmail: email,
    preferredPostcode,
    mobile: trust ? null : mobile,
    partnerEntityId: null,
    preferredCurrency: 'GBP',
    userTimezone: 'Europe/London',
    externalId: `CL-${entityId}`,
    lastLoginDatetime: lastLogin,
    clientAccessLevel: hasUser ? level : null,
    userId,
    xptReviewStatus: null,
    factfindStatus: null,
    roboJourneyType: null,
    roboJourneyStatus: null,
  };
  const user: UserRecord | null =
    userId === null
      ? null
      : {
          userId,
          username: `${ascii(firstName)}.${ascii(lastName)}.${entityId}${CLIENT_USERNAME_SUFFIX}`,
          role: 'ClientUser',
          entityId,
          displayName: client.entityName,
          password: DEMO_PASSWORD,
          accountStatus: 'active',
          signIn: { kind: 'password' },
          mfaDevices: [],
          mobile,
          email,
          securityQuestions: [],
          pendingSteps: [],
          capabilities: [...CLIENT_CAPABILITIES],
          locale: 'en-gb',
          userTimezone: 'Europe/London',
          preferredCurrency: 'GBP',
          loginProfileId: DEFAULT_LOGIN_PROFILE_ID,
          lastLogin,
        };
  return { client, user };
}
