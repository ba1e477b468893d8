import { PlatformPort, type PlatformSessionUser } from '../../ports/platform.port';

/**
 * An in-memory PlatformPort for use-case specs: only the methods given exist, so any other call
 * fails the test loudly. Pass jest.fn()s to script answers and inspect calls.
 */
export function fakePlatform(methods: Partial<Record<keyof PlatformPort, (...args: any[]) => unknown>>): PlatformPort {
  return Object.assign(Object.create(PlatformPort.prototype) as PlatformPort, methods);
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
