import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

describe('batch endpoint', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
  });
  afterAll(() => sb.close());

  const batch = (token: string | null, items: unknown) => call(sb, 'POST', '?goal=test', { token, body: items });

  it('runs the items in order with the caller\'s rights', async () => {
    const token = await signIn(sb, 'adviser2');
    const res = await batch(token, [
      { name: 'own', method: 'GET', url: 'entity/client-v4/10501?fields.0=entity_id' },
      { name: 'amelia', method: 'GET', url: 'entity/client-v4/10001' },
      { name: 'patch', method: 'PATCH', url: 'entity/client-v4/10501', body: { fields: { factfind_status: '1' } }, omit_results_on_success: true },
      { name: 'quiet', method: 'GET', url: '/entity/client-v4/10501', omit_results_on_success: true },
      { name: 'missing', method: 'GET', url: 'no/such/thing' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => [r.name, r.status])).toEqual([['own', 200], ['amelia', 403], ['patch', 204], ['quiet', 200], ['missing', 404]]);
    expect(res.body[0].body).toMatchObject({ id: 10501, fields: { entity_id: 10501 } });
    expect(res.body[1].body.api_message).toMatch(/^Permission Error: /);
    expect(res.body[2].body).toBeNull();
    expect(res.body[3].body).toBeNull();
  });

  it('answers no_session per item without a session', async () => {
    const res = await batch(null, [{ name: 'me', method: 'GET', url: 'session/user' }]);
    expect(res.body[0]).toMatchObject({ status: 401, body: { error_code: 'no_session' } });
  });

  it('refuses more than 50 items and malformed items', async () => {
    const token = await signIn(sb, 'adviser');
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `i${i}`, method: 'GET', url: 'site' }));
    expect((await batch(token, many)).status).toBe(400);
    expect((await batch(token, [{ name: 'x', method: 'FETCH', url: 'site' }])).status).toBe(400);
    expect((await batch(token, { not: 'an array' })).status).toBe(400);
    expect((await batch(token, many.slice(0, 50))).body).toHaveLength(50);
  });
});
