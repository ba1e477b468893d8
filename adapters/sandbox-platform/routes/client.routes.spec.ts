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
    [amelia, adviser, adviser2] = await Promise.all([
      signIn(sb, 'amelia'),
      signIn(sb, 'adviser'),
      signIn(sb, 'adviser2'),
    ]);
  });
  afterAll(() => sb.close());

  const get = (path: string, token: string) => call(sb, 'GET', path, { token });

  it('lets a client read themselves, in full, the values nested under fields and the dob as a Date value', async () => {
    const res = await get(`entity/client-v4/${AMELIA}`, amelia);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['entity_name', 'fields', 'id']);
    expect(res.body).toMatchObject({ id: AMELIA, entity_name: 'Amelia Hartley' });
    expect(res.body.fields).toMatchObject({
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
    expect(Object.keys(res.body.fields)).toHaveLength(23);
  });

  it('lets amelia read her partner ben (view_partner) but not an unrelated client', async () => {
    expect((await get(`entity/client-v4/${BEN}`, amelia)).status).toBe(200);
    const carla = await get(`entity/client-v4/${entityOf(sb, 'carla')}`, amelia);
    expect(carla.status).toBe(403);
    expect(carla.body).toMatchObject({
      error_code: 'forbidden',
      api_message: expect.stringMatching(/^Permission Error: /),
    });
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
    expect(res.body).toEqual({
      id: AMELIA,
      entity_name: 'Amelia Hartley',
      fields: { entity_name: 'Amelia Hartley', dob: { _type: 'Date', _val: '1968-04-12' } },
    });
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

  it('patches statuses wrapped in fields; client_access_level by advisers only', async () => {
    const carlaId = entityOf(sb, 'carla');
    const carla = await signIn(sb, 'carla');
    const patch = (token: string, id: number, fields: object) =>
      call(sb, 'PATCH', `entity/client-v4/${id}`, { token, body: { fields } });
    expect((await patch(carla, carlaId, { factfind_status: '0' })).status).toBe(204);
    expect((await patch(carla, carlaId, { client_access_level: 1 })).status).toBe(403);
    expect((await patch(amelia, BEN, { factfind_status: '0' })).status).toBe(403);
    expect((await patch(adviser2, carlaId, { client_access_level: 1 })).status).toBe(403);
    expect((await patch(adviser, carlaId, { client_access_level: 3 })).status).toBe(204);
    expect((await patch(adviser, carlaId, { nickname: 'x' })).status).toBe(400);
    const after = await get(
      `entity/client-v4/${carlaId}?fields.0=factfind_status&fields.1=client_access_level`,
      adviser,
    );
    expect(after.body.fields).toEqual({ factfind_status: '0', client_access_level: 3 });
    expect((await get('session/user', carla)).body.client_access_level).toBe(3);
    await patch(adviser, carlaId, { client_access_level: 2 });
  });

  it('refuses a flat PATCH body (the values not wrapped in fields) and changes nothing', async () => {
    const carlaId = entityOf(sb, 'carla');
    const before = (await get(`entity/client-v4/${carlaId}?fields.0=factfind_status`, adviser)).body.fields
      .factfind_status;
    const flat = await call(sb, 'PATCH', `entity/client-v4/${carlaId}`, {
      token: adviser,
      body: { factfind_status: before === 'x1' ? 'x2' : 'x1' },
    });
    expect(flat.status).toBe(400);
    expect(flat.body).toMatchObject({ error_code: 'validation', api_message: expect.stringContaining('fields') });
    expect(
      (await get(`entity/client-v4/${carlaId}?fields.0=factfind_status`, adviser)).body.fields.factfind_status,
    ).toBe(before);
  });

  it("serves a client's capabilities at entity/client-v3/{id}/capability: to the client, and to their adviser only", async () => {
    const own = await get(`entity/client-v3/${AMELIA}/capability`, amelia);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(expect.arrayContaining(['view_portfolio', 'view_partner']));
    expect((await get(`entity/client-v3/${AMELIA}/capability`, adviser)).body).toEqual(own.body);
    expect((await get(`entity/client-v3/${AMELIA}/capability`, adviser2)).status).toBe(403);
    expect((await get('entity/client-v3/999999/capability', adviser)).status).toBe(404);
  });

  it('takes the terms agreement as an item of the client entity, wrapped in fields', async () => {
    const carla = await signIn(sb, 'carla');
    const carlaId = entityOf(sb, 'carla');
    const terms = { content: 'T&C', agreed_date: { _type: 'Date', _val: '2024-06-01' }, desc: 'Login Disclaimer' };
    expect(
      (await call(sb, 'POST', `entity/client-v3/${carlaId}/terms_and_conditions`, { token: carla, body: terms }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(sb, 'POST', `entity/client-v3/${carlaId}/terms_and_conditions`, {
          token: carla,
          body: { fields: terms },
        })
      ).status,
    ).toBe(204);
  });

  it("lists amelia's client group for her and for ben, not for carla", async () => {
    const res = await get(`entity/client/${AMELIA}/client_group/member`, amelia);
    expect(res.body).toEqual([
      {
        member_id: AMELIA,
        entity_name: 'Amelia Hartley',
        login_accessible: true,
        is_client: true,
        preferred_currency: 'GBP',
        relationship: 'self',
      },
      {
        member_id: BEN,
        entity_name: 'Ben Hartley',
        login_accessible: true,
        is_client: true,
        preferred_currency: 'GBP',
        relationship: 'partner',
      },
      {
        member_id: 10014,
        entity_name: 'Oliver Hartley',
        login_accessible: false,
        is_client: true,
        preferred_currency: 'GBP',
        relationship: 'other',
      },
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
