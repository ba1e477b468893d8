import { SiteAccessLevel } from '../../../../domain/access/access-level';
import { AnnouncementPanel } from '../../components/AnnouncementPanel';

/** spec 1 §9, spec 3 §6: the messages pages' announcement is keyed by hash 135. */
export const MESSAGES_ANNOUNCEMENT_HASH = 135;

/** spec 3 §6: shown only at site access level Messages or NotAssigned. */
export function showsMessagesAnnouncement(level: SiteAccessLevel | null | undefined): boolean {
  return level === SiteAccessLevel.Messages || level === SiteAccessLevel.NotAssigned;
}

/** The messages page's announcement (content.messages.announcement), at the Messages and NotAssigned levels only, folded so the messages come first. */
export function MessagesAnnouncement({
  content,
  level,
}: {
  content: Record<string, unknown>;
  level: SiteAccessLevel | null | undefined;
}) {
  if (!showsMessagesAnnouncement(level)) return null;
  return <AnnouncementPanel content={content} section="messages" hash={MESSAGES_ANNOUNCEMENT_HASH} folded />;
}
