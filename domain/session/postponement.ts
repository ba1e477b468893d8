import {
  isRoboJourneyOpen,
  NotificationType,
  notificationTypeForRoboProduct,
  ReviewStatus,
  RoboJourneyStatus,
} from './notification-prompts';

/** The home dashboard's postponement panel (spec 2 §2 "Postponement panel"). */

/** spec 2 §2: the panel's heading. */
export const POSTPONEMENT_HEADING = 'Action required';

/** spec 2 §2: each journey's message and link text. */
export const POSTPONEMENT_TEXTS: Readonly<Record<NotificationType, { message: string; link: string }>> = {
  [NotificationType.review]: { message: 'You have chosen to postpone your suitability review.', link: 'Start Review' },
  [NotificationType.factFind]: {
    message: 'You have chosen to postpone your fact find journey.',
    link: 'Start fact find journey',
  },
  [NotificationType.automatedPersonalAdvice]: {
    message: 'You have chosen to postpone your Automated Personal Advice.',
    link: 'Start APA',
  },
  [NotificationType.roboAdvice]: {
    message: 'You have chosen to postpone your Robo Advisor.',
    link: 'Start Robo Advisor',
  },
};

/** spec 2 §2: fact-find statuses that mean the journey is awaiting. */
export const AWAITING_FACT_FIND_STATUSES: readonly string[] = ['1', '2'];

export interface JourneyState {
  reviewStatus: string | null;
  factFindStatus: string | null;
  roboJourneyType: string | null;
  roboJourneyStatus: string | null;
}

/** spec 2 §2: the journeys awaiting the client, in the panel's order. */
export function awaitingJourneys(state: JourneyState): NotificationType[] {
  const out: NotificationType[] = [];
  if (state.reviewStatus === 'InProgress' || state.reviewStatus === ReviewStatus.InProgress)
    out.push(NotificationType.review);
  if (state.factFindStatus !== null && AWAITING_FACT_FIND_STATUSES.includes(String(state.factFindStatus).trim()))
    out.push(NotificationType.factFind);
  const robo = notificationTypeForRoboProduct(state.roboJourneyType);
  // Pending (enabled or started) or declined.
  if (robo && (isRoboJourneyOpen(state.roboJourneyStatus) || state.roboJourneyStatus === RoboJourneyStatus.Declined))
    out.push(robo);
  return out;
}

export interface PostponementInput {
  isClient: boolean;
  actingAsAnotherClient: boolean;
  /** Already on the journey's own page. */
  onJourneyPage: (type: NotificationType) => boolean;
  /** An update happened this session (e.g. 'speak to adviser'). */
  updated: (type: NotificationType) => boolean;
  /** The new notification feature (prompts) is on: the prompt must have been dismissed first. */
  promptsOn: boolean;
  promptDismissed: (type: NotificationType) => boolean;
}

/** spec 2 §2: which journeys the panel lists (empty: no panel). */
export function postponedJourneys(state: JourneyState, input: PostponementInput): NotificationType[] {
  if (!input.isClient || input.actingAsAnotherClient) return [];
  return awaitingJourneys(state).filter(
    (t) => !input.onJourneyPage(t) && !input.updated(t) && (!input.promptsOn || input.promptDismissed(t)),
  );
}
