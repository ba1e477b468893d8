import type { BiometricChoice } from '../../domain/account/biometric';
import type { Preferences } from '../../domain/account/preferences';
import { PlatformError } from '../ports/platform-error';
import {
  MyAccountPort,
  type AddressRecord,
  type ClientDetailsRecord,
  type ContactRecord,
  type DependentRecord,
} from '../ports/my-account.port';
import type { SessionPort } from '../ports/session.port';
import type { SiteConfigPort } from '../ports/site-config.port';
import type { SitePort } from '../ports/site.port';
import { GetBiometricUseCase, SetBiometricUseCase } from './biometric.use-cases';
import { GetPersonalDetailsUseCase } from './get-personal-details.use-case';
import { testActor } from '../session/testing/test-actor';
import { GetPreferencesUseCase, SetPreferencesUseCase } from './preferences.use-cases';
import { GetSecurityQuestionSettingsUseCase, SetSecurityQuestionsUseCase } from './security-questions.use-cases';

const CLIENT = testActor({ clientId: 7 });
const ADVISER = testActor({ clientId: 7, role: 'adviser' });

class FakeAccount extends MyAccountPort {
  prefs: Preferences = { email: true, mail: false, sms: true };
  stored: BiometricChoice | null = null;
  contactRows: ContactRecord[] = [];
  addressRows: AddressRecord[] = [];
  fail = false;
  async details(): Promise<ClientDetailsRecord> {
    if (this.fail) throw new PlatformError('unavailable', 503, 'down');
    return {
      title: 'Ms',
      firstName: 'Ada',
      middleName: null,
      lastName: 'Lovelace',
      dob: '1970-01-01',
      countryOfBirth: null,
      preferredEmail: null,
      ukDomiciled: null,
      ukDomicileCountry: null,
      maritalStatus: null,
      dependents: 0,
    };
  }
  async contacts() {
    return this.contactRows;
  }
  async addresses() {
    return this.addressRows;
  }
  async dependents(): Promise<DependentRecord[]> {
    return [];
  }
  async preferences() {
    return { ...this.prefs };
  }
  async setPreferences(req: { preferences: Preferences }) {
    this.prefs = { ...req.preferences };
  }
  async biometric() {
    return this.stored;
  }
  async setBiometric(req: { choice: BiometricChoice }) {
    this.stored = req.choice;
  }
}

const address = (addressType: number, streetName: string): AddressRecord => ({
  addressType,
  block: null,
  streetName,
  streetName2: null,
  street: null,
  suburb: 'Town',
  state: null,
  postcode: 'AB1 2CD',
  country: 'United Kingdom',
});

describe('GetPersonalDetailsUseCase', () => {
  it('normalises phones with their own dial codes, keeps emails, drops unknown types and picks each address by type', async () => {
    const account = new FakeAccount();
    account.contactRows = [
      { type: 'p2', value: '020 7946 0958', preferred: false, countryCode: '44' },
      { type: 'p1', value: 'reception only', preferred: false, countryCode: '44' },
      { type: 'm1', value: 'ada@example.com', preferred: true, countryCode: null },
      { type: 'x7', value: 'fax', preferred: false, countryCode: null },
    ];
    account.addressRows = [address(0, 'PO Box 1'), address(2, 'Adviser House'), address(1, '1 Home Street')];
    const result = await new GetPersonalDetailsUseCase(account).execute(CLIENT);
    if (!result.ok) throw new Error('expected details');
    expect(result.value.contacts).toEqual([
      { kind: 'work', value: '+442079460958', href: 'tel:+442079460958', preferred: false },
      { kind: 'home', value: 'reception only', href: null, preferred: false },
      { kind: 'email', value: 'ada@example.com', href: 'mailto:ada@example.com', preferred: true },
    ]);
    expect(result.value.residentialAddress?.lines).toEqual(['1 Home Street', 'Town']);
    expect(result.value.postalAddress?.lines).toEqual(['PO Box 1', 'Town']);
  });

  it('answers a platform failure as a portal error', async () => {
    const account = new FakeAccount();
    account.fail = true;
    const result = await new GetPersonalDetailsUseCase(account).execute(CLIENT);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'unavailable' }) });
  });
});

