import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { NotificationType } from '../../../../domain/session/notification-prompts';
import { postponedJourneys } from '../../../../domain/session/postponement';
import { journeyPromptsStore } from '../../lib/journey-prompts.store';

/** A journey's address from the site content (pages under /core/ not built yet have none). */
function journeyUrl(content: Record<string, unknown>, type: NotificationType): string | null {
  const url = (content.notificationPrompts as Record<string, { redirectUrl?: string }> | undefined)?.[type]
    ?.redirectUrl;
  return url && !url.startsWith('/core/') ? url : null;
}

/** spec 2 §2 "Postponement panel": the journeys it lists, under every one of its rules. */
export function usePostponedJourneys({
  isClient,
  actingAsAnotherClient,
  content,
}: {
  isClient: boolean;
  actingAsAnotherClient: boolean;
  content: Record<string, unknown>;
}): NotificationType[] {
  const prompts = useSnapshot(journeyPromptsStore);
  const { pathname } = useLocation();
  const config = prompts.config;
  if (!config) return [];
  return postponedJourneys(
    {
      reviewStatus: config.reviewStatus,
      factFindStatus: config.factFindStatus,
      roboJourneyType: config.roboJourneyType,
      roboJourneyStatus: config.roboJourneyStatus,
    },
    {
      isClient,
      actingAsAnotherClient,
      onJourneyPage: (t) => {
        const url = journeyUrl(content, t);
        return !!url && pathname.startsWith(url);
      },
      updated: (t) => prompts.updated.includes(t),
      promptsOn: config.promptsEnabled,
      promptDismissed: (t) => prompts.dismissed.includes(t),
    },
  );
}
