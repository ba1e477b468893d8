import { LoginStatus } from '../../domain/auth/login-status';
import { sessionUser } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { readSignInProgress, type StoredSignInProgress } from './stored-sign-in-progress';

describe('readSignInProgress', () => {
  const current = progressAt(LoginStatus.MfaRequired, {
    devices: [{ deviceId: 'd1', method: 'sms', target: '*******4321' }],
    credential: { token: 'tok' },
    user: sessionUser({ entityId: 70, additionalLoginSteps: ['SiteTerms'] }),
  });

  it('reads a progress this version wrote as it is', () => {
    expect(readSignInProgress(current)).toEqual(current);
  });

  it("reads a progress the previous version wrote, with the devices and user in the platform's names", () => {
    const earlier: StoredSignInProgress = {
      status: LoginStatus.MfaRequired,
      tab: 'client',
      username: 'zoe@client',
      password: 'pw',
      devices: [{ device_id: 'd1', method: 'sms', target: '*******4321' }],
      credential: { token: 'tok' },
      user: {
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
        additional_login_steps: ['SiteTerms'],
        login_profile_id: 1,
      },
    };
    expect(readSignInProgress(earlier)).toEqual(current);
  });

  it('leaves out the devices and user a progress does not have yet, and reads no progress as none', () => {
    const started = progressAt(LoginStatus.Default);
    expect(readSignInProgress(started)).toStrictEqual(started);
    expect(readSignInProgress(undefined)).toBeUndefined();
  });
});
