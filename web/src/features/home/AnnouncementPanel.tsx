import { useId, useState } from 'react';
import { announcementCookie, announcementDismissed, HOME_ANNOUNCEMENT_HASH, HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { homeAnnouncement } from './announcement';

/**
 * spec 2 §2: the site's announcement (hash 134 on home). Close hides it for this visit; with
 * 'Don't show this again' ticked, a cookie keyed by the hash hides it until 2099.
 */
export function AnnouncementPanel({ content }: { content: Record<string, unknown> }) {
  const [closed, setClosed] = useState(() => announcementDismissed(document.cookie, HOME_ANNOUNCEMENT_HASH));
  const [forGood, setForGood] = useState(false);
  const id = useId();
  const announcement = homeAnnouncement(content);
  if (closed || !announcement) return null;
  const close = () => {
    if (forGood) document.cookie = announcementCookie(HOME_ANNOUNCEMENT_HASH);
    setClosed(true);
  };
  return (
    <section className="announcement alert" aria-labelledby={announcement.heading ? `${id}-h` : undefined} aria-label={announcement.heading ? undefined : 'Announcement'}>
      {announcement.heading ? <h2 id={`${id}-h`} className="announcement__heading">{announcement.heading}</h2> : null}
      {/* Sanitised to the spec's allow-list above. */}
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
