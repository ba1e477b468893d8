import DOMPurify from 'dompurify';
import { useState } from 'react';
import { SiteAccessLevel } from '../../../../domain/access/access-level';
import { announcementCookie, announcementDismissed, ANNOUNCEMENT_ALLOWED_TAGS, HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';

/** spec 1 §9, spec 3 §6: the messages pages' announcement is keyed by hash 135. */
export const MESSAGES_ANNOUNCEMENT_HASH = 135;

/** spec 3 §6: shown only at site access level Messages or NotAssigned. */
export function showsMessagesAnnouncement(level: SiteAccessLevel | null | undefined): boolean {
  return level === SiteAccessLevel.Messages || level === SiteAccessLevel.NotAssigned;
}

function announcementOf(content: Record<string, unknown>): { heading: string; html: string } | null {
  const entry = (content.messages as { announcement?: { heading?: unknown; html?: unknown } } | undefined)?.announcement;
  if (typeof entry?.html !== 'string' || !entry.html.trim()) return null;
  const html = DOMPurify.sanitize(entry.html, { ALLOWED_TAGS: [...ANNOUNCEMENT_ALLOWED_TAGS], ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false });
  return html ? { heading: typeof entry.heading === 'string' ? entry.heading : '', html } : null;
}

/** The announcement: Close hides it for now; 'Don't show this again' sets the cookie until 2099. */
export function MessagesAnnouncement({ content, level }: { content: Record<string, unknown>; level: SiteAccessLevel | null | undefined }) {
  const [closed, setClosed] = useState(() => announcementDismissed(document.cookie, MESSAGES_ANNOUNCEMENT_HASH));
  const [forGood, setForGood] = useState(false);
  const announcement = announcementOf(content);
  if (closed || !announcement || !showsMessagesAnnouncement(level)) return null;
  const close = () => {
    if (forGood) document.cookie = announcementCookie(MESSAGES_ANNOUNCEMENT_HASH);
    setClosed(true);
  };
  return (
    <section className="announcement alert" aria-labelledby={announcement.heading ? 'msg-announcement-h' : undefined} aria-label={announcement.heading ? undefined : 'Announcement'} data-hash={MESSAGES_ANNOUNCEMENT_HASH}>
      {announcement.heading ? (
        <h2 id="msg-announcement-h" className="announcement__heading">
          {announcement.heading}
        </h2>
      ) : null}
      <div className="announcement__body" dangerouslySetInnerHTML={{ __html: announcement.html }} />
      <div className="announcement__actions">
        <label className="announcement__check">
          <input type="checkbox" checked={forGood} onChange={(e) => setForGood(e.target.checked)} />
          {HOME_TEXTS.announcementDontShow}
        </label>
        <button type="button" className="button button--secondary" onClick={close}>
          {HOME_TEXTS.announcementClose}
        </button>
      </div>
    </section>
  );
}
