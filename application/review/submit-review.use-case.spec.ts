import { FakeMessages } from '../messages/testing/messages-fakes';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { ReviewPeopleLoader } from './review-people';
import { SubmitReviewUseCase } from './submit-review.use-case';
import { first, itemAt } from '../../domain/shared/present';

const CONTENT = {
  review: {
    additionalInformationEnabled: true,
    pages: [
      { type: 'reviewIntro', order: 1, heading: 'Welcome' },
      { type: 'standardQuestionPage', order: 2, heading: 'Work', question: 'Has your work changed?' },
      { type: 'riskProfileQuestion', order: 3, heading: 'Risk', question: 'Has your attitude to risk changed?' },
      { type: 'submission', order: 4, heading: 'Submit' },
      { type: 'completion', order: 5, heading: 'Done' },
    ],
  },
};

const summary = (id: number, first: string, status: string | null, partner: number | null) => ({
  entityId: id,
  firstName: first,
  lastName: 'Hartley',
  entityName: `${first} Hartley`,
  partnerEntityId: partner,
  xptReviewStatus: status,
});

function setup(opts: { partnerStatus?: string | null; capabilities?: string[]; patch?: jest.Mock } = {}) {
  const order: string[] = [];
  const patchClient =
    opts.patch ?? jest.fn(async (_c, id: number, p: object) => void order.push(`status ${id} ${JSON.stringify(p)}`));
  const platform = fakePlatform({
    getClient: async (_c: unknown, id: number) =>
      id === 1
        ? summary(1, 'Amelia', 'InProgress', 2)
        : summary(2, 'Ben', opts.partnerStatus === undefined ? 'InProgress' : opts.partnerStatus, 1),
    getCapabilities: async () => opts.capabilities ?? ['view_partner'],
    patchClient,
  });
  const messages = new FakeMessages();
  const create = messages.createDocNote.bind(messages);
  messages.createDocNote = async (r) => (order.push(`message ${r.senderEntityId}`), create(r));
  const site = new InMemorySiteConfig(
    siteConfigFile({ content: CONTENT, settings: { messaging: { notificationTemplateId: 301 } } }),
  );
  const useCase = new SubmitReviewUseCase(new ReviewPeopleLoader(platform, platform), platform, messages, site);
  return { useCase, messages, order, patchClient };
}

const yesOnWork = [
  { id: 2, response: true, additionalText: 'New job' },
  { id: 3, response: false, additionalText: 'ignored after a No' },
];
const allNo = [
  { id: 2, response: false },
  { id: 3, response: false },
];

