import { PORTAL_ERROR_SENTENCES } from '../../application/errors/error-sentences';
import { RISK_PROFILES, riskProfileIndex } from '../../adapters/sandbox-platform/routes/review.routes';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { first, itemAt } from '../../domain/shared/present';

const AMELIA = 10001;
const BEN = 10002;
const CARLA = 10003;

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** GET /api/review, POST /api/review/submission and POST /api/notifications/robo (spec 3 §2, §4; spec 1 §4.5). */
describe('annual review', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  const state = () => portal.sandbox!.state;
  const statusOf = (id: number) => state().clients.current(state().index.client(id)!).xptReviewStatus;
  const resetReviews = () => {
    for (const c of state().firm.clients) state().clients.patch(c.entityId, { xptReviewStatus: c.xptReviewStatus });
    state().reviews.failNextSubmission = false;
  };
  afterEach(resetReviews);

  async function answersFor(b: Browser, yesOn: number | null = null, text = '') {
    const review = (await b.get('/api/review').expect(200)).body;
    const questions = review.pages.filter((p: { type: string }) =>
      [
        'standardQuestionPage',
        'contactDetailsQuestionPage',
        'personalDetailsQuestionPage',
        'riskProfileQuestion',
      ].includes(p.type),
    );
    return questions.map((q: { order: number }) => ({
      id: q.order,
      response: q.order === yesOn,
      additionalText: q.order === yesOn ? text : '',
    }));
  }

  it("gives amelia every page in order with her playback values, risk profiles and ben's answers offered", async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const res = (await amelia.get('/api/review').expect(200)).body;
    expect(res).toMatchObject({
      status: 'InProgress',
      statusText: 'In Progress',
      inProgress: true,
      partnerAnswersOffered: true,
      additionalInformationEnabled: true,
    });
    expect(res.client).toEqual({ entityId: AMELIA, name: 'Amelia Hartley', reviewStatus: 'InProgress' });
    expect(res.partner).toMatchObject({ entityId: BEN, name: 'Ben Hartley' });
    const types = res.pages.map((p: { type: string }) => p.type);
    expect(types[0]).toBe('reviewIntro');
    expect(types.slice(-2)).toEqual(['submission', 'completion']);
    for (const t of [
      'standardQuestionPage',
      'contactDetailsQuestionPage',
      'personalDetailsQuestionPage',
      'riskProfileQuestion',
    ])
      expect(types).toContain(t);
    const orders = res.pages.map((p: { order: number }) => p.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    const contact = res.pages.find((p: { type: string }) => p.type === 'contactDetailsQuestionPage');
    expect(contact.rows).toEqual([
      expect.objectContaining({
        fieldName: 'preferred_email',
        clientValue: 'amelia@example.com',
        partnerValue: 'ben@example.com',
        enabled: true,
      }),
      // Stored as '7700 900123' with no dial code: normalised as her personal details show it; ben prefers no phone.
      expect.objectContaining({ fieldName: 'preferred_phone', clientValue: '07700900123', partnerValue: null }),
      expect.objectContaining({
        fieldName: 'address',
        clientValue: '14 Quarry Street, Guildford, Surrey, GU1 3AJ, United Kingdom',
      }),
    ]);
    const personal = res.pages.find((p: { type: string }) => p.type === 'personalDetailsQuestionPage');
    const value = (field: string) => personal.rows.find((r: { fieldName: string }) => r.fieldName === field);
    expect(value('dob')).toMatchObject({ clientValue: '1968-04-12', partnerValue: '1965-09-30' });
    // Her one empty playback value (PERSONAS.md): no marital status is recorded for her.
    expect(value('marital_status')).toMatchObject({ clientValue: null, partnerValue: 'Married' });
    expect(value('dependents')).toMatchObject({ clientValue: 'Oliver Hartley', partnerValue: 'Oliver Hartley' });
    const rows = [...contact.rows, ...personal.rows] as { clientValue: string | null }[];
    expect(rows.filter((r) => r.clientValue === null)).toHaveLength(1);
    expect(res.riskProfile.client).toEqual({
      index: riskProfileIndex(AMELIA),
      ...itemAt(RISK_PROFILES, riskProfileIndex(AMELIA) - 1),
      isEmpty: false,
    });
    expect(res.riskProfile.partner.name).toBe(itemAt(RISK_PROFILES, riskProfileIndex(BEN) - 1).name);
  });

  it('plays back the facts her personal details page shows: phone, address, names, date of birth, marital status, dependents', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const [review, details] = await Promise.all([
      amelia.get('/api/review').expect(200),
      amelia.get('/api/my-account/personal-details').expect(200),
    ]);
    const values = Object.fromEntries(
      review.body.pages
        .flatMap((p: { rows?: { fieldName: string; clientValue: string | null }[] }) => p.rows ?? [])
        .map((r: { fieldName: string; clientValue: string | null }) => [r.fieldName, r.clientValue]),
    );
    const about = details.body.aboutYou;
    const phone = details.body.contacts.find(
      (c: { kind: string; preferred: boolean }) => c.kind !== 'email' && c.preferred,
    );
    const home = details.body.residentialAddress;
    expect(values).toEqual({
      preferred_email: about.preferredEmail,
      preferred_phone: phone.value,
      address: [...home.lines, home.postcode, home.country].join(', '),
      first_name: about.firstName,
      last_name: about.lastName,
      dob: about.dob,
      marital_status: about.maritalStatus,
      dependents: about.dependentList.map((d: { name: string }) => d.name).join(', '),
    });
    expect(about.maritalStatus).toBeNull();
  });

  it('offers ben no partner answers (he lacks view_partner)', async () => {
    const ben = await signedIn(portal.server, 'ben');
    const res = (await ben.get('/api/review').expect(200)).body;
    expect(res).toMatchObject({ inProgress: true, partner: null, partnerAnswersOffered: false });
    expect(res.riskProfile.partner).toBeNull();
    expect(
      (await ben.post('/api/review/submission', { client: await answersFor(ben), partner: await answersFor(ben) }))
        .status,
    ).toBe(403);
  });

  it('amelia submits a Yes with changes for herself and No throughout for ben: a message per person, then each status', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const before = state().messages.createdNotes().length;
    const client = await answersFor(amelia, 2, 'We moved to Bath in March.');
    const res = await amelia.post('/api/review/submission', { client, partner: await answersFor(amelia) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, errorText: null });
    expect(res.body.people).toEqual([
      {
        entityId: AMELIA,
        name: 'Amelia Hartley',
        status: 'ChangesReported',
        messageSent: true,
        statusSet: true,
        error: null,
      },
      {
        entityId: BEN,
        name: 'Ben Hartley',
        status: 'NoChangesReported',
        messageSent: true,
        statusSet: true,
        error: null,
      },
    ]);
    expect(statusOf(AMELIA)).toBe('ChangesReported');
    expect(statusOf(BEN)).toBe('NoChangesReported');
    const sent = state().messages.createdNotes().slice(before);
    expect(sent.map((n) => n.subject)).toEqual([
      'Annual review response - Amelia Hartley',
      'Annual review response - Ben Hartley',
    ]);
    expect(itemAt(sent, 0).body()).toContain('Changes: We moved to Bath in March.');
    expect(itemAt(sent, 1).entityIds).toEqual([AMELIA, BEN]);
    // Submitted: the review is no longer in progress and cannot be sent twice.
    expect((await amelia.get('/api/review').expect(200)).body.inProgress).toBe(false);
    expect((await amelia.post('/api/review/submission', { client })).status).toBe(400);
  });

  it('the adviser and client read the review message one line per question, with the client text shown as typed', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const before = state().messages.createdNotes().length;
    const client = await answersFor(amelia, 2, 'Sold the house & car <b>in May</b>');
    expect((await amelia.post('/api/review/submission', { client })).body.success).toBe(true);
    const note = first(state().messages.createdNotes().slice(before));
    const body = (await amelia.get(`/api/messages/${note.id}`).expect(200)).body.body as string;
    expect(body).toMatch(/^<pre>[\s\S]*<\/pre>$/);
    expect(body).toMatch(/\nAnswer: Yes\nChanges: Sold the house &amp; car in May\n/);
    expect(body).not.toMatch(/<b>|&amp;amp;/);
  });

  it('reports the failure texts when the platform refuses to record the status', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    state().reviews.failNextSubmission = true;
    const res = await amelia.post('/api/review/submission', { client: await answersFor(amelia) });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.errorText).toEqual([
      'While submitting your response an error has occurred',
      'Please contact your adviser',
    ]);
    // The platform's 500 is never read (its body may not be JSON): the person's error is the portal's sentence.
    expect(res.body.people[0]).toMatchObject({
      messageSent: true,
      statusSet: false,
      error: PORTAL_ERROR_SENTENCES.unavailable,
    });
    expect(statusOf(AMELIA)).toBe('InProgress');
  });

  it('a failed submission for amelia and ben is safe to repeat: both stay in progress, and the retry sends no second message', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const before = state().messages.createdNotes().length;
    const client = await answersFor(amelia);
    const partner = await answersFor(amelia, 2, 'New job');
    state().reviews.failNextSubmission = true;
    const failed = (await amelia.post('/api/review/submission', { client, partner })).body;
    expect(failed.success).toBe(false);
    expect([statusOf(AMELIA), statusOf(BEN)]).toEqual(['InProgress', 'InProgress']);
    expect(state().messages.createdNotes().length).toBe(before + 2);
    expect((await amelia.get('/api/review').expect(200)).body).toMatchObject({
      inProgress: true,
      partnerAnswersOffered: true,
    });

    const retry = (await amelia.post('/api/review/submission', { client, partner })).body;
    expect(retry).toMatchObject({ success: true, errorText: null });
    expect([statusOf(AMELIA), statusOf(BEN)]).toEqual(['NoChangesReported', 'ChangesReported']);
    expect(state().messages.createdNotes().length).toBe(before + 2);
  });

  it('refuses a submission with a question unanswered, an unknown question or an answer that is not Yes or No', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const all = await answersFor(amelia);
    expect((await amelia.post('/api/review/submission', { client: all.slice(1) })).status).toBe(400);
    expect((await amelia.post('/api/review/submission', { client: [...all, { id: 99, response: true }] })).status).toBe(
      400,
    );
    expect(
      (await amelia.post('/api/review/submission', { client: all.map((a: object) => ({ ...a, response: 'yes' })) }))
        .status,
    ).toBe(400);
    expect(statusOf(AMELIA)).toBe('InProgress');
  });

  it('is for clients only: an adviser with amelia in context, adviser2, and a signed-out visitor are refused', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    expect((await adviser.get('/api/review')).status).toBe(403);
    expect((await adviser.post('/api/review/submission', { client: [] })).status).toBe(403);
    const adviser2 = await signedIn(portal.server, 'adviser2', 'adviser');
    expect((await adviser2.get('/api/review')).status).toBe(403);
    const anonymous = new Browser(portal.server);
    expect((await anonymous.get('/api/review')).status).toBe(401);
    expect((await anonymous.post('/api/review/submission', { client: [] })).status).toBe(401);
    expect(statusOf(AMELIA)).toBe('InProgress');
  });

  it('shows dmitri (no review) that his review is not in progress, and refuses his submission', async () => {
    const dmitri = await signedIn(portal.server, 'dmitri');
    const res = (await dmitri.get('/api/review').expect(200)).body;
    expect(res).toMatchObject({ inProgress: false, statusText: '', partner: null });
    expect((await dmitri.post('/api/review/submission', { client: await answersFor(dmitri) })).status).toBe(400);
  });

  it('refuses a submission without the anti-forgery token', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const res = await amelia.agent.post('/api/review/submission').send({ client: await answersFor(amelia) });
    expect(res.status).toBe(403);
    expect(statusOf(AMELIA)).toBe('InProgress');
  });
});

