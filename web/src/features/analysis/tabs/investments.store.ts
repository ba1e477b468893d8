import { proxy } from 'valtio';
import {
  DEFAULT_CURRENCY_VIEW,
  DEFAULT_POSITION_SORT,
  sortPositions,
  type CurrencyView,
  type ExpandMode,
  type PositionSortKey,
  type SortDirection,
} from '../../../../../domain/analysis/investments';
import { api } from '../../../lib/api-client';
import type { InvestmentAccount, InvestmentPosition, Investments } from '../../../lib/contract';
import { analysisSearch, sameQuery, type AnalysisQuery } from '../analysis-query';
import { failureText, type TabStatus } from './tab-load';
import { onClientStateReset } from '../../../lib/client-state';

/** Not given by the spec: what the warning panel says could not be loaded. */
export const INVESTMENTS_SECTION = 'Your investments';

function initialState() {
  return {
    status: 'idle' as TabStatus,
    error: '',
    data: null as Investments | null,
    query: null as AnalysisQuery | null,
    /** spec 2 §4 "Currency view": preferred unless the client chose Original currency. */
    view: DEFAULT_CURRENCY_VIEW,
    /** The accounts shown the other way by their menu item (spec 2 §4: the per-account override). */
    convert: [] as number[],
    /** spec 2 §4 "Investments list expand mode". */
    expandMode: 'user-toggle' as ExpandMode,
    /** Open rows: 'a{accountId}' for an account, 'p{positionId}' for a position with sub-positions. */
    expanded: {} as Record<string, boolean>,
    sort: { ...DEFAULT_POSITION_SORT },
  };
}

/** The Investments tab (spec 2 §2, §4, §5). */
export const investmentsStore = proxy(initialState());

let seq = 0;

export function resetInvestments(): void {
  seq++;
  Object.assign(investmentsStore, initialState());
}
onClientStateReset(resetInvestments);

export const accountKey = (id: number) => `a${id}`;
export const positionKey = (id: string) => `p${id}`;

function path(query: AnalysisQuery, suffix = ''): string {
  const { view, convert } = investmentsStore;
  return `/analysis/investments${suffix}${analysisSearch(query, { currency: view, convert: convert.length ? convert.join(',') : undefined })}`;
}

/** The CSV of the tab as it shows now: the same selection, range, view and converted accounts. */
export const investmentsCsvPath = (query: AnalysisQuery): string => path(query, '/csv');

/** Every row that can open: the accounts and the positions holding sub-positions. */
function allRows(data: Investments | null): string[] {
  if (!data) return [];
  return data.accounts.flatMap((a) => [
    accountKey(a.id),
    ...a.positions.filter((p) => p.subPositions.length > 0).map((p) => positionKey(p.id)),
  ]);
}

async function fetchInvestments(query: AnalysisQuery, fresh: boolean): Promise<void> {
  const mine = ++seq;
  investmentsStore.status = 'loading';
  investmentsStore.error = '';
  try {
    const data = await api.get<Investments>(path(query), { silent: true });
    if (mine !== seq) return;
    investmentsStore.data = data;
    investmentsStore.status = 'ready';
    if (fresh) {
      // A new selection starts by the setting: every account open (expand-all-primary) or all closed.
      investmentsStore.expandMode = data.expandMode === 'expand-all-primary' ? 'expand-all-primary' : 'user-toggle';
      investmentsStore.expanded = Object.fromEntries(
        investmentsStore.expandMode === 'expand-all-primary' ? data.accounts.map((a) => [accountKey(a.id), true]) : [],
      );
    }
  } catch (e) {
    if (mine !== seq) return;
    investmentsStore.status = 'failed';
    investmentsStore.error = failureText(INVESTMENTS_SECTION, e);
  }
}

/** Loads the tab for a selection, range and the page's 'Show in' choice; the same again is not re-read. */
export async function loadInvestments(query: AnalysisQuery, view: CurrencyView = investmentsStore.view): Promise<void> {
  const s = investmentsStore;
  if (s.query && sameQuery(s.query, query) && s.view !== view && s.data) return setCurrencyView(view);
  if (s.view !== view) {
    s.view = view;
    s.convert = [];
  }
  if (s.query && sameQuery(s.query, query) && s.status !== 'failed' && s.status !== 'idle') return;
  const fresh = !s.query || !sameQuery(s.query, query) || s.data === null;
  s.query = { ...query };
  // Another selection or range: the old figures go, and the skeleton shows until the new ones arrive.
  if (fresh) s.data = null;
  await fetchInvestments(query, fresh);
}

export async function retryInvestments(): Promise<void> {
  const { query, data } = investmentsStore;
  if (query) await fetchInvestments(query, data === null);
}

/** spec 2 §4: the 'Show in' toggle; a per-account override means the other way in each view, so it is cleared. */
export async function setCurrencyView(view: CurrencyView): Promise<void> {
  const s = investmentsStore;
  if (s.view === view) return;
  s.view = view;
  s.convert = [];
  if (s.query) await fetchInvestments(s.query, false);
}

/** spec 2 §2: 'Convert to original currency' / 'Convert to account currency' for one account, or back. */
export async function toggleAccountConversion(accountId: number): Promise<void> {
  const s = investmentsStore;
  s.convert = s.convert.includes(accountId) ? s.convert.filter((id) => id !== accountId) : [...s.convert, accountId];
  if (s.query) await fetchInvestments(s.query, false);
}

/** spec 2 §4: Expand all overrides every row. */
export function expandAll(): void {
  investmentsStore.expanded = Object.fromEntries(allRows(investmentsStore.data).map((k) => [k, true]));
}

/** spec 2 §4: Collapse all overrides every row. */
export function collapseAll(): void {
  investmentsStore.expanded = {};
}

/** spec 2 §4: a manual row click opens or closes that row and returns to user-toggle. */
export function toggleRow(key: string): void {
  investmentsStore.expanded[key] = !investmentsStore.expanded[key];
  investmentsStore.expandMode = 'user-toggle';
}

/** spec 2 §4 "Sort": a new column sorts ascending; the same column again flips the direction. */
export function sortBy(key: PositionSortKey): void {
  const { sort } = investmentsStore;
  investmentsStore.sort =
    sort.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
}

/** The narrow screens' 'Sort by' list: a column and a direction at once. */
export function setSort(key: PositionSortKey, direction: SortDirection): void {
  investmentsStore.sort = { key, direction };
}

/** An account's positions, and each one's sub-positions, in the chosen order. */
export function sortedPositions(
  account: Pick<InvestmentAccount, 'positions'>,
  sort: { key: PositionSortKey; direction: SortDirection },
): InvestmentPosition[] {
  return sortPositions(account.positions, sort.key, sort.direction).map((p) =>
    p.subPositions.length > 1 ? { ...p, subPositions: sortPositions(p.subPositions, sort.key, sort.direction) } : p,
  );
}
