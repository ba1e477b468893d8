import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { NotificationType } from '../../../../domain/session/notification-prompts';
import { POSTPONEMENT_HEADING, POSTPONEMENT_TEXTS, postponedJourneys } from '../../../../domain/session/postponement';
import { journeyPromptsStore } from '../../lib/journey-prompts.store';

/**
 * The journey's address from the site content. Portal pages under /core/ that are not built yet
 * (the annual review) get no link rather than a dead one; the message still shows.
 */
function journeyUrl(content: Record<string, unknown>, type: NotificationType): string | null {
  const url = (content.notificationPrompts as Record<string, { redirectUrl?: string }> | undefined)?.[type]?.redirectUrl;
  return url && !url.startsWith('/core/') ? url : null;
}

/** spec 2 §2 "Postponement panel": 'Action required' under every one of its rules. */
export function PostponementPanel({ isClient, actingAsAnotherClient, content }: { isClient: boolean; actingAsAnotherClient: boolean; content: Record<string, unknown> }) {
  const prompts = useSnapshot(journeyPromptsStore);
  const { pathname } = useLocation();
  const config = prompts.config;
  if (!config) return null;
  const journeys = postponedJourneys(
    { reviewStatus: config.reviewStatus, factFindStatus: config.factFindStatus, roboJourneyType: config.roboJourneyType, roboJourneyStatus: config.roboJourneyStatus },
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
  if (journeys.length === 0) return null;
  return (
    <section className="alert alert--warning postponement" aria-labelledby="home-postponement">
      <h2 id="home-postponement" className="postponement__heading">{POSTPONEMENT_HEADING}</h2>
      <ul className="postponement__list">
        {journeys.map((t) => {
          const url = journeyUrl(content, t);
          return (
            <li key={t}>
              {POSTPONEMENT_TEXTS[t].message} {url ? <a href={url}>{POSTPONEMENT_TEXTS[t].link}</a> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
