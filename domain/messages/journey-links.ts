import { NotificationType } from '../session/notification-prompts';

/**
 * Where each journey in 'Action required' leads, one click away. The annual review is a portal page
 * (/clients/{annualReview segment}/); fact find, Automated Personal Advice and the Robo Advisor are other
 * applications (spec 3 §9, spec 1 §2.1: /factfind/, /apa/, /robo/), unless the site content gives the journey
 * its own redirect URL (content.notificationPrompts.{type}.redirectUrl).
 */
export const JOURNEY_APPLICATION_LINKS: Readonly<Record<Exclude<NotificationType, NotificationType.review>, string>> = {
  [NotificationType.factFind]: '/factfind/',
  [NotificationType.automatedPersonalAdvice]: '/apa/',
  [NotificationType.roboAdvice]: '/robo/',
};

export interface JourneyLink {
  href: string;
  /** A route of the portal's own (a link within the app), not another application. */
  inPortal: boolean;
}

export function journeyLink(
  type: NotificationType,
  annualReviewPath: string,
  configuredUrl?: string | null,
): JourneyLink {
  if (type === NotificationType.review) return { href: annualReviewPath, inPortal: true };
  const configured = configuredUrl?.trim();
  return { href: configured || JOURNEY_APPLICATION_LINKS[type], inPortal: false };
}
