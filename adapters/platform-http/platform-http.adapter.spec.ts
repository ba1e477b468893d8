import { createPlatformHttpAdapter, type PlatformHttpAdapter } from './platform-http.adapter';
import { startStubPlatform, type StubHandler, type StubPlatform } from './testing/stub-platform';
import { first, itemAt } from '../../domain/shared/present';

const cred = { token: 'tok-1' };

describe('PlatformHttpAdapter on the wire', () => {
  let stub: StubPlatform;
  let handler: StubHandler;
  let platform: PlatformHttpAdapter;
  beforeAll(async () => {
    stub = await startStubPlatform((req) => handler(req));
    platform = createPlatformHttpAdapter({ baseUrl: `${stub.baseUrl}/` });
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    handler = () => ({ status: 204 });
  });

  it('asks for fields.N on getClient, sends the cookie and unwraps typed values', async () => {
    handler = () => ({
      status: 200,
      body: {
        entity_id: 12,
        dob: { _type: 'Date', _val: '1961-04-12' },
        total: { _type: 'Currency', _val: { code: 'GBP', value: '10.5' } },
      },
    });

    const client = await platform.getClient(cred, 12, ['entityName', 'dob']);

    expect(client).toEqual({ entityId: 12, dob: '1961-04-12' });
    expect(first(stub.requests).url).toBe('/resourceful/entity/client-v4/12?fields.0=entity_name&fields.1=dob');
    expect(first(stub.requests).headers.cookie).toBe('XPLANID=tok-1');
  });

  it('reads the site and a login profile as the site port names them', async () => {
    handler = (req) =>
      req.url.endsWith('/site')
        ? { status: 200, body: { site_locales: ['en-gb'], version: '23.6.301' } }
        : { status: 200, body: { id: 4, inactive_session_timeout_client: 30 } };
    expect(await platform.getSite()).toEqual({ siteLocales: ['en-gb'], version: '23.6.301' });
    expect(await platform.getLoginProfile(4)).toEqual({ id: 4, clientInactivityTimeoutMinutes: 30 });
    expect(stub.requests.map((r) => r.url)).toEqual([
      '/resourceful/site',
      '/resourceful/sysadmin/loginsetting/login_profile/4',
    ]);
  });

  it('reads the full record without fields', async () => {
    handler = () => ({ status: 200, body: { entity_id: 12 } });
    await platform.getClient(cred, 12);
    expect(first(stub.requests).url).toBe('/resourceful/entity/client-v4/12');
  });

  it('lists clients with the paging and search parameters', async () => {
    handler = () => ({ status: 200, body: [] });
    await platform.listClients(cred, { quicksearch: 'sm', pageSize: 20, pageSort: '-dob', pageBookmark: 'b7' });
    expect(first(stub.requests).url).toBe(
      '/resourceful/entity/client-v3/?quicksearch=sm&page_size=20&page_sort=-dob&page_bookmark=b7',
    );
  });

  it('builds the query of the other reads', async () => {
    handler = () => ({ status: 200, body: {} });
    await platform.findClientsByUser(cred, 5);
    await platform.getCapabilities(cred, { entityId: 12 });
    await platform.getCapabilities(cred);
    await platform.getFeatureAccess(cred, ['multi_currency']);
    await platform.getToggleCondition('new nav');
    await platform.checkPasswordResetCode({ userId: 'ann@client', resetCode: '42' });
    await platform.getFieldChoices(cred, 'entity', 'client_access_level');
    expect(stub.requests.map((r) => r.url)).toEqual([
      '/resourceful/entity/client/?user_id=5',
      '/resourceful/entity/client-v3/12/capability',
      '/resourceful/session/capability',
      '/resourceful/session/feature_access?feature_names.0=multi_currency',
      '/resourceful/feature_toggle/toggle_condition?key=new%20nav',
      '/resourceful/forgotten_password?user_id=ann%40client&reset_code=42',
      '/resourceful/ufield/entity/client_access_level/choice',
    ]);
  });

  it('sends the /api/tfa calls to the origin root, outside the base', async () => {
    handler = (req) => ({ status: 200, body: req.method === 'PUT' ? { deviceId: 'd2' } : { mobile: null } });
    await platform.getTfaDetails(cred);
    await expect(platform.chooseTfaMethod(cred, 'email')).resolves.toEqual({ deviceId: 'd2' });
    await platform.validateTfaMethod(cred, { mfaMethod: 'email', mfaCode: '1', deviceId: 'd2' });
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/tfa/details',
      'PUT /api/tfa/method',
      'POST /api/tfa/validate',
    ]);
    expect(itemAt(stub.requests, 1).body).toEqual({ mfaMethod: 'email' });
    expect(stub.requests.every((r) => r.headers.cookie === 'XPLANID=tok-1')).toBe(true);
  });

  it("wraps dates on writes, and an entity item's values in fields", async () => {
    await platform.agreeTerms(cred, 12, { content: 'T&C', agreedDate: '2024-06-01', desc: 'Login Disclaimer' });
    await platform.forgotUsername({ preferredEmail: 'a@b.c', roleType: 'client', dob: '1961-04-12' });
    expect(stub.requests[0]).toMatchObject({
      method: 'POST',
      url: '/resourceful/entity/client-v3/12/terms_and_conditions',
      body: {
        fields: { content: 'T&C', agreed_date: { _type: 'Date', _val: '2024-06-01' }, desc: 'Login Disclaimer' },
      },
    });
    expect(stub.requests[1]).toMatchObject({
      url: '/resourceful/forgot/username',
      body: { preferred_email: 'a@b.c', role_type: 'client', dob: { _type: 'Date', _val: '1961-04-12' } },
    });
  });

  it('resolves the void writes on 204', async () => {
    await expect(platform.endSession(cred)).resolves.toBeUndefined();
    await expect(platform.patchClient(cred, 12, { clientAccessLevel: 2 })).resolves.toBeUndefined();
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /resourceful/session',
      'PATCH /resourceful/entity/client-v4/12',
    ]);
    expect(itemAt(stub.requests, 1).body).toEqual({ fields: { client_access_level: 2 } });
  });
});
