import { proxy } from 'valtio';
import { api } from '../../../lib/api-client';
import type { TransactionList, TransactionRow } from '../../../lib/contract';
import { analysisSearch, sameQuery, type AnalysisQuery } from '../analysis-query';
import { failureText, type TabStatus } from './tab-load';
import { onClientStateReset } from '../../../lib/client-state';

/** Not given by the spec: what the warning panel says could not be loaded. */
export const TRANSACTIONS_SECTION = 'Your transactions';

function initialState() {
  return {
    status: 'idle' as TabStatus,
    error: '',
    query: null as AnalysisQuery | null,
    rows: [] as TransactionRow[],
    /** spec 2 §3: pageBookmark and hasMorePages. */
    nextBookmark: null as string | null,
    hasMorePages: false,
    empty: null as string | null,
    /** spec 2 §4: a page request after the first fetch marks fetching-next-page (Load more's loading state). */
    fetchingNextPage: false,
    /** A failed Load more: the rows stay, the panel says so beside the button. */
    nextPageError: '',
    /** The transaction whose detail panel is open. */
    selectedId: null as number | null,
  };
}

/** The Transactions tab (spec 2 §2, §4 "Transactions"). */
export const transactionsStore = proxy(initialState());

let seq = 0;

/** spec 2 §4: purged on leaving the tab or page. */
export function purgeTransactions(): void {
  seq++;
  Object.assign(transactionsStore, initialState());
}
onClientStateReset(purgeTransactions);

const path = (query: AnalysisQuery, bookmark?: string | null) =>
  `/analysis/transactions${analysisSearch(query, { bookmark: bookmark ?? undefined })}`;

async function fetchFirstPage(query: AnalysisQuery): Promise<void> {
  const mine = ++seq;
  Object.assign(transactionsStore, { ...initialState(), query: { ...query }, status: 'loading' });
  try {
    const page = await api.get<TransactionList>(path(query), { silent: true });
    if (mine !== seq) return;
    Object.assign(transactionsStore, {
      status: 'ready',
      rows: page.rows,
      nextBookmark: page.nextBookmark,
      hasMorePages: page.hasMorePages,
      empty: page.empty,
    });
  } catch (e) {
    if (mine !== seq) return;
    Object.assign(transactionsStore, { status: 'failed', error: failureText(TRANSACTIONS_SECTION, e) });
  }
}

/** spec 2 §4: a new date or account filter purges the transactions, then reloads them. The same query again is kept. */
export async function loadTransactions(query: AnalysisQuery): Promise<void> {
  const s = transactionsStore;
  if (s.query && sameQuery(s.query, query) && (s.status === 'ready' || s.status === 'loading')) return;
  await fetchFirstPage(query);
}

export async function retryTransactions(): Promise<void> {
  if (transactionsStore.query) await fetchFirstPage(transactionsStore.query);
}

/** spec 2 §4: the next page by bookmark, merged after the rows shown, keeping the next-page flag and bookmark. */
export async function loadMoreTransactions(): Promise<void> {
  const s = transactionsStore;
  if (!s.query || !s.hasMorePages || !s.nextBookmark || s.fetchingNextPage || s.status !== 'ready') return;
  const mine = seq;
  s.fetchingNextPage = true;
  s.nextPageError = '';
  try {
    const page = await api.get<TransactionList>(path(s.query, s.nextBookmark), { silent: true });
    if (mine !== seq) return;
    const seen = new Set(s.rows.map((r) => r.id));
    s.rows.push(...page.rows.filter((r) => !seen.has(r.id)));
    s.nextBookmark = page.nextBookmark;
    s.hasMorePages = page.hasMorePages && page.nextBookmark !== null;
  } catch (e) {
    if (mine !== seq) return;
    s.nextPageError = failureText('More transactions', e);
  } finally {
    if (mine === seq) s.fetchingNextPage = false;
  }
}

/** Selecting a row opens its detail panel; selecting it again closes it. */
export function selectTransaction(id: number): void {
  transactionsStore.selectedId = transactionsStore.selectedId === id ? null : id;
}
