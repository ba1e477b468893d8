import { useId, useState } from 'react';
import { announcementCookie, announcementDismissed, HOME_TEXTS } from '../../../domain/analysis/home-dashboard';
import { siteAnnouncement } from './announcement';

/**
 * A site announcement (spec 2 §2: hash 134 on home; spec 3 §6: hash 135 on the messages page). Close
 * hides it for this visit; with 'Don't show this again' ticked, a cookie keyed by the hash hides it until 2099.
 * Folded, it shows its heading on one line and opens to the rest (the messages page, where the messages come first).
 */
export function AnnouncementPanel({
  content,
  section,
  hash,
  folded = false,
}: {
  content: Record<string, unknown>;
  section: 'home' | 'messages';
  hash: number;
  folded?: boolean;
}) {
  const [closed, setClosed] = useState(() => announcementDismissed(document.cookie, hash));
  const [forGood, setForGood] = useState(false);
  const id = useId();
  const announcement = siteAnnouncement(content, section);
  if (closed || !announcement) return null;
  const close = () => {
    if (forGood) document.cookie = announcementCookie(hash);
    setClosed(true);
  };
  const heading = announcement.heading ? (
    <h2 id={`${id}-h`} className="announcement__heading">
      {announcement.heading}
    </h2>
  ) : null;
  const rest = (
    <>
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
    </>
  );
  return (
    <section
      className={`announcement alert${folded ? ' announcement--folded' : ''}`}
      aria-labelledby={announcement.heading ? `${id}-h` : undefined}
      aria-label={announcement.heading ? undefined : 'Announcement'}
      data-hash={hash}
    >
      {folded ? (
        <details>
          <summary className="announcement__summary">{heading ?? 'Announcement'}</summary>
          {rest}
        </details>
      ) : (
        <>
          {heading}
          {rest}
        </>
      )}
    </section>
  );
}
