import { SPEAK_TO_ADVISER_CONFIRMATION } from '../../domain/session/notification-prompts';
import {
  FACT_FIND_SPEAK_TO_ADVISER_CONFIRMATION,
  ROBO_SPEAK_TO_ADVISER_CONFIRMATION,
} from '../../domain/session/prompt-journeys';
import { Browser, signedIn, startPortal } from '../support/portal-harness';

const AMELIA = 10001;
const BEN = 10002;

/** POST /api/notifications/speak-to-adviser (spec 1 §4.5). */
describe('notification prompts: speak to adviser', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());
  const state = () => portal.sandbox!.state;
  const record = (id: number) => state().clients.current(state().index.client(id)!);

  it('amelia opts to speak to her adviser: the review is then FollowUpRequired', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const before = (await amelia.get('/api/notifications/config').expect(200)).body;
    expect(before).toMatchObject({ clientId: AMELIA, reviewStatus: 'InProgress', promptsEnabled: true });

    const res = await amelia.post('/api/notifications/speak-to-adviser', { type: 'review' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ type: 'review', status: 'FollowUpRequired', message: SPEAK_TO_ADVISER_CONFIRMATION });

    const after = (await amelia.get('/api/notifications/config').expect(200)).body;
    expect(after.reviewStatus).toBe('FollowUpRequired');
  });

  it('refuses a second answer once the review is no longer in progress, and a submitted review keeps its status', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const again = await amelia.post('/api/notifications/speak-to-adviser', { type: 'review' });
    expect([again.status, again.body.message]).toEqual([400, 'Your annual review is not in progress.']);
    state().clients.patch(AMELIA, { xptReviewStatus: 'NoChangesReported' });
    const submitted = await amelia.post('/api/notifications/speak-to-adviser', { type: 'review' });
    expect([submitted.status, submitted.body.message]).toEqual([400, 'Your annual review is not in progress.']);
    expect(record(AMELIA).xptReviewStatus).toBe('NoChangesReported');
  });

  it('refuses carla and dmitri, who have no review in progress, and changes nothing', async () => {
    for (const [username, id] of [
      ['carla', 10003],
      ['dmitri', 10004],
    ] as const) {
      const before = record(id).xptReviewStatus;
      expect(before).not.toBe('InProgress');
      const res = await (
        await signedIn(portal.server, username)
      ).post('/api/notifications/speak-to-adviser', { type: 'review' });
      expect([res.status, res.body.message]).toEqual([400, 'Your annual review is not in progress.']);
      expect(record(id).xptReviewStatus).toBe(before);
    }
  });

  it('refuses a robo answer with no robo journey, and a fact-find no longer open', async () => {
    const ben = await signedIn(portal.server, 'ben');
    expect(record(BEN).roboJourneyStatus).toBeNull();
    const robo = await ben.post('/api/notifications/speak-to-adviser', { type: 'roboAdvice' });
    expect([robo.status, robo.body.message]).toEqual([400, 'You have no advice journey in progress.']);
    expect(record(BEN).roboJourneyStatus).toBeNull();
    state().clients.patch(BEN, { factfindStatus: '2' });
    const factFind = await ben.post('/api/notifications/speak-to-adviser', { type: 'factFind' });
    expect([factFind.status, factFind.body.message]).toEqual([
      400,
      'Your fact find is not waiting for you to complete.',
    ]);
    expect(record(BEN).factfindStatus).toBe('2');
    state().clients.patch(BEN, { factfindStatus: null });
  });

  it('sets the fact-find and robo statuses of open journeys', async () => {
    const ben = await signedIn(portal.server, 'ben');
    state().clients.patch(BEN, { roboJourneyStatus: 'enabled' });
    expect((await ben.post('/api/notifications/speak-to-adviser', { type: 'factFind' })).body).toMatchObject({
      status: '0',
      message: FACT_FIND_SPEAK_TO_ADVISER_CONFIRMATION,
    });
    expect((await ben.post('/api/notifications/speak-to-adviser', { type: 'roboAdvice' })).body).toMatchObject({
      status: 'follow_up_requested',
      message: ROBO_SPEAK_TO_ADVISER_CONFIRMATION,
    });
    const config = (await ben.get('/api/notifications/config').expect(200)).body;
    expect(config).toMatchObject({ factFindStatus: '0', roboJourneyStatus: 'follow_up_requested' });
  });

  it('a repeated fact-find opt-out e-mails the adviser once', async () => {
    const ben = await signedIn(portal.server, 'ben');
    state().clients.patch(BEN, { factfindStatus: null });
    const emails = () => state().messages.emails.filter((e) => e.templateId === 305).length;
    const before = emails();
    const first = await ben.post('/api/notifications/speak-to-adviser', { type: 'factFind' });
    expect([first.status, first.body.notified]).toEqual([200, true]);
    const again = await ben.post('/api/notifications/speak-to-adviser', { type: 'factFind' });
    expect([again.status, again.body.status, again.body.notified]).toEqual([200, '0', null]);
    expect(emails()).toBe(before + 1);
    expect(record(BEN).factfindStatus).toBe('0');
  });

  it('refuses an unknown prompt type', async () => {
    const carla = await signedIn(portal.server, 'carla');
    const res = await carla.post('/api/notifications/speak-to-adviser', { type: 'holiday' });
    expect(res.status).toBe(400);
    const extra = await carla.post('/api/notifications/speak-to-adviser', { type: 'review', clientId: AMELIA });
    expect(extra.status).toBe(400);
  });

  it('refuses an adviser, with or without a client in context', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    expect((await adviser.post('/api/notifications/speak-to-adviser', { type: 'review' })).status).toBe(403);
    await adviser.post('/api/advisers/client-in-context', { clientId: AMELIA }).then((r) => expect(r.status).toBe(200));
    expect((await adviser.post('/api/notifications/speak-to-adviser', { type: 'review' })).status).toBe(403);
  });

  it('refuses a request without the anti-forgery token', async () => {
    const dmitri = await signedIn(portal.server, 'dmitri');
    const res = await dmitri.agent.post('/api/notifications/speak-to-adviser').send({ type: 'review' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('csrf');
  });

  it('refuses an anonymous visitor', async () => {
    const anonymous = new Browser(portal.server);
    expect((await anonymous.post('/api/notifications/speak-to-adviser', { type: 'review' })).status).toBe(401);
  });
});