describe('preferences and biometric use cases', () => {
  it('gives the adviser read-only preferences and refuses their changes', async () => {
    const account = new FakeAccount();
    expect(await new GetPreferencesUseCase(account).execute(ADVISER)).toEqual({
      ok: true,
      value: { email: true, mail: false, sms: true, readOnly: true },
    });
    const refused = await new SetPreferencesUseCase(account).execute(ADVISER, {
      email: false,
      mail: false,
      sms: false,
    });
    expect(refused.ok).toBe(false);
    expect(account.prefs.email).toBe(true);
    expect(await new SetPreferencesUseCase(account).execute(CLIENT, { email: false, mail: true, sms: true })).toEqual({
      ok: true,
      value: { email: false, mail: true, sms: true, readOnly: false },
    });
  });

  it('lets only the client read and set the biometric choice', async () => {
    const account = new FakeAccount();
    expect((await new GetBiometricUseCase(account).execute(ADVISER)).ok).toBe(false);
    expect((await new SetBiometricUseCase(account).execute(ADVISER, '1')).ok).toBe(false);
    expect(await new SetBiometricUseCase(account).execute(CLIENT, '0')).toEqual({ ok: true, value: { stored: '0' } });
  });
});

describe('security question use cases', () => {
  const site = (options: unknown) =>
    ({
      load: async () => ({
        instance: {},
        settings: {},
        content: { securityQuestions: { options } },
        featureToggles: [],
      }),
    }) as unknown as SiteConfigPort;
  const platform = (version: string) => {
    const set: unknown[] = [];
    return {
      set,
      port: {
        getSite: async () => ({ siteLocales: ['en-gb'], version }),
        setSecurityQuestions: async (_c: unknown, req: unknown) => void set.push(req),
      } as unknown as SitePort & SessionPort,
    };
  };

  it('drops blank options, falls back to the defaults, and takes the minimum length from the version', async () => {
    const p = platform('22.8.233');
    expect(await new GetSecurityQuestionSettingsUseCase(p.port, site(['A?', ' ', 'B?', 'Other'])).execute()).toEqual({
      ok: true,
      value: { options: ['A?', 'B?'], minAnswerLength: 0 },
    });
    const defaults = await new GetSecurityQuestionSettingsUseCase(platform('22.9.237').port, site(undefined)).execute();
    expect(defaults.ok && defaults.value.minAnswerLength).toBe(8);
    expect(defaults.ok && defaults.value.options.length).toBeGreaterThan(2);
  });

  it('saves only a valid pair, with the custom question in place of Other', async () => {
    const p = platform('23.6.301');
    const settings = new GetSecurityQuestionSettingsUseCase(p.port, site(['A?', 'B?']));
    const use = new SetSecurityQuestionsUseCase(p.port, settings);
    expect(
      await use.execute(CLIENT, { question1: 'A?', answer1: 'short', question2: 'B?', answer2: 'long enough' }),
    ).toEqual({
      ok: true,
      value: { ok: false, errors: { answer1: 'Answer needs to be at least 8 characters' } },
    });
    expect(p.set).toEqual([]);
    expect(
      (await use.execute(ADVISER, { question1: 'A?', answer1: 'long enough', question2: 'B?', answer2: 'long enough' }))
        .ok,
    ).toBe(false);
    expect(
      await use.execute(CLIENT, {
        question1: 'A?',
        answer1: ' long enough ',
        question2: 'Other',
        customQuestion2: ' Mine? ',
        answer2: 'also long',
      }),
    ).toEqual({ ok: true, value: { ok: true } });
    expect(p.set).toEqual([
      {
        questions: [
          { question: 'A?', answer: 'long enough' },
          { question: 'Mine?', answer: 'also long' },
        ],
      },
    ]);
  });
});