describe('prompt answers: robo prompt and fact-find opt-out', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());
  const state = () => portal.sandbox!.state;
  const record = (id: number) => state().clients.current(state().index.client(id)!);

  it('closing a robo prompt declines it; running the assessment sets robo status none', async () => {
    const ben = await signedIn(portal.server, 'ben');
    state().clients.patch(BEN, { roboJourneyStatus: 'enabled' });
    expect((await ben.post('/api/notifications/robo', { action: 'close' })).body).toEqual({ status: 'declined' });
    expect(record(BEN).roboJourneyStatus).toBe('declined');
    state().clients.patch(BEN, { roboJourneyStatus: 'in_progress' });
    expect((await ben.post('/api/notifications/robo', { action: 'runAssessment' })).body).toEqual({ status: 'none' });
    expect(record(BEN).roboJourneyStatus).toBe('none');
    expect((await ben.post('/api/notifications/robo', { action: 'later' })).status).toBe(400);
  });

  it('refuses a robo answer from a client with no robo journey open, and stores nothing', async () => {
    const carla = await signedIn(portal.server, 'carla');
    expect(record(CARLA).roboJourneyStatus).toBeNull();
    const res = await carla.post('/api/notifications/robo', { action: 'close' });
    expect([res.status, res.body.message]).toEqual([400, 'You have no advice journey in progress.']);
    expect(record(CARLA).roboJourneyStatus).toBeNull();
    const ben = await signedIn(portal.server, 'ben');
    expect(record(BEN).roboJourneyStatus).toBe('none');
    expect((await ben.post('/api/notifications/robo', { action: 'close' })).status).toBe(400);
    expect(record(BEN).roboJourneyStatus).toBe('none');
  });

  it('a fact-find opt-out stores status 0, then e-mails the adviser with the fact-find template', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const before = state().messages.emails.length;
    const res = await amelia.post('/api/notifications/speak-to-adviser', { type: 'factFind' });
    expect(res.body).toMatchObject({ type: 'factFind', status: '0', notified: true });
    expect(record(AMELIA).factfindStatus).toBe('0');
    expect(state().messages.emails.slice(before)).toEqual([
      expect.objectContaining({ templateId: 305, toEntityId: state().index.client(AMELIA)!.adviserEntityId }),
    ]);
  });

  it('refuses the robo answer to an adviser (with amelia in context), adviser2, a signed-out visitor and without the token', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    expect((await adviser.post('/api/notifications/robo', { action: 'close' })).status).toBe(403);
    expect(
      (
        await (
          await signedIn(portal.server, 'adviser2', 'adviser')
        ).post('/api/notifications/robo', { action: 'close' })
      ).status,
    ).toBe(403);
    expect((await new Browser(portal.server).post('/api/notifications/robo', { action: 'close' })).status).toBe(401);
    const dmitri = await signedIn(portal.server, 'dmitri');
    expect((await dmitri.agent.post('/api/notifications/robo').send({ action: 'close' })).status).toBe(403);
    expect(record(AMELIA).roboJourneyStatus).toBeNull();
  });
});
