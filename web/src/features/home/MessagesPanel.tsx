import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LOAD_MORE_MESSAGES } from '../../../../domain/messages/messages-page';
import { api } from '../../lib/api-client';
import type { MessageList, MessageSummary } from '../../lib/contract';
import { displayDate } from '../../lib/display-date';

export const MESSAGES_PANEL_TEXTS = {
  heading: 'Latest messages',
  loadMore: LOAD_MORE_MESSAGES,
  none: 'No messages',
} as const;

/** spec 3 §2: the home screen's message list panel: subject links with date and a load-more. */
export function MessagesPanel({ messagesPath }: { messagesPath: string }) {
  const [items, setItems] = useState<MessageSummary[]>([]);
  /** The page asked for: null the first, else the nextCursor 'Load more' gives back. */
  const [from, setFrom] = useState<string | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  /** Asks for another page; the panel is busy until it comes (asking for the page already shown does nothing). */
  const loadFrom = (cursor: string | null) => {
    if (cursor === from) return;
    setState('loading');
    setFrom(cursor);
  };

  useEffect(() => {
    let live = true;
    api
      .get<MessageList>(from === null ? '/messages' : `/messages?cursor=${encodeURIComponent(from)}`, { silent: true })
      .then((list) => {
        if (!live) return;
        setItems((before) =>
          from === null ? list.items : [...before, ...list.items.filter((m) => !before.some((b) => b.id === m.id))],
        );
        setHasMore(list.hasMore);
        setNextCursor(list.nextCursor);
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [from]);

  // A failed read hides the panel: the top bar still leads to the messages page.
  if (state === 'failed' || (state === 'ready' && items.length === 0 && from === null)) return null;
  return (
    <section
      className="home__section panel home-messages"
      aria-labelledby="home-messages"
      aria-busy={state === 'loading'}
    >
      <h2 id="home-messages">{MESSAGES_PANEL_TEXTS.heading}</h2>
      <ul className="home-messages__list">
        {items.map((m) => (
          <li key={m.id} className={m.read ? undefined : 'home-messages__unread'}>
            <Link to={`${messagesPath}?message=${m.id}`}>{m.subject}</Link>{' '}
            <span className="home-messages__date">{displayDate(m.createdDate)}</span>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={state === 'loading'}
          onClick={() => loadFrom(nextCursor)}
        >
          {MESSAGES_PANEL_TEXTS.loadMore}
        </button>
      ) : null}
    </section>
  );
}
