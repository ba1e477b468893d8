import DOMPurify from 'dompurify';
import { ANNOUNCEMENT_ALLOWED_TAGS } from '../../../domain/analysis/home-dashboard';

/** spec 2 §2: announcement HTML keeps only p, li, ul, strong, a, em, ol (links keep href and title). */
export function sanitizeAnnouncementHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ANNOUNCEMENT_ALLOWED_TAGS],
    ALLOWED_ATTR: ['href', 'title'],
    ALLOW_DATA_ATTR: false,
  });
}

/** A page's announcement from the site content (content.<section>.announcement: heading and html), sanitised. */
export function siteAnnouncement(
  content: Record<string, unknown>,
  section: 'home' | 'messages',
): { heading: string; html: string } | null {
  const entry = (content[section] as { announcement?: { heading?: unknown; html?: unknown } } | undefined)
    ?.announcement;
  const html = sanitizeAnnouncementHtml(entry?.html);
  if (!html) return null;
  return { heading: typeof entry?.heading === 'string' ? entry.heading : '', html };
}
