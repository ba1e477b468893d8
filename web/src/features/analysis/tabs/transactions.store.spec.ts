import { itemAt } from '../../../../../domain/shared/present';
import { errorReply, fakeApi, type ApiCall } from '../../../testing/api-fake';
import {
  loadMoreTransactions,
  loadTransactions,
  purgeTransactions,
  retryTransactions,
  selectTransaction,
  transactionsStore,
} from './transactions.store';
import { page, threePages } from './testing/transactions-fixtures';

describe('transactions store (spec 2 §4 "Transactions")', () => {
  let calls: ApiCall[];
  beforeEach(() => {
    purgeTransactions();
    calls = fakeApi(({ query }) => ({ body: threePages(query.get('bookmark')) }));
  });

  it('reads the first page, then appends pages by bookmark until none is left', async () => {
    await loadTransactions({ portfolio: 100011, range: '1y' });
    expect(itemAt(calls, 0).path).toBe('/analysis/transactions');
    expect(Object.fromEntries(itemAt(calls, 0).query)).toEqual({ portfolio: '100011', range: '1y' });
    expect(transactionsStore.rows).toHaveLength(50);
    expect(transactionsStore.hasMorePages).toBe(true);

    const more = loadMoreTransactions();
    expect(transactionsStore.fetchingNextPage).toBe(true);
    await more;
    expect(transactionsStore.fetchingNextPage).toBe(false);
    expect(Object.fromEntries(itemAt(calls, 1).query)).toEqual({ portfolio: '100011', range: '1y', bookmark: 'b1' });
    expect(transactionsStore.rows.map((r) => r.id).slice(48, 52)).toEqual([49, 50, 51, 52]);

    await loadMoreTransactions();
    expect(itemAt(calls, 2).query.get('bookmark')).toBe('b2');
    expect(transactionsStore.rows).toHaveLength(107);
    expect(transactionsStore.hasMorePages).toBe(false);
    expect(transactionsStore.nextBookmark).toBeNull();

    await loadMoreTransactions();
    expect(calls).toHaveLength(3);
  });

  it('asks for one next page at a time', async () => {
    await loadTransactions({});
    await Promise.all([loadMoreTransactions(), loadMoreTransactions()]);
    expect(calls).toHaveLength(2);
  });

  it('purges and reloads when the date or account filter changes, and keeps the rows for the same query', async () => {
    await loadTransactions({ range: '1y' });
    await loadMoreTransactions();
    selectTransaction(3);
    await loadTransactions({ range: '1y' });
    expect(calls).toHaveLength(2);
    expect(transactionsStore.rows).toHaveLength(100);

    fakeApi(() => ({ body: page([900, 901], null) }));
    const reload = loadTransactions({ account: 10001104, range: '1y' });
    expect(transactionsStore.rows).toEqual([]);
    expect(transactionsStore.status).toBe('loading');
    expect(transactionsStore.selectedId).toBeNull();
    await reload;
    expect(transactionsStore.rows.map((r) => r.id)).toEqual([900, 901]);
    expect(transactionsStore.hasMorePages).toBe(false);
  });

  it('drops a next page that arrives after the filter changed', async () => {
    await loadTransactions({ range: '1y' });
    let release: () => void = () => undefined;
    fakeApi(({ query }) =>
      query.get('bookmark')
        ? new Promise((r) => (release = () => r({ body: page([51], null) })))
        : { body: page([700], null) },
    );
    const more = loadMoreTransactions();
    await loadTransactions({ range: '2y' });
    release();
    await more;
    expect(transactionsStore.rows.map((r) => r.id)).toEqual([700]);
    expect(transactionsStore.fetchingNextPage).toBe(false);
  });

  it('opens and closes the detail of a row', async () => {
    await loadTransactions({});
    selectTransaction(7);
    expect(transactionsStore.selectedId).toBe(7);
    selectTransaction(7);
    expect(transactionsStore.selectedId).toBeNull();
  });

  it('fails the first page into the warning panel and recovers on retry', async () => {
    fakeApi(() => errorReply(503, 'platform_unavailable', 'The platform is not available'));
    await loadTransactions({});
    expect(transactionsStore.status).toBe('failed');
    expect(transactionsStore.error).toBe('Your transactions could not be loaded. Please try again.');
    fakeApi(({ query }) => ({ body: threePages(query.get('bookmark')) }));
    await retryTransactions();
    expect(transactionsStore.rows).toHaveLength(50);
  });

  it('keeps the rows when Load more fails and says so', async () => {
    await loadTransactions({});
    fakeApi(() => errorReply(503, 'platform_unavailable', 'The platform is not available'));
    await loadMoreTransactions();
    expect(transactionsStore.rows).toHaveLength(50);
    expect(transactionsStore.hasMorePages).toBe(true);
    expect(transactionsStore.nextPageError).toBe('More transactions could not be loaded. Please try again.');
  });
});
