import { ClientsPort, type ClientListRow, type ClientSummary, type FieldChoice } from '../../ports/clients.port';
import type { PlatformCredential } from '../../ports/platform-credential';
import { SessionPort, type PlatformSessionUser } from '../../ports/session.port';
import { SignInPort } from '../../ports/sign-in.port';
import { SitePort } from '../../ports/site.port';

/** The platform's sign-in, site, session and clients ports in one, as the HTTP adapter serves them. */
export type FakePlatform = SignInPort & SitePort & SessionPort & ClientsPort;

/** The tokens a fake platform stands in for, to bind it in a Nest testing module. */
export const FAKE_PLATFORM_PORTS = [SignInPort, SitePort, SessionPort, ClientsPort] as const;

/**
 * An in-memory SignInPort, SitePort, SessionPort and ClientsPort for use-case specs: only the methods
 * given exist, so any other call fails the test loudly. Pass jest.fn()s to script answers and inspect calls.
 */
export function fakePlatform(methods: Partial<Record<keyof FakePlatform, (...args: any[]) => unknown>>): FakePlatform {
  return Object.assign(Object.create(null) as FakePlatform, methods);
}

export function sessionUser(over: Partial<PlatformSessionUser> = {}): PlatformSessionUser {
  return {
    id: 7,
    username: 'zoe@client',
    entityId: 70,
    entityName: 'Zoe Example',
    displayName: 'Zoe Example',
    roleName: 'ClientUser',
    locale: 'en-gb',
    tfaMethods: [],
    lastLogin: null,
    lastLoginDatetime: null,
    userTimezone: 'Europe/London',
    preferredCurrency: 'GBP',
    clientAccessLevel: 1,
    additionalLoginSteps: [],
    loginProfileId: 1,
    ...over,
  };
}

export const CREDENTIAL: PlatformCredential = { token: 'tok' };

/** The clientAccessLevel choices the platform gives (adapters/PLATFORM-API.md, "Entities"). */
export const ACCESS_LEVEL_CHOICES: FieldChoice[] = [
  { code: '0', description: 'Not Assigned' },
  { code: '1', description: 'Client Portfolio' },
  { code: '2', description: 'Client Assets' },
  { code: '3', description: 'Client Messages' },
];

export function clientSummary(over: Partial<ClientSummary> = {}): ClientSummary {
  return {
    entityId: 70,
    firstName: 'Zoe',
    lastName: 'Example',
    preferredName: null,
    salutation: null,
    addressTitle: null,
    dob: '1980-01-31',
    partnerEntityId: null,
    preferredCurrency: 'GBP',
    entityType: 'Individual',
    entityName: 'Example, Zoe',
    userTimezone: 'Europe/London',
    preferredEmail: 'zoe@example.test',
    preferredPostcode: 'AB1 2CD',
    externalId: null,
    lastLoginDatetime: null,
    clientAccessLevel: 1,
    userId: 7,
    xptReviewStatus: null,
    factfindStatus: null,
    roboJourneyType: null,
    roboJourneyStatus: null,
    ...over,
  };
}

export function clientRow(over: Partial<ClientListRow> = {}): ClientListRow {
  const id = over.id ?? 70;
  return {
    id,
    entityName: `Client ${id}`,
    firstName: null,
    lastName: null,
    preferredEmail: null,
    dob: null,
    preferredPostcode: null,
    clientAccessLevel: 1,
    userId: id * 10,
    bookmark: `bm-${id}`,
    ...over,
  };
}