describe('SubmitReviewUseCase (spec 3 §4 "Review")', () => {
  it('posts a message per person first, then sets each status from their own answers', async () => {
    const { useCase, messages, order } = setup();
    const result = await useCase.execute(CREDENTIAL, { clientId: 1, client: yesOnWork, partner: allNo });
    expect(result).toMatchObject({ ok: true, value: { success: true } });
    expect(order).toEqual([
      'message 1',
      'message 2',
      'status 2 {"xptReviewStatus":"NoChangesReported"}',
      'status 1 {"xptReviewStatus":"ChangesReported"}',
    ]);
    const body = messages.bodies.get(itemAt(messages.notes, 0).id)!;
    expect(body).toContain('Has your work changed?\nAnswer: Yes\nChanges: New job');
    expect(body).not.toContain('ignored after a No');
    expect(messages.bodies.get(itemAt(messages.notes, 1).id)).toContain('Answered by Amelia Hartley.');
  });

  it('fails when a step carries an error, and sets no status for a person whose message did not go', async () => {
    const { useCase, messages, patchClient } = setup();
    messages.failCreate = true;
    const result = await useCase.execute(CREDENTIAL, { clientId: 1, client: allNo, partner: null });
    expect(result).toMatchObject({
      ok: true,
      value: { success: false, people: [{ messageSent: false, statusSet: false, error: 'boom' }] },
    });
    expect(patchClient).not.toHaveBeenCalled();
  });

  it("a failed client status after the partner's is safe to repeat: partner still offered, no second message, then done", async () => {
    let partnerStatus: string | null = 'InProgress';
    let failClient = true;
    const patch = jest.fn(async (_c, id: number, p: { xptReviewStatus: string }) => {
      if (id === 1 && failClient)
        throw new PlatformError('unavailable', 500, 'x', 'The review status could not be saved');
      if (id === 2) partnerStatus = p.xptReviewStatus;
    });
    const platform = fakePlatform({
      getClient: async (_c: unknown, id: number) =>
        id === 1 ? summary(1, 'Amelia', 'InProgress', 2) : summary(2, 'Ben', partnerStatus, 1),
      getCapabilities: async () => ['view_partner'],
      patchClient: patch,
    });
    const messages = new FakeMessages();
    const site = new InMemorySiteConfig(
      siteConfigFile({ content: CONTENT, settings: { messaging: { notificationTemplateId: 301 } } }),
    );
    const useCase = new SubmitReviewUseCase(new ReviewPeopleLoader(platform, platform), platform, messages, site);

    const first = await useCase.execute(CREDENTIAL, { clientId: 1, client: allNo, partner: yesOnWork });
    expect(first).toMatchObject({
      ok: true,
      value: {
        success: false,
        people: [
          { messageSent: true, statusSet: false },
          { messageSent: true, statusSet: true },
        ],
      },
    });
    expect(partnerStatus).toBe('ChangesReported');
    expect((await new ReviewPeopleLoader(platform, platform).load(CREDENTIAL, 1, [1, 2])).partnerAnswersOffered).toBe(
      true,
    );
    expect((await new ReviewPeopleLoader(platform, platform).load(CREDENTIAL, 1)).partnerAnswersOffered).toBe(false);

    failClient = false;
    patch.mockClear();
    const retry = await useCase.execute(CREDENTIAL, {
      clientId: 1,
      client: allNo,
      partner: yesOnWork,
      messagesSent: [1, 2],
    });
    expect(retry).toMatchObject({
      ok: true,
      value: {
        success: true,
        people: [
          { messageSent: true, statusSet: true },
          { messageSent: true, statusSet: true },
        ],
      },
    });
    expect(messages.notes).toHaveLength(2);
    expect(patch.mock.calls.map((c) => c[1])).toEqual([1]);
  });

  it('a failed partner status sets no client status, so both stay in progress', async () => {
    const patch = jest
      .fn()
      .mockRejectedValue(new PlatformError('unavailable', 500, 'x', 'The review status could not be saved'));
    const { useCase } = setup({ patch });
    const result = await useCase.execute(CREDENTIAL, { clientId: 1, client: allNo, partner: allNo });
    expect(result).toMatchObject({
      ok: true,
      value: {
        success: false,
        people: [
          { statusSet: false, error: null },
          { statusSet: false, error: 'The review status could not be saved' },
        ],
      },
    });
    expect(patch.mock.calls.map((c) => c[1])).toEqual([2]);
  });

  it('reports a refused status as a failure with the platform text', async () => {
    const patch = jest
      .fn()
      .mockRejectedValue(new PlatformError('unavailable', 500, 'x', 'The review status could not be saved'));
    const { useCase } = setup({ patch });
    const result = await useCase.execute(CREDENTIAL, { clientId: 1, client: allNo, partner: null });
    expect(result).toMatchObject({
      ok: true,
      value: {
        success: false,
        people: [{ messageSent: true, statusSet: false, error: 'The review status could not be saved' }],
      },
    });
  });

  it("refuses partner answers without view_partner or when the partner's review is not in progress", async () => {
    expect(
      await setup({ capabilities: [] }).useCase.execute(CREDENTIAL, { clientId: 1, client: allNo, partner: allNo }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(
      await setup({ partnerStatus: 'ChangesReported' }).useCase.execute(CREDENTIAL, {
        clientId: 1,
        client: allNo,
        partner: allNo,
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses an unanswered or unknown question before sending anything', async () => {
    const { useCase, order } = setup();
    expect(await useCase.execute(CREDENTIAL, { clientId: 1, client: [first(allNo)], partner: null })).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(
      await useCase.execute(CREDENTIAL, { clientId: 1, client: [...allNo, { id: 1, response: true }], partner: null }),
    ).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(order).toEqual([]);
  });
});
