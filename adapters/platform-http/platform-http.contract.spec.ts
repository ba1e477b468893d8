import { HttpService } from '@nestjs/axios';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import { fromPlatformError } from '../../application/errors/portal-error';
import { PORTAL_ERROR_SENTENCES } from '../../application/errors/error-sentences';
import { PlatformError } from '../../application/ports/platform-error';
import { LOST_SESSION_MESSAGES } from '../../domain/errors/error-toast';
import { createAdviserDetailsHttpAdapter } from './adviser-details-http.adapter';
import { createAssetsHttpAdapter } from './assets-http.adapter';
import { createMyAccountHttpAdapter } from './my-account-http.adapter';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { withPlatformHttpDefaults, type PlatformHttpConfigInput } from './platform-http.config';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { createPortfolioHttpAdapter } from './portfolio-http.adapter';
import { startStubPlatform, type StubHandler, type StubPlatform } from './testing/stub-platform';
import { first } from '../../domain/shared/present';

const cred = { token: 'tok-9' };
const HTML_500 =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>xplan-app-3.internal: Traceback (most recent call last)</p></body></html>';

/**
 * The platform contract as the public evidence of the real platform describes it
 * (shared/design/PLATFORM-WIRE.md; adapters/PLATFORM-API.md), checked against a stub platform, without
 * the sandbox: error bodies, a 500 that is not JSON, a missing entry point with the spec's fallback,
 * 401s, entity reads in both shapes, fields-wrapped writes and the application key on every call.
 */
