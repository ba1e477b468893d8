import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, entityOf, signIn } from '../testing/sandbox-test-client';

describe('personal data, preferences and biometric permission', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let ben: string;
  let adviser: string;
  let adviser2: string;
  const AMELIA = 10001;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    [amelia, ben, adviser, adviser2] = await Promise.all([
      signIn(sb, 'amelia'),
      signIn(sb, 'ben'),
      signIn(sb, 'adviser'),
      signIn(sb, 'adviser2'),
    ]);
  });
  afterAll(() => sb.close());

  const get = (path: string, token: string) => call(sb, 'GET', path, { token });

  it("serves amelia's details with every field of spec 3 §3, her marital status never recorded", async () => {
    const res = await get(`entity/client/${AMELIA}`, amelia);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entity_id: AMELIA,
      title: 'Mrs',
      first_name: 'Amelia',
      middle_name: 'Rose',
      last_name: 'Hartley',
      dob: { _type: 'Date', _val: '1968-04-12' },
      country_of_birth: 'United Kingdom',
      preferred_email: 'amelia@example.com',
      uk_domiciled: true,
      uk_domicile_country: 'United Kingdom',
      marital_status: null,
      dependents: 1,
    });
    expect((await call(sb, 'GET', `entity/client/${AMELIA}?fields.0=first_name`, { token: amelia })).body).toEqual({
      first_name: 'Amelia',
    });
  });

  it('stores her phones in the forms the portal must normalise, and both addresses', async () => {
    const contacts = (await get(`entity/client-v3/${AMELIA}/contact`, amelia)).body;
    expect(contacts.map((c: { contact_type: string }) => c.contact_type)).toEqual(['p1', 'p2', 'p3', 'm1', 'm2']);
    expect(contacts[0]).toMatchObject({ value: '0044 1483 555 012', country_code: '44', preferred: false });
    expect(contacts[2]).toMatchObject({ value: '7700 900123', country_code: '', preferred: true });
    const addresses = (await get(`entity/client-v3/${AMELIA}/address`, amelia)).body;
    expect(addresses.map((a: { address_type: number }) => a.address_type).sort()).toEqual([0, 1]);
    const dependents = (await get(`entity/client-v4/${AMELIA}/dependent`, amelia)).body;
    expect(dependents).toEqual([
      expect.objectContaining({ first_name: 'Oliver', dob: { _type: 'Date', _val: '2012-03-09' } }),
    ]);
  });

  it('gives lena an Australian 1300 number and every generated client both addresses', async () => {
    const lena = await signIn(sb, 'lena');
    const contacts = (await get(`entity/client-v3/${entityOf(sb, 'lena')}/contact`, lena)).body;
    expect(contacts.find((c: { value: string }) => c.value.startsWith('1300'))).toMatchObject({ country_code: '61' });
    const generated = sb.state.index.firm.clients.find((c) => c.entityId > 10020 && c.adviserEntityId === 1001)!;
    const addresses = (await get(`entity/client-v3/${generated.entityId}/address`, adviser)).body;
    expect(addresses.map((a: { address_type: number }) => a.address_type).sort()).toEqual([0, 1]);
  });

  it('reads and patches preferences as one and zero', async () => {
    expect((await get(`entity/client-v3/${AMELIA}`, amelia)).body).toEqual({
      id: AMELIA,
      entity_name: 'Amelia Hartley',
      fields: { entity_id: AMELIA, comm_pref_email: '1', comm_pref_mail: '0', comm_pref_sms: '1' },
    });
    const asked = await get(`entity/client-v3/${AMELIA}?fields.0=comm_pref_sms`, amelia);
    expect(asked.body).toEqual({ id: AMELIA, entity_name: 'Amelia Hartley', fields: { comm_pref_sms: '1' } });
    const patch = (body: object) => call(sb, 'PATCH', `entity/client-v3/${AMELIA}`, { token: amelia, body });
    expect((await patch({ fields: { comm_pref_mail: '1' } })).status).toBe(204);
    expect((await get(`entity/client-v3/${AMELIA}`, amelia)).body.fields.comm_pref_mail).toBe('1');
    expect((await patch({ fields: { comm_pref_mail: true } })).status).toBe(400);
    expect((await patch({ fields: { first_name: 'X' } })).status).toBe(400);
    // A flat body, the values not wrapped in fields, is refused and changes nothing.
    expect((await patch({ comm_pref_mail: '0' })).status).toBe(400);
    expect((await get(`entity/client-v3/${AMELIA}`, amelia)).body.fields.comm_pref_mail).toBe('1');
    await patch({ fields: { comm_pref_mail: '0' } });
  });

  it('stores the biometric choice, unset at first, set only by the client, wrapped in fields', async () => {
    const put = (token: string, body: object) =>
      call(sb, 'PUT', `entity/client-v3/${AMELIA}/biometric_permission`, { token, body });
    expect((await get(`entity/client-v3/${AMELIA}/biometric_permission`, amelia)).body).toEqual({
      biometric_permission: null,
    });
    expect((await put(adviser, { fields: { biometric_permission: '1' } })).status).toBe(403);
    expect((await put(amelia, { fields: { biometric_permission: 'yes' } })).status).toBe(400);
    expect((await put(amelia, { biometric_permission: '0' })).status).toBe(400);
    expect((await put(amelia, { fields: { biometric_permission: '0' } })).status).toBe(204);
    expect((await get(`entity/client-v3/${AMELIA}/biometric_permission`, adviser)).body).toEqual({
      biometric_permission: '0',
    });
  });

  it('lets a client read only their own entity and an adviser only their own clients', async () => {
    for (const path of [
      `entity/client/${AMELIA}`,
      `entity/client-v3/${AMELIA}/contact`,
      `entity/client-v3/${AMELIA}`,
      `entity/client-v4/${AMELIA}/dependent`,
    ]) {
      expect((await get(path, ben)).status).toBe(403);
      expect((await get(path, adviser2)).status).toBe(403);
      expect((await get(path, adviser)).status).toBe(200);
    }
    expect(
      (await call(sb, 'PATCH', `entity/client-v3/${AMELIA}`, { token: ben, body: { fields: { comm_pref_sms: '0' } } }))
        .status,
    ).toBe(403);
    expect((await get('entity/client/99999999', amelia)).status).toBe(404);
    expect((await call(sb, 'GET', `entity/client/${AMELIA}`)).status).toBe(401);
  });
});
