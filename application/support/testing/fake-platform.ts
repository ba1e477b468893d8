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
    entity_id: 70,
    entity_name: 'Zoe Example',
    display_name: 'Zoe Example',
    role_name: 'ClientUser',
    locale: 'en-gb',
    tfaMethods: [],
    last_login: null,
    last_login_datetime: null,
    user_timezone: 'Europe/London',
    preferred_currency: 'GBP',
    client_access_level: 1,
    additional_login_steps: [],
    login_profile_id: 1,
    ...over,
  };
}

export const CREDENTIAL: PlatformCredential = { token: 'tok' };

/** The client_access_level choices the platform gives (adapters/PLATFORM-API.md, "Entities"). */
export const ACCESS_LEVEL_CHOICES: FieldChoice[] = [
  { code: '0', description: 'Not Assigned' },
  { code: '1', description: 'Client Portfolio' },
  { code: '2', description: 'Client Assets' },
  { code: '3', description: 'Client Messages' },
];

export function clientSummary(over: Partial<ClientSummary> = {}): ClientSummary {
  return {
    entity_id: 70,
    first_name: 'Zoe',
    last_name: 'Example',
    preferred_name: null,
    salutation: null,
    address_title: null,
    dob: '1980-01-31',
    partner_entity_id: null,
    preferred_currency: 'GBP',
    entity_type: 'Individual',
    entity_name: 'Example, Zoe',
    user_timezone: 'Europe/London',
    preferred_email: 'zoe@example.test',
    preferred_postcode: 'AB1 2CD',
    external_id: null,
    last_login_datetime: null,
    client_access_level: 1,
    user_id: 7,
    xpt_review_status: null,
    factfind_status: null,
    robo_journey_type: null,
    robo_journey_status: null,
    ...over,
  };
}

export function clientRow(over: Partial<ClientListRow> = {}): ClientListRow {
  const id = over.id ?? 70;
  return {
    id,
    entity_name: `Client ${id}`,
    first_name: null,
    last_name: null,
    preferred_email: null,
    dob: null,
    preferred_postcode: null,
    client_access_level: 1,
    user_id: id * 10,
    bookmark: `bm-${id}`,
    ...over,
  };
}
