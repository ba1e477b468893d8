import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { standaloneOptions } from '../standalone-options';
import { call, entityOf, signIn } from '../testing/sandbox-test-client';
import { RISK_PROFILES, riskProfileIndex } from './review.routes';

describe('annual review data in the sandbox', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let ben: string;
  let adviser: string;
  let adviser2: string;
  const AMELIA = 10001;
  const BEN = 10002;
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
  afterEach(() => call(sb, 'POST', 'sandbox/review/reset', { root: true }));

  const get = (path: string, token: string) => call(sb, 'GET', path, { token });
  const status = async (id: number) =>
    (await get(`entity/client-v4/${id}?fields.0=xpt_review_status`, adviser)).body.fields.xpt_review_status;

  it("plays back amelia's personal data as her personal details serve it, her marital status the one empty value", async () => {
    const res = await get(`entity/client/${AMELIA}/review/playback`, amelia);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entity_id: AMELIA,
      contact: {
        preferred_email: 'amelia@example.com',
        preferred_phone: '7700 900123',
        preferred_phone_country_code: null,
        address: '14 Quarry Street, Guildford, Surrey, GU1 3AJ, United Kingdom',
      },
      personal: {
        first_name: 'Amelia',
        last_name: 'Hartley',
        dob: '1968-04-12',
        marital_status: null,
        dependents: 'Oliver Hartley',
      },
    });
    // The same facts her personal data routes serve.
    const details = (await get(`entity/client/${AMELIA}`, amelia)).body;
    expect(details).toMatchObject({
      preferred_email: res.body.contact.preferred_email,
      first_name: 'Amelia',
      last_name: 'Hartley',
      marital_status: null,
    });
    expect(details.dob._val).toBe(res.body.personal.dob);
    const contacts = (await get(`entity/client-v3/${AMELIA}/contact`, amelia)).body as {
      contact_type: string;
      value: string;
      preferred: boolean;
    }[];
    expect(contacts.find((c) => c.preferred && c.contact_type.startsWith('p'))?.value).toBe(
      res.body.contact.preferred_phone,
    );
    const home = (await get(`entity/client-v3/${AMELIA}/address`, amelia)).body.find(
      (a: { address_type: number }) => a.address_type === 1,
    );
    for (const part of [home.street_name, home.suburb, home.state, home.postcode, home.country])
      expect(res.body.contact.address).toContain(part);
  });

  it('plays back each client from their personal data: a preferred phone with its dial code, or null when none is preferred', async () => {
    const withPhone = sb.state.firm.clients.find(
      (c) => c.adviserEntityId === entityOf(sb, 'adviser') && c.mobile && c.entityId > BEN,
    )!;
    const res = (await get(`entity/client/${withPhone.entityId}/review/playback`, adviser)).body;
    const personal = sb.state.myAccount.get(withPhone.entityId)!;
    const phone = personal.contacts.find((c) => c.preferred && c.type === 'p3')!;
    expect(res.contact).toMatchObject({
      preferred_phone: phone.value,
      preferred_phone_country_code: phone.countryCode,
    });
    expect(res.personal.marital_status).toBe(personal.maritalStatus);
    expect(res.personal.dependents).toBe(
      personal.dependents.length ? personal.dependents.map((d) => `${d.firstName} ${d.lastName}`).join(', ') : null,
    );
    // ben has no preferred phone; he shares amelia's home and their son.
    const ben = (await get(`entity/client/${BEN}/review/playback`, amelia)).body;
    expect(ben.contact).toMatchObject({
      preferred_phone: null,
      preferred_phone_country_code: null,
      address: '14 Quarry Street, Guildford, Surrey, GU1 3AJ, United Kingdom',
    });
    expect(ben.personal).toMatchObject({ marital_status: 'Married', dependents: 'Oliver Hartley' });
  });

  it('serves the risk profile of each person, readable by the partner with view_partner and the adviser only', async () => {
    const own = await get(`entity/client/${AMELIA}/risk_profile/value/client`, amelia);
    expect(own.body).toEqual({
      entity_id: AMELIA,
      index: riskProfileIndex(AMELIA),
      ...RISK_PROFILES[riskProfileIndex(AMELIA) - 1],
    });
    expect((await get(`entity/client/${BEN}/risk_profile/value/client`, amelia)).body.index).toBe(
      riskProfileIndex(BEN),
    );
    expect((await get(`entity/client/${AMELIA}/risk_profile/value/client`, ben)).status).toBe(403);
    expect((await get(`entity/client/${AMELIA}/risk_profile/value/client`, adviser)).status).toBe(200);
    expect((await get(`entity/client/${AMELIA}/review/playback`, adviser2)).status).toBe(403);
    expect((await get(`entity/client/${entityOf(sb, 'carla')}/review/playback`, amelia)).status).toBe(403);
  });

  it('has amelia and ben with their reviews in progress', async () => {
    expect(await status(AMELIA)).toBe('InProgress');
    expect(await status(BEN)).toBe('InProgress');
  });

  it("lets amelia (view_partner) record ben's review status but nothing else of his; ben may not touch hers", async () => {
    expect(
      (
        await call(sb, 'PATCH', `entity/client-v4/${BEN}`, {
          token: amelia,
          body: { fields: { xpt_review_status: 'NoChangesReported' } },
        })
      ).status,
    ).toBe(204);
    expect(await status(BEN)).toBe('NoChangesReported');
    expect(
      (
        await call(sb, 'PATCH', `entity/client-v4/${BEN}`, {
          token: amelia,
          body: { fields: { factfind_status: '0' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, {
          token: ben,
          body: { fields: { xpt_review_status: 'ChangesReported' } },
        })
      ).status,
    ).toBe(403);
  });

  it('lets amelia send a review message for ben as sender', async () => {
    const res = await call(sb, 'POST', 'docnote-v2', {
      token: amelia,
      body: { subject: 'Annual review', body: 'x', entity_ids: [AMELIA, BEN], actual_creator: AMELIA },
    });
    expect(res.status).toBe(201);
    expect(res.body.entity_ids).toEqual([AMELIA, BEN]);
    expect(
      (
        await call(sb, 'POST', 'docnote-v2', {
          token: ben,
          body: { subject: 'Annual review', body: 'x', entity_ids: [BEN, AMELIA] },
        })
      ).status,
    ).toBe(403);
  });

  it('fails the next submitted review status once when armed, then resets every review to its generated status', async () => {
    expect((await call(sb, 'POST', 'sandbox/fail-next-review', { root: true, body: { on: true } })).status).toBe(204);
    // A follow-up request is not a submission: the switch stays armed.
    expect(
      (
        await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, {
          token: amelia,
          body: { fields: { xpt_review_status: 'FollowUpRequired' } },
        })
      ).status,
    ).toBe(204);
    const failed = await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, {
      token: amelia,
      body: { fields: { xpt_review_status: 'ChangesReported' } },
    });
    expect(failed.status).toBe(500);
    expect(failed.body.user_message).toBe('The review status could not be saved');
    expect(await status(AMELIA)).toBe('FollowUpRequired');
    expect(
      (
        await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, {
          token: amelia,
          body: { fields: { xpt_review_status: 'ChangesReported' } },
        })
      ).status,
    ).toBe(204);
    expect(await status(AMELIA)).toBe('ChangesReported');
    expect((await call(sb, 'POST', 'sandbox/review/reset', { root: true })).status).toBe(204);
    expect(await status(AMELIA)).toBe('InProgress');
  });
});

describe('SANDBOX_FAIL_NEXT_REVIEW', () => {
  it('arms the review failure when on, refuses a value that is neither on nor off, and the sandbox starts with it armed', async () => {
    expect(standaloneOptions({}).failNextReview).toBeUndefined();
    for (const v of ['true', 'ON', ' 1 ', 'yes'])
      expect(standaloneOptions({ SANDBOX_FAIL_NEXT_REVIEW: v }).failNextReview).toBe(true);
    for (const v of ['false', 'off', '0', 'no'])
      expect(standaloneOptions({ SANDBOX_FAIL_NEXT_REVIEW: v }).failNextReview).toBe(false);
    expect(() => standaloneOptions({ SANDBOX_FAIL_NEXT_REVIEW: 'maybe' })).toThrow(
      /SANDBOX_FAIL_NEXT_REVIEW must be true or false/,
    );
    const sb = await startSandboxPlatform({ failNextReview: true });
    try {
      expect(sb.state.reviews.failNextSubmission).toBe(true);
    } finally {
      await sb.close();
    }
  });
});
