import {
  NotificationType,
  SPEAK_TO_ADVISER_BUTTON,
  SPEAK_TO_ADVISER_CONFIRMATION,
} from '../../../../domain/session/notification-prompts';
import { itemAt } from '../../../../domain/shared/present';
import type { NotificationConfig } from '../../lib/contract';
import { toastStore } from '../../lib/toast.store';
import { buildPromptQueue, onTargetPage, reviewStatusText } from './notification-prompts';
import {
  loadPrompts,
  promptNavigation,
  promptStore,
  resetPrompts,
  showNextPrompt,
  syncClosedPrompt,
} from './notification-prompts.store';
import { fakeFetch, flush } from './testing/fake-api';

function config(over: Partial<NotificationConfig> = {}): NotificationConfig {
  return {
    clientId: 10001,
    reviewStatus: null,
    partnerReviewStatus: null,
    factFindStatus: '1',
    partnerFactFindStatus: null,
    roboJourneyType: null,
    roboJourneyStatus: 'none',
    promptsEnabled: true,
    ...over,
  };
}

const HERE = { pathname: '/clients/home/', clientLoaded: true, accountsLoaded: true, onMessagesPage: false };

describe('the prompt queue (spec 1 §4.5)', () => {
  it("reads the platform's review key as its text", () => {
    expect(reviewStatusText('InProgress')).toBe('In Progress');
    expect(reviewStatusText('In Progress')).toBe('In Progress');
    expect(reviewStatusText(null)).toBeNull();
  });

  it('starts the review undismissed only while it is in progress', () => {
    expect(buildPromptQueue(config({ reviewStatus: 'InProgress' }))[0]).toMatchObject({
      type: 'review',
      dismissed: false,
      redirectUrl: '/core/review',
    });
    expect(itemAt(buildPromptQueue(config({ reviewStatus: 'FollowUpRequired' })), 0).dismissed).toBe(true);
  });

  it("starts the fact-find undismissed for a null or '0' status; it shows only with a configured redirect URL", () => {
    expect(buildPromptQueue(config({ factFindStatus: null }))[1]).toMatchObject({
      type: 'factFind',
      dismissed: false,
      redirectUrl: null,
    });
    expect(itemAt(buildPromptQueue(config({ factFindStatus: '2' })), 1).dismissed).toBe(true);
    const configured = buildPromptQueue(config({ factFindStatus: '0' }), {
      factFind: { redirectUrl: '/core/factfind' },
    });
    expect(configured[1]).toMatchObject({ dismissed: false, redirectUrl: '/core/factfind' });
  });

  it('adds an open robo journey with the continue wording when in progress', () => {
    const queue = buildPromptQueue(config({ roboJourneyType: 'investment', roboJourneyStatus: 'in_progress' }));
    expect(queue[2]).toMatchObject({
      type: NotificationType.automatedPersonalAdvice,
      header: 'Continue Automated Personal Advice',
      dismissed: false,
    });
    expect(
      itemAt(buildPromptQueue(config({ roboJourneyType: 'retirement_health_check', roboJourneyStatus: 'enabled' })), 2)
        .type,
    ).toBe(NotificationType.roboAdvice);
    expect(buildPromptQueue(config({ roboJourneyType: 'investment', roboJourneyStatus: 'declined' }))).toHaveLength(2);
  });

  it('knows when the user is already on the journey page', () => {
    expect(onTargetPage('/review/', '/core/review')).toBe(true);
    expect(onTargetPage('/review/step-2', '/core/review')).toBe(true);
    expect(onTargetPage('/clients/home/', '/core/review')).toBe(false);
  });
});

