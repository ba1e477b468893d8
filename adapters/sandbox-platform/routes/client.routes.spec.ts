import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, entityOf, signIn } from '../testing/sandbox-test-client';

describe('client records and rights', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let adviser: string;
  let adviser2: string;
  const AMELIA = 10001;
  const BEN = 10002;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    [amelia, adviser, adviser2] = await Promise.all([signIn(sb, 'amelia'), signIn(sb, 'adviser'), signIn(sb, 'adviser2')]);
  });
  afterAll(() => sb.close());

  const get = (path: string, token: string) => call(sb, 'GET', path, { token });

  it('lets a client read themselves, in full, with the dob as a Date value', async () => {
    const res = await get(`entity/client-v4/${AMELIA}`, amelia);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      entity_id: AMELIA,
      first_name: 'Amelia',
      last_name: 'Hartley',
      dob: { _type: 'Date', _val: '1968-04-12' },
      partner_entity_id: BEN,
      entity_type: 'Individual',
      preferred_email: 'amelia@example.com',
      client_access_level: 1,
      user_id: 101,
      xpt_review_status: 'InProgress',
      client_adviser: 1001,
    });
    expect(Object.keys(res.body)).toHaveLength(23);
  });

  it('lets amelia read her partner ben (view_partner) but not an unrelated client', async () => {
    expect((await get(`entity/client-v4/${BEN}`, amelia)).status).toBe(200);
    const carla = await get(`entity/client-v4/${entityOf(sb, 'carla')}`, amelia);
    expect(carla.status).toBe(403);
    expect(carla.body).toMatchObject({ error_code: 'forbidden', api_message: expect.stringMatching(/^Permission Error: /) });
  });

  it('does not let ben (no view_partner) read amelia', async () => {
    expect((await get(`entity/client-v4/${AMELIA}`, await signIn(sb, 'ben'))).status).toBe(403);
  });

  it('lets an adviser read only their own clients', async () => {
    expect((await get(`entity/client-v4/${AMELIA}`, adviser)).status).toBe(200);
    const refused = await get(`entity/client-v4/${AMELIA}`, adviser2);
    expect(refused.status).toBe(403);
    expect(refused.body.api_message).toMatch(/^Permission Error: /);
    expect((await get('entity/client-v4/10501', adviser2)).status).toBe(200);
    expect((await get('entity/client-v4/999999', adviser)).status).toBe(404);
  });

  it('restricts fields with fields.N and rejects unknown ones', async () => {
    const res = await get(`entity/client-v4/${AMELIA}?fields.1=dob&fields.0=entity_name`, amelia);
    expect(res.body).toEqual({ entity_name: 'Amelia Hartley', dob: { _type: 'Date', _val: '1968-04-12' } });
    expect((await get(`entity/client-v4/${AMELIA}?fields.0=robo_nonsense`, amelia)).body.error_code).toBe('validation');
  });

  it('finds a client by user id; a client only by their own', async () => {
    const own = await get('entity/client/?user_id=101', amelia);
    expect(own.body).toHaveLength(1);
    expect(own.body[0].entity_id).toBe(AMELIA);
    expect((await get('entity/client/?user_id=102', amelia)).status).toBe(403);
    expect((await get('entity/client/?user_id=102', adviser)).body[0].entity_id).toBe(BEN);
    expect((await get('entity/client/?user_id=102', adviser2)).status).toBe(403);
  });

  it('patches statuses; client_access_level by advisers only', async () => {
    const carlaId = entityOf(sb, 'carla');
    const carla = await signIn(sb, 'carla');
    expect((await call(sb, 'PATCH', `entity/client-v4/${carlaId}`, { token: carla, body: { factfind_status: '0' } })).status).toBe(204);
    expect((await call(sb, 'PATCH', `entity/client-v4/${carlaId}`, { token: carla, body: { client_access_level: 1 } })).status).toBe(403);
    expect((await call(sb, 'PATCH', `entity/client-v4/${BEN}`, { token: amelia, body: { factfind_status: '0' } })).status).toBe(403);
    expect((await call(sb, 'PATCH', `entity/client-v4/${carlaId}`, { token: adviser2, body: { client_access_level: 1 } })).status).toBe(403);
    expect((await call(sb, 'PATCH', `entity/client-v4/${carlaId}`, { token: adviser, body: { client_access_level: 3 } })).status).toBe(204);
    expect((await call(sb, 'PATCH', `entity/client-v4/${carlaId}`, { token: adviser, body: { nickname: 'x' } })).status).toBe(400);
    const after = await get(`entity/client-v4/${carlaId}?fields.0=factfind_status&fields.1=client_access_level`, adviser);
    expect(after.body).toEqual({ factfind_status: '0', client_access_level: 3 });
    expect((await get('session/user', carla)).body.client_access_level).toBe(3);
    await call(sb, 'PATCH', `entity/client-v4/${carlaId}`, { token: adviser, body: { client_access_level: 2 } });
  });

  it('lists amelia\'s client group for her and for ben, not for carla', async () => {
    const res = await get(`entity/client/${AMELIA}/client_group/member`, amelia);
    expect(res.body).toEqual([
      { member_id: AMELIA, entity_name: 'Amelia Hartley', login_accessible: true, is_client: true, preferred_currency: 'GBP', relationship: 'self' },
      { member_id: BEN, entity_name: 'Ben Hartley', login_accessible: true, is_client: true, preferred_currency: 'GBP', relationship: 'partner' },
      { member_id: 10014, entity_name: 'Oliver Hartley', login_accessible: false, is_client: true, preferred_currency: 'GBP', relationship: 'other' },
    ]);
    expect((await get(`entity/client/${AMELIA}/client_group/member`, await signIn(sb, 'ben'))).status).toBe(200);
    expect((await get(`entity/client/${AMELIA}/client_group/member`, await signIn(sb, 'carla'))).status).toBe(403);
  });

  it('serves the client_access_level choices', async () => {
    const res = await get('ufield/entity/client_access_level/choice', adviser);
    expect(res.body).toEqual([
      { code: '0', description: 'Not Assigned' },
      { code: '1', description: 'Client Portfolio' },
      { code: '2', description: 'Client Assets' },
      { code: '3', description: 'Client Messages' },
    ]);
    expect((await get('ufield/entity/nothing/choice', adviser)).status).toBe(404);
  });
});