describe('the platform contract (stub platform, no sandbox)', () => {
  let stub: StubPlatform;
  let handler: StubHandler;
  let lines: { level: 'warn' | 'log'; text: string }[];
  const log: TransportLog = {
    warn: (text) => void lines.push({ level: 'warn', text }),
    log: (text) => void lines.push({ level: 'log', text }),
  };
  const config = (more: Partial<PlatformHttpConfigInput> = {}): PlatformHttpConfigInput => ({
    baseUrl: stub.baseUrl,
    retryAttempts: 1,
    ...more,
  });

  beforeAll(async () => {
    stub = await startStubPlatform((req) => handler(req));
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    lines = [];
    handler = () => ({ status: 204 });
  });

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as PlatformError,
    );

  describe('errors', () => {
    it("reads an error object by its status and the spec's texts; error_code, when sent, is only a hint", async () => {
      const platform = createPlatformHttpAdapter(config(), log);
      const answer = (status: number, body: object) => (handler = () => ({ status, body }));

      answer(400, { api_message: 'agreed_date is required', user_message: null });
      expect(await failure(platform.getSessionUser(cred))).toMatchObject({
        code: 'validation',
        status: 400,
        apiMessage: 'agreed_date is required',
        userMessage: null,
      });

      // No error_code at all: the spec's words decide (spec 1 §4.1, §4.2, §8).
      answer(400, { api_message: 'Password reset code incorrect or invalid for user', user_message: null });
      expect(await failure(platform.checkPasswordResetCode({ userId: 'ann', resetCode: '1' }))).toMatchObject({
        code: 'reset_code_invalid',
      });
      answer(403, { api_message: 'Account deactivated', user_message: 'Account deactivated' });
      expect(await failure(platform.login({ username: 'ann', password: 'pw' }))).toMatchObject({
        code: 'account_deactivated',
        status: 403,
      });
      answer(403, { api_message: 'Account has been disabled', user_message: null });
      expect(await failure(platform.login({ username: 'ann', password: 'pw' }))).toMatchObject({
        code: 'account_disabled',
      });

      // spec 1 §4.2: on the password reset these words are the security answers; on any other call a refused request.
      answer(400, { api_message: 'One or more of the arguments are missing or incorrect.', user_message: null });
      expect(
        await failure(platform.resetPassword({ userId: 'ann', resetCode: '1', newPassword: 'x', answers: ['a', 'b'] })),
      ).toMatchObject({ code: 'security_answers_incorrect' });
      expect(
        await failure(platform.forgotUsername({ preferredEmail: 'a@b.c', roleType: 'client', dob: '1970-01-01' })),
      ).toMatchObject({ code: 'validation' });

      // A hint alone still counts; a hint the texts contradict does not.
      answer(400, { error_code: 'bad_otp', api_message: 'bad', user_message: null });
      expect(await failure(platform.getSessionUser(cred))).toMatchObject({ code: 'bad_otp' });
      answer(403, { error_code: 'account_disabled', api_message: 'Account deactivated', user_message: null });
      expect(await failure(platform.getSessionUser(cred))).toMatchObject({ code: 'account_deactivated' });
    });

    it("never parses a 500: an HTML body (or any) reaches no text, and the user gets the portal's sentence", async () => {
      const platform = createPlatformHttpAdapter(config(), log);
      handler = () => ({ status: 500, text: HTML_500, headers: { 'Content-Type': 'text/html' } });
      const html = await failure(platform.getSite());
      expect(html).toBeInstanceOf(PlatformError);
      expect(html).toMatchObject({ code: 'unavailable', status: 500, apiMessage: null, userMessage: null });
      const portal = fromPlatformError(html);
      expect(portal).toEqual({ code: 'unavailable', message: PORTAL_ERROR_SENTENCES.unavailable, apiMessage: null });
      expect(JSON.stringify(portal)).not.toMatch(/html|Traceback|internal/i);
      // The log keeps what the platform said, for support.
      expect(lines.find((l) => l.text.includes('GET') && l.text.includes('/site'))?.text).toContain(
        'Internal Server Error',
      );

      // Not even a 500 whose body happens to be JSON is read.
      handler = () => ({
        status: 500,
        body: {
          error_code: 'x',
          api_message: 'NullPointerException at Entity.java:42',
          user_message: 'Something broke',
        },
      });
      expect(await failure(platform.getSite())).toMatchObject({
        code: 'unavailable',
        apiMessage: null,
        userMessage: null,
      });

      // A gateway's text page (502) says nothing the user may see either.
      handler = () => ({
        status: 502,
        text: '<html><body>Bad Gateway</body></html>',
        headers: { 'Content-Type': 'text/html' },
      });
      expect(await failure(platform.getSite())).toMatchObject({
        code: 'unavailable',
        status: 502,
        apiMessage: null,
        userMessage: null,
      });
    });

    it('reads a wrong-password 401 on auth/login as invalid credentials, and any other 401 as a lost session', async () => {
      const platform = createPlatformHttpAdapter(config(), log);
      // Whatever the body says, or if it says nothing.
      for (const body of [
        {
          error_code: 'invalid_credentials',
          api_message: 'Either your username or your password is incorrect',
          user_message: null,
        },
        {},
        { api_message: 'Unauthorized' },
      ]) {
        handler = () => ({ status: 401, body });
        expect(await failure(platform.login({ username: 'ann', password: 'wrong' }))).toMatchObject({
          code: 'invalid_credentials',
          status: 401,
        });
        expect(
          await failure(
            platform.validateTfa({
              username: 'ann',
              password: 'wrong',
              deviceId: 'd',
              method: 'sms',
              code: '1',
              loginOnSuccess: true,
            }),
          ),
        ).toMatchObject({ code: 'invalid_credentials' });
        expect(
          await failure(
            platform.changeExpiredPassword({ username: 'ann', password: 'wrong', newPassword: 'N3w-password' }),
          ),
        ).toMatchObject({ code: 'invalid_credentials' });
        const lost = await failure(platform.getSessionUser(cred));
        expect(lost).toMatchObject({ code: 'no_session', status: 401 });
        // Whatever the platform's words, the web app is sent to sign-in with the lost-session marker (spec 1 §8).
        expect(fromPlatformError(lost)).toMatchObject({ code: 'no_session', apiMessage: LOST_SESSION_MESSAGES[0] });
        expect(
          await failure(platform.changePassword(cred, { currentPassword: 'old', newPassword: 'N3w-password' })),
        ).toMatchObject({ code: 'no_session' });
      }
    });
  });

  describe('a 404 on an entry point the spec gives a fallback for', () => {
    it("reads a group's transactions from its accounts, and logs the missing entry point once", async () => {
      const portfolio = createPortfolioHttpAdapter(config(), log);
      handler = (req) =>
        req.url.includes('/portfolio/group/account/code/')
          ? { status: 404, body: { api_message: 'Not found', user_message: null } }
          : {
              status: 200,
              body: [
                {
                  transaction_id: 1,
                  accountid: 11,
                  trade_date: { _type: 'Date', _val: '2024-01-02' },
                  gross_amount: { _type: 'Currency', _val: { code: 'GBP', value: '10' } },
                  bookmark: 'b1',
                },
              ],
            };
      const query = { credential: cred, accountIds: [11], clientId: 5, code: 'ISA' };
      for (let i = 0; i < 3; i++) {
        const page = await portfolio.groupTransactions(query);
        expect(page.rows.map((r) => r.id)).toEqual([1]);
      }
      expect(stub.requests.map((r) => r.url.split('?')[0])).toEqual(
        Array(3)
          .fill(['/resourceful/portfolio/group/account/code/ISA/transaction', '/resourceful/portfolio/transaction'])
          .flat(),
      );
      const missing = lines.filter((l) =>
        /Entry point .*portfolio\/group\/account\/code\/\{code\}\/transaction answered 404/.test(l.text),
      );
      expect(missing).toHaveLength(1);
      expect(missing[0]).toMatchObject({ level: 'warn', text: expect.stringContaining('read from its accounts') });
    });

    it('takes the custom field nbr_under_advice as absent, and logs its missing lookup once', async () => {
      const assets = createAssetsHttpAdapter(config(), log);
      handler = () => ({ status: 404, body: { api_message: 'No such field', user_message: null } });
      const ask = () =>
        assets.customFieldExists({ credential: cred, entity: 'entity_asset', field: 'nbr_under_advice' });
      await expect(ask()).resolves.toBe(false);
      await expect(ask()).resolves.toBe(false);
      expect(
        lines.filter((l) => l.text.includes('Entry point GET ufield/entity_asset/nbr_under_advice answered 404')),
      ).toHaveLength(1);
      // A 500 falls back too (spec 2 §4), but says nothing of a missing entry point.
      lines = [];
      handler = () => ({ status: 500, text: HTML_500 });
      await expect(
        createAssetsHttpAdapter(config(), log).customFieldExists({
          credential: cred,
          entity: 'entity_asset',
          field: 'nbr_under_advice',
        }),
      ).resolves.toBe(false);
      expect(lines.filter((l) => l.text.includes('Entry point'))).toEqual([]);
    });
  });

  describe('entity reads, nested under fields or flat', () => {
    const nested = (values: object) => ({ id: 12, entity_name: 'Smith, Ann', fields: values });

    it.each([
      ['nested under fields', nested],
      ['flat', (values: object) => ({ ...values })],
    ])('reads the client summary, preferences, client_adviser and details %s alike', async (_shape, shape) => {
      const values = {
        entity_id: 12,
        preferred_currency: 'EUR',
        partner_entity_id: 13,
        xpt_review_status: 'InProgress',
        client_access_level: 2,
        client_adviser: 1001,
        comm_pref_email: '1',
        comm_pref_mail: '0',
        comm_pref_sms: '1',
        first_name: 'Ann',
        dob: { _type: 'Date', _val: '1961-04-12' },
      };
      handler = () => ({ status: 200, body: shape(values) });
      const platform = createPlatformHttpAdapter(config(), log);

      const client = await platform.getClient(cred, 12);
      expect(client).toMatchObject({
        entityId: 12,
        preferredCurrency: 'EUR',
        partnerEntityId: 13,
        xptReviewStatus: 'InProgress',
        clientAccessLevel: 2,
        dob: '1961-04-12',
      });
      expect(client).not.toHaveProperty('fields');
      await expect(
        createMyAccountHttpAdapter(config(), log).preferences({ credential: cred, entityId: 12 }),
      ).resolves.toEqual({ email: true, mail: false, sms: true });
      await expect(
        createAdviserDetailsHttpAdapter(config(), log).clientAdviser({ credential: cred, clientId: 12 }),
      ).resolves.toBe(1001);
      await expect(
        createMyAccountHttpAdapter(config(), log).details({ credential: cred, entityId: 12 }),
      ).resolves.toMatchObject({ firstName: 'Ann', dob: '1961-04-12' });

      handler = () => ({ status: 200, body: [shape(values)] });
      expect((await platform.findClientsByUser(cred, 5))[0]).toMatchObject({ entityId: 12, clientAccessLevel: 2 });
    });

    it("takes a client's entity_id from the id beside its fields when the fields leave it out", async () => {
      handler = () => ({ status: 200, body: nested({ preferred_currency: 'USD' }) });
      await expect(
        createPlatformHttpAdapter(config(), log).getClient(cred, 12, ['preferredCurrency']),
      ).resolves.toEqual({ entityName: 'Smith, Ann', preferredCurrency: 'USD', entityId: 12 });
    });
  });

  describe('writes', () => {
    it('wraps every entity write in fields', async () => {
      const platform = createPlatformHttpAdapter(config(), log);
      const account = createMyAccountHttpAdapter(config(), log);
      await platform.patchClient(cred, 12, { xptReviewStatus: 'ChangesReported' });
      await account.setPreferences({
        credential: cred,
        entityId: 12,
        preferences: { email: true, mail: false, sms: true },
      });
      await account.setBiometric({ credential: cred, entityId: 12, choice: '1' });
      await platform.agreeTerms(cred, 12, { content: 'T&C', agreedDate: '2024-06-01', desc: 'Login Disclaimer' });
      expect(stub.requests.map((r) => [r.method, r.url, r.body])).toEqual([
        ['PATCH', '/resourceful/entity/client-v4/12', { fields: { xpt_review_status: 'ChangesReported' } }],
        [
          'PATCH',
          '/resourceful/entity/client-v3/12',
          { fields: { comm_pref_email: '1', comm_pref_mail: '0', comm_pref_sms: '1' } },
        ],
        ['PUT', '/resourceful/entity/client-v3/12/biometric_permission', { fields: { biometric_permission: '1' } }],
        [
          'POST',
          '/resourceful/entity/client-v3/12/terms_and_conditions',
          { fields: { content: 'T&C', agreed_date: { _type: 'Date', _val: '2024-06-01' }, desc: 'Login Disclaimer' } },
        ],
      ]);
    });

    it('sets security questions by POST of the bare array, and changes the password with old_password', async () => {
      const platform = createPlatformHttpAdapter(config(), log);
      const questions = [
        { question: 'First pet?', answer: 'Rex' },
        { question: 'First school?', answer: 'St Mary' },
      ];
      await platform.setSecurityQuestions(cred, { questions });
      await platform.changePassword(cred, { currentPassword: 'Old-pass1', newPassword: 'N3w-password' });
      expect(stub.requests.map((r) => [r.method, r.url, r.body])).toEqual([
        ['POST', '/resourceful/session/password_reset_questions', questions],
        ['PUT', '/resourceful/session/password', { old_password: 'Old-pass1', new_password: 'N3w-password' }],
      ]);
    });

    it("reads a client's capabilities from entity/client-v3/{id}/capability, the session's own from session/capability", async () => {
      handler = () => ({ status: 200, body: ['view_portfolio'] });
      const platform = createPlatformHttpAdapter(config(), log);
      await platform.getCapabilities(cred, { entityId: 12 });
      await platform.getCapabilities(cred);
      expect(stub.requests.map((r) => r.url)).toEqual([
        '/resourceful/entity/client-v3/12/capability',
        '/resourceful/session/capability',
      ]);
    });
  });

  describe('the application key', () => {
    it('goes as X-Xplan-App-id on every call: anonymous, signed in, writes, the origin-root calls, downloads and batches', async () => {
      handler = (req) => ({
        status: 200,
        body: req.method === 'PUT' ? { deviceId: 'd2' } : req.url === '/resourceful?goal=g' ? [] : {},
      });
      const withKey = config({ appId: 'portal-app-7' });
      const platform = createPlatformHttpAdapter(withKey, log);
      await platform.getSite();
      await platform.login({ username: 'ann', password: 'pw' }).catch(() => undefined);
      await platform.getSessionUser(cred);
      await platform.patchClient(cred, 12, { factfindStatus: '0' });
      await platform.getTfaDetails(cred);
      await platform.chooseTfaMethod(cred, 'email');
      await createAdviserDetailsHttpAdapter(withKey, log).photo({
        credential: cred,
        path: 'planning/images/advisers/1001.svg',
      });
      // A batch is one call of the same transport: its POST to the base carries the key like any other.
      const transport = new PlatformHttpTransport(
        new HttpService(axios.create() as AxiosInstance),
        withPlatformHttpDefaults(withKey),
        log,
      );
      await transport.call({
        method: 'POST',
        url: `${stub.baseUrl}?goal=g`,
        body: { batch: [], include_subtimings: false },
        cred,
      });

      expect(stub.requests).toHaveLength(8);
      expect(stub.requests.map((r) => [r.method, r.url.split('?')[0], r.headers['x-xplan-app-id']])).toEqual([
        ['GET', '/resourceful/site', 'portal-app-7'],
        ['POST', '/resourceful/auth/login', 'portal-app-7'],
        ['GET', '/resourceful/session/user', 'portal-app-7'],
        ['PATCH', '/resourceful/entity/client-v4/12', 'portal-app-7'],
        ['GET', '/api/tfa/details', 'portal-app-7'],
        ['PUT', '/api/tfa/method', 'portal-app-7'],
        ['GET', '/planning/images/advisers/1001.svg', 'portal-app-7'],
        ['POST', '/resourceful', 'portal-app-7'],
      ]);
    });

    it('is not sent when none is configured', async () => {
      handler = () => ({ status: 200, body: {} });
      await createPlatformHttpAdapter(config(), log).getSite();
      expect(first(stub.requests).headers).not.toHaveProperty('x-xplan-app-id');
    });
  });
});
