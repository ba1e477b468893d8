import { ADVISER_CAPABILITIES, DEFAULT_LOGIN_PROFILE_ID, DEMO_PASSWORD, IDS } from './demo-constants';
import type { AdviserRecord, UserRecord } from './records';

const ADVISERS = [
  {
    username: 'adviser',
    entityId: IDS.adviserEntity,
    userId: IDS.adviserUser,
    firstName: 'Sarah',
    lastName: 'Whitfield',
  },
  {
    username: 'adviser2',
    entityId: IDS.adviser2Entity,
    userId: IDS.adviser2User,
    firstName: 'Tom',
    lastName: 'Ashcroft',
  },
] as const;

export function generateAdvisers(): { advisers: AdviserRecord[]; users: UserRecord[] } {
  const advisers = ADVISERS.map((a) => ({
    entityId: a.entityId,
    userId: a.userId,
    firstName: a.firstName,
    lastName: a.lastName,
    entityName: `${a.firstName} ${a.lastName}`,
  }));
  const users = ADVISERS.map((a): UserRecord => ({
    userId: a.userId,
    username: a.username,
    role: 'User',
    entityId: a.entityId,
    displayName: `${a.firstName} ${a.lastName}`,
    password: DEMO_PASSWORD,
    accountStatus: 'active',
    signIn: { kind: 'password' },
    mfaDevices: [],
    mobile: null,
    email: `${a.username}@example.com`,
    securityQuestions: [],
    pendingSteps: [],
    capabilities: [...ADVISER_CAPABILITIES],
    locale: 'en-gb',
    userTimezone: 'Europe/London',
    preferredCurrency: 'GBP',
    loginProfileId: DEFAULT_LOGIN_PROFILE_ID,
    lastLogin: '2025-05-30T08:45:00Z',
  }));
  return { advisers, users };
}
