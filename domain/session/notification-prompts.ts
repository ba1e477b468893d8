/** Notification prompts: statuses and texts (spec 1 §4.5, spec 3 §3 "Review entities"). */

/** spec 1 §4.5, spec 3 §3 */
export enum ReviewConsentStatus {
  Blank = 0,
  PendingAdviserActions = 1,
  PendingClientAcceptance = 2,
  ClientConsentCompleted = 3,
  NeedToTalkToAdviser = 4,
}

/** spec 1 §4.5, spec 3 §3 */
export enum OptStatus {
  OptOut = 0,
  OptIn = 1,
  OptOutNoClientResponse = 2,
  PendingClientDecision = 3,
}

/** spec 1 §4.5; texts from spec 3 §3. */
export enum ReviewStatus {
  None = '',
  InProgress = 'In Progress',
  FollowUpRequired = 'Follow Up Required',
  ChangesReported = 'Changes Reported',
  NoChangesReported = 'No Changes Reported',
}

/** spec 1 §3, §4.5: robo journey statuses (default none). */
export enum RoboJourneyStatus {
  None = 'none',
  Enabled = 'enabled',
  InProgress = 'in_progress',
  FollowUpRequested = 'follow_up_requested',
  Declined = 'declined',
}

/** spec 1 §3: prompt types. */
export enum NotificationType {
  factFind = 'factFind',
  review = 'review',
  automatedPersonalAdvice = 'automatedPersonalAdvice',
  roboAdvice = 'roboAdvice',
}

/** spec 1 §4.5: fact-find status set by 'Speak to adviser' (and one that leaves the prompt undismissed). */
export const FACT_FIND_SPEAK_TO_ADVISER_STATUS = '0';
/** spec 1 §4.5: the button on review prompts and the review introduction. */
export const SPEAK_TO_ADVISER_BUTTON = "I'd rather speak to my adviser";
/** spec 1 §4.5, spec 3 §2: shown after choosing to speak to the adviser. */
export const SPEAK_TO_ADVISER_CONFIRMATION =
  'You have opted for your adviser to contact you instead of completing the review';

/** spec 1 §4.5: robo product types and the prompt type each maps to. */
export const ROBO_PRODUCT_TYPES: Readonly<Record<string, NotificationType>> = {
  investment: NotificationType.automatedPersonalAdvice,
  retirement_health_check: NotificationType.roboAdvice,
};

/** spec 1 §4.5: the prompt type of a robo product type, or null when not known. */
export function notificationTypeForRoboProduct(productType: string | null | undefined): NotificationType | null {
  return (productType && ROBO_PRODUCT_TYPES[productType.trim().toLowerCase()]) || null;
}

/** spec 1 §4.5: robo statuses recognised as an open journey. */
export function isRoboJourneyOpen(status: string | null | undefined): boolean {
  return status === RoboJourneyStatus.Enabled || status === RoboJourneyStatus.InProgress;
}

/**
 * spec 1 §4.5: a review prompt starts dismissed unless the review is in progress; a fact-find
 * prompt unless its status is null (or missing) or '0'. Robo prompts start undismissed.
 */
export function initialPromptDismissed(input: {
  type: NotificationType;
  reviewStatus?: string | null;
  factFindStatus?: string | number | null;
}): boolean {
  if (input.type === NotificationType.review) return input.reviewStatus !== ReviewStatus.InProgress;
  if (input.type === NotificationType.factFind) {
    const s = input.factFindStatus;
    return !(s === null || s === undefined || String(s).trim() === FACT_FIND_SPEAK_TO_ADVISER_STATUS);
  }
  return false;
}

/** spec 1 §4.5: the status update of 'Speak to adviser' for each prompt type. */
export function speakToAdviserStatus(type: NotificationType): string {
  switch (type) {
    case NotificationType.review:
      return ReviewStatus.FollowUpRequired;
    case NotificationType.factFind:
      return FACT_FIND_SPEAK_TO_ADVISER_STATUS;
    default:
      return RoboJourneyStatus.FollowUpRequested;
  }
}

/** spec 1 §4.5: prompts apply only to a client user with no client in context. */
export function promptsApply(input: { isClient: boolean; hasClientInContext: boolean }): boolean {
  return input.isClient && !input.hasClientInContext;
}

/** spec 1 §4.5: every condition for showing a prompt. */
export function canShowPrompt(input: {
  hasRedirectUrl: boolean;
  clientLoaded: boolean;
  configLoaded: boolean;
  accountsLoaded: boolean;
  onMessagesPage: boolean;
  fetching: boolean;
  promptShowing: boolean;
  onTargetPage: boolean;
}): boolean {
  return (
    input.hasRedirectUrl &&
    input.clientLoaded &&
    input.configLoaded &&
    (input.accountsLoaded || input.onMessagesPage) &&
    !input.fetching &&
    !input.promptShowing &&
    !input.onTargetPage
  );
}

/** spec 1 §4.5: the first undismissed prompt of the queue is the one shown. */
export function firstUndismissed<T extends { dismissed: boolean }>(queue: readonly T[]): T | null {
  return queue.find((item) => !item.dismissed) ?? null;
}
