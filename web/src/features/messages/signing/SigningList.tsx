import { showsDueDate } from '../../../../../domain/signing/signing-status';
import { EMPTY_SIGNING_LIST_TEXT } from '../../../../../domain/signing/signing-texts';
import type { SigningItem } from '../../../lib/contract';
import { displayDate } from '../../../lib/display-date';
import { shownTitle } from '../../../lib/shown-name';
import { SIGNING_TEXTS as T } from '../messages-texts';
import { SigningBadge } from './SigningBadge';

/** The To be signed folder: each request with its badge and due date ('No messages' when empty). */
export function SigningList({
  items,
  selectedId,
  onSelect,
}: {
  items: readonly SigningItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (items.length === 0) return <p className="msg-empty">{EMPTY_SIGNING_LIST_TEXT}</p>;
  return (
    <ul className="msg-list">
      {items.map((item) => (
        <li
          key={item.id}
          className={`msg-row${item.id === selectedId ? ' msg-row--open' : ''}${item.canSign ? ' msg-row--unread' : ''}`}
        >
          <button
            type="button"
            className="msg-row__button"
            data-row-id={item.id}
            aria-current={item.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(item.id)}
          >
            <span className="msg-row__text">
              <span className="msg-row__subject">{shownTitle(item.title)}</span>
              <span className="msg-row__meta">
                <SigningBadge badge={item.badge} />
                {item.dueDate && showsDueDate(item.status) ? (
                  <span className={item.overdue ? 'due due--overdue' : 'due'}>
                    {item.overdue ? `${T.overdue}: ` : `${T.due} `}
                    {displayDate(item.dueDate)}
                  </span>
                ) : null}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
