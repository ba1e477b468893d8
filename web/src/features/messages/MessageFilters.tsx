import { useState, type FormEvent } from 'react';
import type { MessageFolders } from '../../lib/contract';
import { MESSAGES_TEXTS as T } from './messages-texts';

interface Props {
  folders: MessageFolders;
  folder: string;
  entityId: number | null;
  sort: string;
  docType: string;
  search: string;
  showFilters: boolean;
  /** On a small screen everything but the folder folds behind 'Sort and filter', so the messages come first. */
  narrow?: boolean;
  onFolder: (id: string) => void;
  onEntity: (id: number | null) => void;
  onSort: (sort: string) => void;
  onDocType: (code: string) => void;
  onSearch: (text: string) => void;
}

/** The folder label with its unread count '(n)' or '(20+)', clients only (spec 3 §6). */
export function folderLabel(f: MessageFolders['folders'][number], adviserView: boolean): string {
  return !adviserView && f.unreadDisplay ? `${f.name} ${f.unreadDisplay}` : f.name;
}

/**
 * spec 3 §2 layout: the folder dropdown, 'Show messages for' (related entities, when enabled), the
 * sort dropdown, the document-type filter (hidden when disabled) and the subject search.
 */
export function MessageFilters(p: Props) {
  const [text, setText] = useState(p.search);
  // A search set from outside (the URL, a cleared filter) replaces what the box holds.
  const [searchShown, setSearchShown] = useState(p.search);
  if (p.search !== searchShown) {
    setSearchShown(p.search);
    setText(p.search);
  }
  // A filter in use keeps the fold open, so what narrows the list is never out of sight.
  const filtering = p.entityId !== null || p.docType !== 'All' || p.search.trim() !== '';
  const [unfolded, setUnfolded] = useState(filtering);
  const [wasFiltering, setWasFiltering] = useState(filtering);
  if (filtering !== wasFiltering) {
    setWasFiltering(filtering);
    if (filtering) setUnfolded(true);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSearch(text);
  };
  const f = p.folders;
  const hasEntities = f.relatedEntitiesEnabled && f.relatedEntities.length > 0;
  return (
    <div className="msg-filters">
      <div className="msg-field msg-field--folder">
        <label htmlFor="msg-folder">{T.folder}</label>
        <select id="msg-folder" className="input" value={p.folder} onChange={(e) => p.onFolder(e.target.value)}>
          {f.folders.map((x) => (
            <option key={x.id} value={x.id} id={`folder-${x.id}`}>
              {folderLabel(x, f.adviserView)}
            </option>
          ))}
        </select>
      </div>
      {p.narrow && (hasEntities || p.showFilters) ? (
        <button
          type="button"
          className="button button--secondary msg-filters__toggle"
          aria-expanded={unfolded}
          aria-controls="msg-more-filters"
          onClick={() => setUnfolded(!unfolded)}
        >
          {T.sortAndFilter}
        </button>
      ) : null}
      {!p.narrow || unfolded ? (
        <div id="msg-more-filters" className="msg-filters__more">
          {hasEntities ? (
            <div className="msg-field">
              <label htmlFor="msg-entity">{T.showMessagesFor}</label>
              <select
                id="msg-entity"
                className="input"
                value={p.entityId ?? ''}
                onChange={(e) => p.onEntity(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">{T.everyone}</option>
                {f.relatedEntities.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {p.showFilters ? (
            <>
              <div className="msg-field">
                <label htmlFor="msg-sort">{T.sort}</label>
                <select id="msg-sort" className="input" value={p.sort} onChange={(e) => p.onSort(e.target.value)}>
                  {f.sortOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              {f.documentTypeFilterEnabled ? (
                <div className="msg-field">
                  <label htmlFor="msg-doctype">{T.documentType}</label>
                  <select
                    id="msg-doctype"
                    className="input"
                    value={p.docType}
                    onChange={(e) => p.onDocType(e.target.value)}
                  >
                    <option value="All">{T.allTypes}</option>
                    {f.documentTypes.map((d) => (
                      <option key={d.code} value={d.code}>
                        {d.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <form className="msg-field msg-search" role="search" onSubmit={submit}>
                <label htmlFor="msg-search">{T.search}</label>
                <div className="msg-search__row">
                  <input
                    id="msg-search"
                    className="input"
                    type="search"
                    value={text}
                    maxLength={255}
                    onChange={(e) => setText(e.target.value)}
                  />
                  <button type="submit" className="button">
                    {T.searchButton}
                  </button>
                </div>
              </form>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
