import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  ACTION_REQUIRED_HEADING,
  ACTION_TEXTS,
  actionItemsText,
  ATTENTION_LEAD,
  documentsToSignText,
  importantMessagesText,
  soonestDueFirst,
} from '../../../domain/messages/attention-texts';
import { withoutSigningMessages } from '../../../domain/messages/attention-items';
import { journeyLink } from '../../../domain/messages/journey-links';
import type { NotificationType } from '../../../domain/session/notification-prompts';
import { POSTPONEMENT_TEXTS } from '../../../domain/session/postponement';
import { usePostponedJourneys } from '../features/home/use-postponed-journeys';
import { inboxStore, refreshAttention } from '../lib/inbox.store';
import './action-required.css';
import { displayDate } from '../lib/display-date';

/** The address the site content gives a journey, if any. */
function configuredUrl(content: Record<string, unknown>, type: NotificationType): string | null {
  return (
    (content.notificationPrompts as Record<string, { redirectUrl?: string }> | undefined)?.[type]?.redirectUrl ?? null
  );
}

interface Props {
  /** The documents and messages page's path, e.g. '/clients/documents-and-messages/'. */
  messagesPath: string;
  /** The annual review page's path, e.g. '/clients/annual-review/'. */
  annualReviewPath: string;
  content: Record<string, unknown>;
  /**
   * Folded to one line that opens to the whole panel (the messages page, where the messages come first);
   * home shows it open.
   */
  folded?: boolean;
}

/**
 * Everything waiting for the client in one place, each one click from its action: documents to sign
 * (soonest due first, overdue marked), unread important messages, and the journeys awaiting. It
 * opens with spec 2 §2's attention lines ('N important message(s)', 'N document(s) to be signed').
 * Hidden when nothing is waiting.
 */
export function ActionRequiredPanel({ messagesPath, annualReviewPath, content, folded = false }: Props) {
  const inbox = useSnapshot(inboxStore);
  // One source for home and the messages page: the journeys awaiting under the postponement panel's rules
  // (spec 2 §2). The panel shows only to a client in their own portal.
  const journeys = usePostponedJourneys({ isClient: true, actingAsAnotherClient: false, content });
  // The panel is the first on its page to need the counts: it reads them as it appears.
  useEffect(() => {
    void refreshAttention();
  }, []);

  const important = inbox.attention?.importantUnread ?? 0;
  const toSign = soonestDueFirst(inbox.attention?.signatures ?? []);
  // A 'Please sign' message is listed once, as its request's 'Sign:' entry.
  const importantMessages = withoutSigningMessages(inbox.attention?.importantMessages ?? [], toSign);
  const toSignCount = inbox.attention?.toBeSigned ?? 0;
  if (important === 0 && toSignCount === 0 && toSign.length === 0 && journeys.length === 0) return null;

  const link = (query: string) => `${messagesPath}?${query}`;
  const body = (
    <>
      <p id="action-required-lead" className="action-required__lead">
        {ATTENTION_LEAD}
      </p>
      <ul className="action-required__counts">
        {important > 0 ? (
          <li>
            <Link to={link('importantOnly=true')}>{importantMessagesText(important)}</Link>
          </li>
        ) : null}
        {toSignCount > 0 ? (
          <li>
            <Link to={link('toBeSigned=true')}>{documentsToSignText(toSignCount)}</Link>
          </li>
        ) : null}
      </ul>
      {toSign.length || importantMessages.length || journeys.length ? (
        <ul className="action-required__items">
          {toSign.map((d) => (
            <li key={`sign-${d.id}`} className="action-required__item">
              <Link to={link(`toBeSigned=true&sign=${d.id}`)}>
                {ACTION_TEXTS.sign}: {d.subject}
              </Link>
              <span className={d.overdue ? 'due due--overdue' : 'due'}>
                {d.overdue ? `${ACTION_TEXTS.overdue}: ` : `${ACTION_TEXTS.due} `}
                {displayDate(d.dueDate)}
              </span>
            </li>
          ))}
          {importantMessages.map((m) => (
            <li key={`msg-${m.id}`} className="action-required__item">
              <Link to={link(`importantOnly=true&message=${m.id}`)}>
                {ACTION_TEXTS.read}: {m.subject}
              </Link>
              <span className="due">{displayDate(m.createdDate)}</span>
            </li>
          ))}
          {journeys.map((t) => {
            const to = journeyLink(t, annualReviewPath, configuredUrl(content, t));
            return (
              <li key={`journey-${t}`} className="action-required__item">
                {POSTPONEMENT_TEXTS[t].message}{' '}
                {to.inPortal ? (
                  <Link to={to.href}>{POSTPONEMENT_TEXTS[t].link}</Link>
                ) : (
                  <a href={to.href}>{POSTPONEMENT_TEXTS[t].link}</a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
  const heading = (
    <h2 id="action-required-heading" className="action-required__heading">
      {ACTION_REQUIRED_HEADING}
    </h2>
  );
  if (folded) {
    const count = toSign.length + importantMessages.length + journeys.length || important + toSignCount;
    return (
      <section
        className="action-required action-required--folded alert alert--warning"
        aria-labelledby="action-required-heading"
      >
        <details>
          <summary className="action-required__summary">
            {heading}
            <span className="action-required__count">{actionItemsText(count)}</span>
          </summary>
          {body}
        </details>
      </section>
    );
  }
  return (
    <section className="action-required alert alert--warning" aria-labelledby="action-required-heading">
      {heading}
      {body}
    </section>
  );
}