describe('showing prompts (spec 1 §4.5)', () => {
  beforeEach(() => {
    resetPrompts();
    toastStore.toasts.splice(0);
  });

  it('shows the first undismissed prompt as an info toast with no timeout, once', async () => {
    fakeFetch({ 'GET /notifications/config': { body: config({ reviewStatus: 'InProgress', factFindStatus: null }) } });
    await loadPrompts(7);
    showNextPrompt(HERE);
    showNextPrompt(HERE);
    expect(toastStore.toasts).toHaveLength(1);
    expect(toastStore.toasts[0]).toMatchObject({ kind: 'info', title: 'Your annual review', timeoutMs: null });
    // The annual review page exists: 'Start review' leads there (through /core/review).
    expect(itemAt(toastStore.toasts, 0).actions!.map((a) => a.label)).toEqual([
      'Start review',
      SPEAK_TO_ADVISER_BUTTON,
    ]);
  });

  it('hides the review prompt on the annual review page itself (reached through /core/review)', async () => {
    fakeFetch({ 'GET /notifications/config': { body: config({ reviewStatus: 'InProgress' }) } });
    await loadPrompts(7);
    showNextPrompt({
      ...HERE,
      pathname: '/clients/annual-review/',
      targetAliases: { [NotificationType.review]: '/core/clients/annual-review' },
    });
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('closing a robo prompt declines it; starting it runs the assessment (robo status none)', async () => {
    const robo = config({ roboJourneyType: 'investment', roboJourneyStatus: 'enabled' });
    const api = fakeFetch({
      'GET /notifications/config': { body: robo },
      'POST /notifications/robo': { body: { status: 'declined' } },
    });
    await loadPrompts(7, { automatedPersonalAdvice: { redirectUrl: '/apa/' } });
    showNextPrompt(HERE);
    expect(itemAt(toastStore.toasts, 0).title).toBe('Automated Personal Advice');
    toastStore.toasts.splice(0);
    syncClosedPrompt();
    await flush(10);
    expect(api.calls.filter((c) => c.path === '/notifications/robo').map((c) => c.body)).toEqual([{ action: 'close' }]);

    resetPrompts();
    const assign = jest.fn();
    const original = promptNavigation.go;
    promptNavigation.go = assign;
    try {
      const second = fakeFetch({
        'GET /notifications/config': { body: robo },
        'POST /notifications/robo': { body: { status: 'none' } },
      });
      await loadPrompts(8, { automatedPersonalAdvice: { redirectUrl: '/apa/' } });
      showNextPrompt(HERE);
      itemAt(toastStore.toasts, 0)
        .actions!.find((a) => a.label === 'Start APA')!
        .run();
      await flush(10);
      expect(second.calls.filter((c) => c.path === '/notifications/robo').map((c) => c.body)).toEqual([
        { action: 'runAssessment' },
      ]);
      expect(assign).toHaveBeenCalledWith('/apa/');
      expect(itemAt(promptStore.queue, 2).dismissed).toBe(true);
      // Taken off the screen by the start, not closed: no 'declined' follows.
      syncClosedPrompt();
      await flush(5);
      expect(second.calls.filter((c) => c.path === '/notifications/robo')).toHaveLength(1);
    } finally {
      promptNavigation.go = original;
    }
  });

  it('offers the start action for a prompt that leads off the portal', async () => {
    fakeFetch({ 'GET /notifications/config': { body: config({ reviewStatus: null, factFindStatus: '0' }) } });
    await loadPrompts(7, { factFind: { redirectUrl: '/factfind/' } });
    showNextPrompt(HERE);
    expect(itemAt(toastStore.toasts, 0).actions!.map((a) => a.label)[0]).toBe('Start fact find journey');
  });

  it('shows nothing on the target page, before the config loads, or when prompts do not apply', async () => {
    fakeFetch({ 'GET /notifications/config': { body: config({ reviewStatus: 'InProgress' }) } });
    showNextPrompt(HERE);
    expect(toastStore.toasts).toHaveLength(0);
    await loadPrompts(7);
    showNextPrompt({ ...HERE, pathname: '/review/' });
    expect(toastStore.toasts).toHaveLength(0);
    resetPrompts();
    fakeFetch({ 'GET /notifications/config': { body: config({ reviewStatus: 'InProgress', promptsEnabled: false }) } });
    await loadPrompts(8);
    showNextPrompt(HERE);
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('a closed prompt stays dismissed', async () => {
    fakeFetch({ 'GET /notifications/config': { body: config({ reviewStatus: 'InProgress' }) } });
    await loadPrompts(7);
    showNextPrompt(HERE);
    toastStore.toasts.splice(0);
    syncClosedPrompt();
    showNextPrompt(HERE);
    expect(toastStore.toasts).toHaveLength(0);
    expect(itemAt(promptStore.queue, 0).dismissed).toBe(true);
  });

  it("'I'd rather speak to my adviser' calls the BFF, then confirms", async () => {
    const api = fakeFetch({
      'GET /notifications/config': { body: config({ reviewStatus: 'InProgress' }) },
      'POST /notifications/speak-to-adviser': {
        body: { type: 'review', status: 'FollowUpRequired', message: SPEAK_TO_ADVISER_CONFIRMATION },
      },
    });
    await loadPrompts(7);
    showNextPrompt(HERE);
    itemAt(toastStore.toasts, 0)
      .actions!.find((a) => a.label === SPEAK_TO_ADVISER_BUTTON)!
      .run();
    await flush(10);
    expect(api.calls.find((c) => c.path === '/notifications/speak-to-adviser')?.body).toEqual({ type: 'review' });
    expect(toastStore.toasts).toHaveLength(1);
    expect(toastStore.toasts[0]).toMatchObject({ kind: 'success', message: SPEAK_TO_ADVISER_CONFIRMATION });
    expect(itemAt(promptStore.queue, 0).dismissed).toBe(true);
    expect(promptStore.showing).toBeNull();
  });
});
