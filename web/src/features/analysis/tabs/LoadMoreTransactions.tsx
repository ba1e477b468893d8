import { useSnapshot } from 'valtio';
import { ALL_LOADED, LOAD_MORE_TRANSACTIONS } from '../../../../../domain/analysis/transactions-tab';
import { loadMoreTransactions, transactionsStore } from './transactions.store';

/** Not given by the spec: the button's words while the next page loads. */
export const LOADING_MORE = 'Loading…';

/**
 * spec 2 §2, §4: 'Load more' appends the next page (with a loading state) and reads 'All Loaded'
 * when none is left. It stays focusable throughout (aria-disabled, not disabled) so that focus is
 * not thrown to the page's top when the last page arrives.
 */
export function LoadMoreTransactions() {
  const snap = useSnapshot(transactionsStore);
  const done = !snap.hasMorePages;
  const text = snap.fetchingNextPage ? LOADING_MORE : done ? ALL_LOADED : LOAD_MORE_TRANSACTIONS;
  return (
    <div className="txn-more">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={done || snap.fetchingNextPage || undefined}
        aria-busy={snap.fetchingNextPage || undefined}
        onClick={() => void loadMoreTransactions()}
      >
        {text}
      </button>
      <p className="visually-hidden" role="status">
        {snap.fetchingNextPage
          ? 'Loading more transactions'
          : `${snap.rows.length} transactions shown${done ? ', all loaded' : ''}`}
      </p>
      {snap.nextPageError && (
        <p className="alert alert--warning txn-more__error" role="alert">
          {snap.nextPageError}
        </p>
      )}
    </div>
  );
}
