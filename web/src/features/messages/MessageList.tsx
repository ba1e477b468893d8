import { useEffect, useRef } from 'react';
import { NO_MESSAGES_FOR_SELECTION } from '../../../../domain/messages/folders';
import type { MessageSummary } from '../../lib/contract';
import { fileKind } from './file-kind';
import { FileIcon } from './FileIcon';
import { displayDate } from '../../lib/display-date';
import { MESSAGES_TEXTS as T } from './messages-texts';

interface Props {
  items: readonly MessageSummary[];
  openId: number | null;
  hasMore: boolean;
  loading: boolean;
  empty: string | null;
  /** Unread styling is for clients only (spec 3 §9); advisers see the read status as text instead. */
  isClient: boolean;
  adviserView: boolean;
  onOpen: (id: number) => void;
  onLoadMore: () => void;
}

/** spec 3 §2: the message list with unread styling and 'Load more'. */
export function MessageList({
  items,
  openId,
  hasMore,
  loading,
  empty,
  isClient,
  adviserView,
  onOpen,
  onLoadMore,
}: Props) {
  const list = useRef<HTMLUListElement>(null);
  /** After 'Load more', keyboard focus goes to the first newly loaded row (the button itself may go away). */
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || loading) return;
    focusFrom.current = null;
    const target = items[Math.min(from, items.length - 1)];
    if (target) list.current?.querySelector<HTMLButtonElement>(`[data-row-id="${target.id}"]`)?.focus();
  }, [items, loading]);
  if (!loading && items.length === 0) return <p className="msg-empty">{empty ?? NO_MESSAGES_FOR_SELECTION}</p>;
  return (
    <>
      <ul className="msg-list" ref={list}>
        {items.map((m) => {
          const unread = isClient && !m.read;
          const kind = fileKind(m.filename);
          return (
            <li
              key={m.id}
              className={`msg-row${unread ? ' msg-row--unread' : ''}${m.id === openId ? ' msg-row--open' : ''}`}
            >
              <button
                type="button"
                className="msg-row__button"
                data-row-id={m.id}
                aria-current={m.id === openId ? 'true' : undefined}
                onClick={() => onOpen(m.id)}
              >
                {kind ? <FileIcon kind={kind} /> : null}
                <span className="msg-row__text">
                  <span className="msg-row__subject">
                    {unread ? <span className="visually-hidden">{T.unread}: </span> : null}
                    {m.subject}
                  </span>
                  <span className="msg-row__meta">
                    <span>{displayDate(m.createdDate)}</span>
                    {m.important ? <span className="tag tag--important">{T.important}</span> : null}
                    {adviserView ? <span className="tag">{m.read ? T.read : T.unread}</span> : null}
                    {adviserView && m.adviserOnly ? <span className="tag tag--adviser">{T.adviserOnly}</span> : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="button button--secondary msg-more"
          disabled={loading}
          onClick={() => {
            focusFrom.current = items.length;
            onLoadMore();
          }}
        >
          {T.loadMore}
        </button>
      ) : null}
    </>
  );
}
