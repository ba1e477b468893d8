import {
  initialPromptDismissed,
  isRoboJourneyOpen,
  NotificationType,
  notificationTypeForRoboProduct,
  ReviewStatus,
  RoboJourneyStatus,
} from '../../../../domain/session/notification-prompts';
import { REVIEW_HEADING } from '../../../../domain/review/review-pages';
import { POSTPONEMENT_TEXTS } from '../../../../domain/session/postponement';
import type { NotificationConfig } from '../../lib/contract';

/** The robo journey's status comes as plain text from the wire; this is the in-progress one's. */
const ROBO_IN_PROGRESS: string = RoboJourneyStatus.InProgress;

/** One prompt of the queue (spec 1 §3 "Notification config"). */
export interface PromptItem {
  type: NotificationType;
  header: string;
  message: string;
  buttonText: string;
  /** Where the journey lives; a prompt without one is never shown (spec 1 §4.5). */
  redirectUrl: string | null;
  dismissed: boolean;
  /** Offers 'I'd rather speak to my adviser'. */
  canSpeakToAdviser: boolean;
}

type PromptText = Partial<Pick<PromptItem, 'header' | 'message' | 'buttonText' | 'redirectUrl'>> & {
  continueHeader?: string;
  continueMessage?: string;
  continueButtonText?: string;
};

/**
 * Default wording; the start buttons say what the postponement panel's links say (spec 2 §2). Only
 * the annual review lives in the portal (/core/review); the fact-find and robo journeys are other
 * applications, so their prompts show only where the site content gives them a redirect URL
 * (content.notificationPrompts.{type}.redirectUrl).
 */
export const DEFAULT_PROMPTS: Readonly<Record<NotificationType, PromptText>> = {
  [NotificationType.review]: {
    header: REVIEW_HEADING,
    message: 'Your adviser has asked you to complete your annual review.',
    buttonText: 'Start review',
    redirectUrl: '/core/review',
  },
  [NotificationType.factFind]: {
    header: 'Your fact find',
    message: 'Your adviser has asked you to complete your fact find.',
    buttonText: POSTPONEMENT_TEXTS[NotificationType.factFind].link,
  },
  [NotificationType.automatedPersonalAdvice]: {
    header: 'Automated Personal Advice',
    message: 'Your adviser has invited you to Automated Personal Advice.',
    buttonText: POSTPONEMENT_TEXTS[NotificationType.automatedPersonalAdvice].link,
    continueHeader: 'Continue Automated Personal Advice',
    continueMessage: 'You have started Automated Personal Advice. Continue where you left off.',
    continueButtonText: 'Continue APA',
  },
  [NotificationType.roboAdvice]: {
    header: 'Robo Advisor',
    message: 'Your adviser has invited you to use the Robo Advisor.',
    buttonText: POSTPONEMENT_TEXTS[NotificationType.roboAdvice].link,
    continueHeader: 'Continue Robo Advisor',
    continueMessage: 'You have started the Robo Advisor. Continue where you left off.',
    continueButtonText: 'Continue Robo Advisor',
  },
};

/** The platform keeps review statuses by key ('InProgress'); the domain rules read the texts ('In Progress'). */
export function reviewStatusText(status: string | null): string | null {
  if (status === null) return null;
  return (ReviewStatus as Record<string, string>)[status] ?? status;
}

function item(type: NotificationType, dismissed: boolean, text: PromptText, inProgress = false): PromptItem {
  return {
    type,
    header: (inProgress && text.continueHeader) || text.header || '',
    message: (inProgress && text.continueMessage) || text.message || '',
    buttonText: (inProgress && text.continueButtonText) || text.buttonText || 'Continue',
    redirectUrl: text.redirectUrl || null,
    dismissed,
    canSpeakToAdviser: true,
  };
}

/** spec 1 §4.5: the prompt queue for a client's notification config (review, fact-find, then any robo journey). */
export function buildPromptQueue(
  config: NotificationConfig,
  content: Partial<Record<NotificationType, PromptText>> = {},
): PromptItem[] {
  const text = (t: NotificationType): PromptText => ({ ...DEFAULT_PROMPTS[t], ...(content[t] ?? {}) });
  const queue = [
    item(
      NotificationType.review,
      initialPromptDismissed({ type: NotificationType.review, reviewStatus: reviewStatusText(config.reviewStatus) }),
      text(NotificationType.review),
    ),
    item(
      NotificationType.factFind,
      initialPromptDismissed({ type: NotificationType.factFind, factFindStatus: config.factFindStatus }),
      text(NotificationType.factFind),
    ),
  ];
  const roboType = notificationTypeForRoboProduct(config.roboJourneyType);
  if (roboType && isRoboJourneyOpen(config.roboJourneyStatus)) {
    queue.push(item(roboType, false, text(roboType), config.roboJourneyStatus === ROBO_IN_PROGRESS));
  }
  return queue;
}

/** Whether the user is already on the journey's page. */
export function onTargetPage(pathname: string, redirectUrl: string | null): boolean {
  if (!redirectUrl) return false;
  const strip = (p: string) => p.replace(/\/+$/, '');
  const here = strip(pathname.startsWith('/core') ? pathname : `/core${pathname}`);
  return here === strip(redirectUrl) || here.startsWith(`${strip(redirectUrl)}/`);
}
