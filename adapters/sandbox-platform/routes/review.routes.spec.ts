import { failNextReviewFromEnv, startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
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
    [amelia, ben, adviser, adviser2] = await Promise.all([signIn(sb, 'amelia'), signIn(sb, 'ben'), signIn(sb, 'adviser'), signIn(sb, 'adviser2')]);
  });
  afterAll(() => sb.close());
  afterEach(() => call(sb, 'POST', 'sandbox/review/reset', { root: true }));

  const get = (path: string, token: string) => call(sb, 'GET', path, { token });
  const status = async (id: number) => (await get(`entity/client-v4/${id}?fields.0=xpt_review_status`, adviser)).body.xpt_review_status;

  it('plays back amelia\'s contact and personal details from her client record, her address empty', async () => {
    const res = await get(`entity/client/${AMELIA}/review/playback`, amelia);
    expect(res.status).toBe(200);
    const record = sb.state.index.client(AMELIA)!;
    expect(res.body.contact).toEqual({ preferred_email: record.preferredEmail, preferred_phone: record.mobile, address: null });
    expect(res.body.personal).toMatchObject({ first_name: 'Amelia', last_name: 'Hartley', dob: '1968-04-12', marital_status: 'Married' });
    // Her son is in the family group and cannot sign in: he is her dependent.
    const child = sb.state.index.groupOf(AMELIA)!.members.find((m) => !m.loginAccessible)!;
    expect(res.body.personal.dependents).toContain(sb.state.index.client(child.entityId)!.firstName);
  });

  it('serves the risk profile of each person, readable by the partner with view_partner and the adviser only', async () => {
    const own = await get(`entity/client/${AMELIA}/risk_profile/value/client`, amelia);
    expect(own.body).toEqual({ entity_id: AMELIA, index: riskProfileIndex(AMELIA), ...RISK_PROFILES[riskProfileIndex(AMELIA) - 1] });
    expect((await get(`entity/client/${BEN}/risk_profile/value/client`, amelia)).body.index).toBe(riskProfileIndex(BEN));
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
    expect((await call(sb, 'PATCH', `entity/client-v4/${BEN}`, { token: amelia, body: { xpt_review_status: 'NoChangesReported' } })).status).toBe(204);
    expect(await status(BEN)).toBe('NoChangesReported');
    expect((await call(sb, 'PATCH', `entity/client-v4/${BEN}`, { token: amelia, body: { factfind_status: '0' } })).status).toBe(403);
    expect((await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, { token: ben, body: { xpt_review_status: 'ChangesReported' } })).status).toBe(403);
  });

  it('lets amelia send a review message for ben as sender', async () => {
    const res = await call(sb, 'POST', 'docnote-v2', { token: amelia, body: { subject: 'Annual review', body: 'x', sender_entity_id: BEN } });
    expect(res.status).toBe(201);
    expect(res.body.entity_ids).toEqual([AMELIA, BEN]);
    expect((await call(sb, 'POST', 'docnote-v2', { token: ben, body: { subject: 'Annual review', body: 'x', sender_entity_id: AMELIA } })).status).toBe(403);
  });

  it('fails the next submitted review status once when armed, then resets every review to its generated status', async () => {
    expect((await call(sb, 'POST', 'sandbox/fail-next-review', { root: true, body: { on: true } })).status).toBe(204);
    // A follow-up request is not a submission: the switch stays armed.
    expect((await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, { token: amelia, body: { xpt_review_status: 'FollowUpRequired' } })).status).toBe(204);
    const failed = await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, { token: amelia, body: { xpt_review_status: 'ChangesReported' } });
    expect(failed.status).toBe(500);
    expect(failed.body.user_message).toBe('The review status could not be saved');
    expect(await status(AMELIA)).toBe('FollowUpRequired');
    expect((await call(sb, 'PATCH', `entity/client-v4/${AMELIA}`, { token: amelia, body: { xpt_review_status: 'ChangesReported' } })).status).toBe(204);
    expect(await status(AMELIA)).toBe('ChangesReported');
    expect((await call(sb, 'POST', 'sandbox/review/reset', { root: true })).status).toBe(204);
    expect(await status(AMELIA)).toBe('InProgress');
  });
});

describe('SANDBOX_FAIL_NEXT_REVIEW', () => {
  it('arms the review failure with true, on or 1 only, and the sandbox starts with it armed', async () => {
    expect(failNextReviewFromEnv({})).toBe(false);
    for (const v of ['true', 'ON', ' 1 ']) expect(failNextReviewFromEnv({ SANDBOX_FAIL_NEXT_REVIEW: v })).toBe(true);
    for (const v of ['false', 'off', '0', 'yes', '']) expect(failNextReviewFromEnv({ SANDBOX_FAIL_NEXT_REVIEW: v })).toBe(false);
    const sb = await startSandboxPlatform({ failNextReview: true });
    try {
      expect(sb.state.reviews.failNextSubmission).toBe(true);
    } finally {
      await sb.close();
    }
  });
});
