import {
  canShowPrompt,
  firstUndismissed,
  initialPromptDismissed,
  isRoboJourneyOpen,
  NotificationType,
  notificationTypeForRoboProduct,
  OptStatus,
  promptsApply,
  ReviewConsentStatus,
  ReviewStatus,
  SPEAK_TO_ADVISER_BUTTON,
  speakToAdviserStatus,
} from './notification-prompts';

describe('notification prompt statuses', () => {
  it('uses the spec numbers and texts', () => {
    expect(ReviewConsentStatus.NeedToTalkToAdviser).toBe(4);
    expect(OptStatus.PendingClientDecision).toBe(3);
    expect(ReviewStatus.None).toBe('');
    expect(ReviewStatus.InProgress).toBe('In Progress');
    expect(SPEAK_TO_ADVISER_BUTTON).toBe("I'd rather speak to my adviser");
  });

  it('maps robo product types', () => {
    expect(notificationTypeForRoboProduct('investment')).toBe(NotificationType.automatedPersonalAdvice);
    expect(notificationTypeForRoboProduct('retirement_health_check')).toBe(NotificationType.roboAdvice);
    expect(notificationTypeForRoboProduct('other')).toBeNull();
    expect(notificationTypeForRoboProduct(null)).toBeNull();
    expect(isRoboJourneyOpen('in_progress')).toBe(true);
    expect(isRoboJourneyOpen('none')).toBe(false);
  });
});

describe('initialPromptDismissed', () => {
  it('dismisses a review prompt unless the review is in progress', () => {
    expect(initialPromptDismissed({ type: NotificationType.review, reviewStatus: 'In Progress' })).toBe(false);
    expect(initialPromptDismissed({ type: NotificationType.review, reviewStatus: '' })).toBe(true);
    expect(initialPromptDismissed({ type: NotificationType.review, reviewStatus: null })).toBe(true);
  });

  it("dismisses a fact-find prompt unless its status is null or '0'", () => {
    expect(initialPromptDismissed({ type: NotificationType.factFind, factFindStatus: null })).toBe(false);
    expect(initialPromptDismissed({ type: NotificationType.factFind, factFindStatus: '0' })).toBe(false);
    expect(initialPromptDismissed({ type: NotificationType.factFind, factFindStatus: 0 })).toBe(false);
    expect(initialPromptDismissed({ type: NotificationType.factFind, factFindStatus: '1' })).toBe(true);
  });

  it('leaves robo prompts undismissed', () => {
    expect(initialPromptDismissed({ type: NotificationType.roboAdvice })).toBe(false);
  });
});

describe('prompt rules', () => {
  it('sets the speak-to-adviser status per type', () => {
    expect(speakToAdviserStatus(NotificationType.review)).toBe('Follow Up Required');
    expect(speakToAdviserStatus(NotificationType.factFind)).toBe('0');
    expect(speakToAdviserStatus(NotificationType.roboAdvice)).toBe('follow_up_requested');
  });

  it('applies only to clients with no client in context', () => {
    expect(promptsApply({ isClient: true, hasClientInContext: false })).toBe(true);
    expect(promptsApply({ isClient: false, hasClientInContext: true })).toBe(false);
  });

  it('shows a prompt only when every condition holds', () => {
    const ready = {
      hasRedirectUrl: true,
      clientLoaded: true,
      configLoaded: true,
      accountsLoaded: false,
      onMessagesPage: true,
      fetching: false,
      promptShowing: false,
      onTargetPage: false,
    };
    expect(canShowPrompt(ready)).toBe(true);
    expect(canShowPrompt({ ...ready, onMessagesPage: false })).toBe(false);
    expect(canShowPrompt({ ...ready, onTargetPage: true })).toBe(false);
    expect(canShowPrompt({ ...ready, hasRedirectUrl: false })).toBe(false);
  });

  it('picks the first undismissed prompt', () => {
    expect(
      firstUndismissed([
        { dismissed: true, id: 1 },
        { dismissed: false, id: 2 },
      ]),
    ).toEqual({ dismissed: false, id: 2 });
    expect(firstUndismissed([{ dismissed: true }])).toBeNull();
  });
});
