import { unreadBadge } from '../../../../domain/format/unread-badge';

/** spec 1 §2.6: the unread count up to 20, then '20+'; clients only, only above zero. */
export function UnreadBadge({ count, isClient }: { count: number; isClient: boolean }) {
  const text = unreadBadge(count, isClient);
  if (!text) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">, {text} unread</span>
    </span>
  );
}
