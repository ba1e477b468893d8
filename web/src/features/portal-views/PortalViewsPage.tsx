import { useCallback, useEffect, useRef, useState } from 'react';
import { NO_PORTAL_VIEWS, PORTAL_VIEWS_HEADING } from '../../../../domain/audit/portal-views';
import { TRY_AGAIN } from '../../../../domain/errors/error-toast';
import { displayDate } from '../../lib/display-date';
import { usePageTitle } from '../../lib/use-page-title';
import { fetchPortalViews, type PortalViewEntry } from './portal-views.api';
import './portal-views.css';

export const PORTAL_VIEWS_INTRO =
  'Each time an adviser opens your portal or reads one of your documents, it is listed here. Entries are kept for 13 months.';
export const PORTAL_VIEWS_FAILED = 'We could not load this list. Please try again.';
export const LOAD_MORE = 'Load more';
export const PREVIEW_NOTE = 'Preview mode';

const timeOf = (iso: string): string => {
  try {
    return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  } catch {
    return '';
  }
};

type State = {
  status: 'loading' | 'ready' | 'failed';
  entries: PortalViewEntry[];
  next: string | null;
  more: boolean;
  /** The first entry 'Load more' brought, which takes the focus. */
  focusIndex: number | null;
};

/** 'Who has viewed my portal': the signed-in client's own log, newest first, a page at a time. */
export function PortalViewsPage() {
  usePageTitle(PORTAL_VIEWS_HEADING);
  const [state, setState] = useState<State>({
    status: 'loading',
    entries: [],
    next: null,
    more: false,
    focusIndex: null,
  });
  const { focusIndex } = state;
  const firstNew = useRef<HTMLLIElement | null>(null);

  /** Reads a page: the first (before null) replaces the list, a later one is added to it. */
  const fetchPage = useCallback((before: string | null) => {
    fetchPortalViews(before).then(
      (page) =>
        setState((s) => ({
          status: 'ready',
          entries: before ? [...s.entries, ...page.entries] : page.entries,
          next: page.next,
          more: false,
          focusIndex: before ? s.entries.length : s.focusIndex,
        })),
      () => setState((s) => ({ ...s, status: before ? s.status : 'failed', more: false })),
    );
  }, []);

  // The page opens already loading its first page.
  useEffect(() => fetchPage(null), [fetchPage]);

  const load = (before: string | null) => {
    setState((s) => ({ ...s, status: before ? s.status : 'loading', more: !!before }));
    fetchPage(before);
  };

  useEffect(() => {
    // After 'Load more', focus moves to the first new entry so keyboard users carry on from there.
    if (focusIndex !== null) firstNew.current?.focus();
  }, [focusIndex, state.entries.length]);

  return (
    <div className="portal-views">
      <h1>{PORTAL_VIEWS_HEADING}</h1>
      <p className="portal-views__intro">{PORTAL_VIEWS_INTRO}</p>
      {state.status === 'loading' && (
        <div className="portal-views__skeleton" role="status" aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <div key={i} className="portal-views__skeleton-line" />
          ))}
        </div>
      )}
      {state.status === 'failed' && (
        <div className="alert alert--warning" role="alert">
          {PORTAL_VIEWS_FAILED}{' '}
          <button type="button" className="button button--link" onClick={() => load(null)}>
            {TRY_AGAIN}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.entries.length === 0 && <p className="panel">{NO_PORTAL_VIEWS}</p>}
      {state.entries.length > 0 && (
        <ol className="panel portal-views__list" aria-label={PORTAL_VIEWS_HEADING}>
          {state.entries.map((e, i) => (
            <li
              key={e.id}
              className="portal-views__item"
              tabIndex={i === focusIndex ? -1 : undefined}
              ref={i === focusIndex ? firstNew : undefined}
            >
              <span className="portal-views__what">{e.what}</span>
              <span className="portal-views__who">
                {e.adviserName}
                {e.previewMode && <span className="portal-views__tag">{PREVIEW_NOTE}</span>}
              </span>
              <time className="portal-views__when" dateTime={e.at}>
                {displayDate(e.at)} {timeOf(e.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {state.next && (
        <button
          type="button"
          className="button button--secondary portal-views__more"
          onClick={() => load(state.next)}
          disabled={state.more}
        >
          {state.more ? 'Loading…' : LOAD_MORE}
        </button>
      )}
    </div>
  );
}
