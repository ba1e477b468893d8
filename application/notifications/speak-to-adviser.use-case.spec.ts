import { AnswerRoboPromptUseCase } from './answer-robo-prompt.use-case';
import { NotificationType } from '../../domain/session/notification-prompts';
import { PlatformError } from '../ports/platform-error';
import { FakeMessages } from '../messages/testing/messages-fakes';
import { CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { FACT_FIND_OPT_OUT_SUBJECT, SpeakToAdviserUseCase } from './speak-to-adviser.use-case';

const OPEN = { xptReviewStatus: 'InProgress', factfindStatus: null, roboJourneyStatus: 'enabled' };
const getClient = jest.fn().mockResolvedValue(OPEN);

const site = (settings: Record<string, unknown> = {}) => new InMemorySiteConfig(siteConfigFile({ settings }));

describe('SpeakToAdviserUseCase', () => {
  it.each([
    [NotificationType.review, { xptReviewStatus: 'FollowUpRequired' }, 'FollowUpRequired'],
    [NotificationType.factFind, { factfindStatus: '0' }, '0'],
    [NotificationType.roboAdvice, { roboJourneyStatus: 'follow_up_requested' }, 'follow_up_requested'],
    [NotificationType.automatedPersonalAdvice, { roboJourneyStatus: 'follow_up_requested' }, 'follow_up_requested'],
  ])('for a %s prompt patches the client with %j', async (type, patch, status) => {
    const patchClient = jest.fn().mockResolvedValue(undefined);
    const result = await new SpeakToAdviserUseCase(
      fakePlatform({ getClient, patchClient }),
      new FakeMessages(),
      site(),
    ).execute(CREDENTIAL, { clientId: 70, type });
    expect(patchClient).toHaveBeenCalledWith(CREDENTIAL, 70, patch);
    expect(result).toMatchObject({ ok: true, value: { type, status } });
  });

  it('a refused change is an error value', async () => {
    const patchClient = jest.fn().mockRejectedValue(new PlatformError('forbidden', 403, 'Permission Error'));
    const messages = new FakeMessages();
    const result = await new SpeakToAdviserUseCase(
      fakePlatform({ getClient, patchClient }),
      messages,
      site({ factFindSpeakToAdviserTemplateId: 305 }),
    ).execute(CREDENTIAL, { clientId: 70, type: NotificationType.factFind });
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(messages.emails).toEqual([]);
  });

  it('a fact-find opt-out stores the status, then sends the notification with the configured template', async () => {
    const order: string[] = [];
    const patchClient = jest.fn(async () => void order.push('patch'));
    const messages = new FakeMessages();
    const send = messages.sendEmail.bind(messages);
    messages.sendEmail = async (r) => (order.push('email'), send(r));
    const result = await new SpeakToAdviserUseCase(
      fakePlatform({ getClient, patchClient }),
      messages,
      site({ factFindSpeakToAdviserTemplateId: 305 }),
    ).execute(CREDENTIAL, { clientId: 70, type: NotificationType.factFind });
    expect(order).toEqual(['patch', 'email']);
    expect(messages.emails).toEqual([expect.objectContaining({ templateId: 305, subject: FACT_FIND_OPT_OUT_SUBJECT })]);
    expect(result).toEqual({ ok: true, value: { type: NotificationType.factFind, status: '0', notified: true } });
  });

  it('a fact-find opt-out already recorded (status 0) is answered as done with no second patch or e-mail', async () => {
    const patchClient = jest.fn();
    const messages = new FakeMessages();
    const platform = fakePlatform({
      getClient: jest.fn().mockResolvedValue({ ...OPEN, factfindStatus: '0' }),
      patchClient,
    });
    const result = await new SpeakToAdviserUseCase(
      platform,
      messages,
      site({ factFindSpeakToAdviserTemplateId: 305 }),
    ).execute(CREDENTIAL, { clientId: 70, type: NotificationType.factFind });
    expect(result).toEqual({ ok: true, value: { type: NotificationType.factFind, status: '0', notified: null } });
    expect(patchClient).not.toHaveBeenCalled();
    expect(messages.emails).toEqual([]);
  });

  it('reports a fact-find notification that did not go, and sends none for a review', async () => {
    const messages = new FakeMessages();
    messages.failEmail = true;
    const platform = fakePlatform({ getClient, patchClient: jest.fn().mockResolvedValue(undefined) });
    const useCase = new SpeakToAdviserUseCase(platform, messages, site({ factFindSpeakToAdviserTemplateId: 305 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, type: NotificationType.factFind })).toMatchObject({
      ok: true,
      value: { notified: false },
    });
    messages.failEmail = false;
    await useCase.execute(CREDENTIAL, { clientId: 70, type: NotificationType.review });
    expect(messages.emails).toEqual([]);
  });
});

describe('prompt answers to a journey that is not open', () => {
  it.each([
    [
      NotificationType.review,
      { ...OPEN, xptReviewStatus: 'NoChangesReported' },
      'Your annual review is not in progress.',
    ],
    [NotificationType.review, { ...OPEN, xptReviewStatus: null }, 'Your annual review is not in progress.'],
    [NotificationType.factFind, { ...OPEN, factfindStatus: '2' }, 'Your fact find is not waiting for you to complete.'],
    [NotificationType.roboAdvice, { ...OPEN, roboJourneyStatus: null }, 'You have no advice journey in progress.'],
    [
      NotificationType.automatedPersonalAdvice,
      { ...OPEN, roboJourneyStatus: 'declined' },
      'You have no advice journey in progress.',
    ],
  ])('speak to adviser on a %s with %j is refused and changes nothing', async (type, record, message) => {
    const patchClient = jest.fn();
    const result = await new SpeakToAdviserUseCase(
      fakePlatform({ getClient: jest.fn().mockResolvedValue(record), patchClient }),
      new FakeMessages(),
      site(),
    ).execute(CREDENTIAL, { clientId: 70, type });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', message } });
    expect(patchClient).not.toHaveBeenCalled();
  });

  it('a robo answer with no robo journey is refused and changes nothing', async () => {
    const patchClient = jest.fn();
    const result = await new AnswerRoboPromptUseCase(
      fakePlatform({ getClient: jest.fn().mockResolvedValue({ ...OPEN, roboJourneyStatus: 'none' }), patchClient }),
    ).execute(CREDENTIAL, { clientId: 70, action: 'close' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'validation', message: 'You have no advice journey in progress.' },
    });
    expect(patchClient).not.toHaveBeenCalled();
  });
});

describe('AnswerRoboPromptUseCase', () => {
  it.each([
    ['close', 'declined'],
    ['runAssessment', 'none'],
  ] as const)('%s sets roboJourneyStatus %s', async (action, status) => {
    const patchClient = jest.fn().mockResolvedValue(undefined);
    const result = await new AnswerRoboPromptUseCase(fakePlatform({ getClient, patchClient })).execute(CREDENTIAL, {
      clientId: 70,
      action,
    });
    expect(patchClient).toHaveBeenCalledWith(CREDENTIAL, 70, { roboJourneyStatus: status });
    expect(result).toEqual({ ok: true, value: { status } });
  });
});
