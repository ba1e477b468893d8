import { proxy } from 'valtio';
import type { DrillDownFilter } from '../../../../domain/analysis/accounts-tab';
import { NO_DATA_FOR_SELECTION } from '../../../../domain/analysis/analysis-page';
import type { AnalysisTab } from '../../../../domain/analysis/analysis-tabs';
import { DEFAULT_CURRENCY_VIEW, type CurrencyView } from '../../../../domain/analysis/currency-view';
import {
  chooseBenchmark,
  convertedCurrencies,
  initialHeroTab,
  nextHeroTab,
  type HeroTab,
} from '../../../../domain/analysis/hero-view';
import { filterForId, filtersById } from '../../../../domain/analysis/selection-id';
import { cleanErrorText } from '../../../../domain/errors/clean-error-text';
import { ApiError } from '../../lib/api-client';
import type { AccountsTab, AccountsTabRow, Explanation, FxRates, PerformanceOverview } from '../../lib/contract';
import { sameQuery, type AnalysisQuery } from './analysis-query';
import { analysisApi } from './analysis-api';
import { placeFromSearch, queryOf, type RangeParams } from './analysis-url';
import { secondTabAfterCrumb, visibleTabsOf } from './tab-rules';
import { onClientStateReset } from '../../lib/client-state';

/** One part of the page: loading (skeleton), ready, empty (the read's own message) or failed (warning panel). */
export interface Section<T> {
  status: 'idle' | 'loading' | 'ready' | 'empty' | 'error';
  data: T | null;
  message: string | null;
}

const idle = <T>(): Section<T> => ({ status: 'idle', data: null, message: null });

function initialState() {
  return {
    query: null as AnalysisQuery | null,
    range: {} as RangeParams,
    /** Filters of the ids met so far, and each id's plan currencies ('' is the whole client). */
    known: {} as Record<string, DrillDownFilter>,
    currenciesOf: {} as Record<string, string[]>,
    /** The client's preferred (report) currency, once a read has said it. */
    preferred: null as string | null,
    accounts: idle<AccountsTab>(),
    performance: idle<PerformanceOverview>(),
    fx: idle<FxRates>(),
    /** How many currencies' rates the hero is waiting for: a line is held for each while they load. */
    fxAsked: 0,
    explain: idle<Explanation>(),
    explainOpen: false,
    heroTab: null as HeroTab | null,
    /** Whether the hero's last decision was for a filtered selection (spec 2 §4 historic-data rule). */
    heroHadSelection: false,
    benchmarkId: null as number | null,
    /** spec 2 §4 'Show in': one choice for the hero and every tab, the preferred currency unless chosen otherwise. */
    currencyView: DEFAULT_CURRENCY_VIEW,
    selectedTab: null as AnalysisTab | null,
    /** A breadcrumb was followed: the next frame may select the second tab (spec 2 §2). */
    crumbFollowed: false,
    /** spec 2 §4 "Hero tab": the site's useHistoricData. */
    historicData: false,
    /** The site's investments-default-tab flag (the breadcrumb's second-tab rule). */
    investmentsFlag: false,
    /** The selection id of the frame shown, to tell a new selection from a new range. */
    frameSelectionId: undefined as string | null | undefined,
  };
}

/** The analysis page: selection, range, frame, hero and their view choices (spec 2 §2, §4). */
export const analysisStore = proxy(initialState());

const seq = { place: 0, accounts: 0, performance: 0, fx: 0, explain: 0 };

/** A fresh page, with the site settings its rules read. */
export function resetAnalysis(settings: { historicData?: boolean; investmentsFlag?: boolean } = {}): void {
  for (const k of Object.keys(seq) as (keyof typeof seq)[]) seq[k]++;
  Object.assign(analysisStore, initialState(), {
    historicData: !!settings.historicData,
    investmentsFlag: !!settings.investmentsFlag,
  });
}
onClientStateReset(() => resetAnalysis());

/**
 * A failed read as its section's state: the read's own 'No data available for this selection', a
 * refusal's cleaned words (spec 2 §8), or for a server or network failure the generic warning.
 */
function failure<T>(e: unknown): Section<T> {
  if (!(e instanceof ApiError)) return { status: 'error', data: null, message: null };
  if (e.status === 404 && e.message === NO_DATA_FOR_SELECTION)
    return { status: 'empty', data: null, message: e.message };
  const said = e.status >= 400 && e.status < 500 ? cleanErrorText(e.message) : '';
  return { status: 'error', data: null, message: said || null };
}

const hasSelection = (q: AnalysisQuery | null) =>
  !!q && (q.account !== undefined || q.portfolio !== undefined || q.group !== undefined);
const selectionKey = (q: AnalysisQuery | null) => String(q?.account ?? q?.portfolio ?? q?.group ?? '');

function accountRows(tab: AccountsTab): AccountsTabRow[] {
  return tab.tables.flatMap((t) => t.rows.flatMap((r) => (r.kind === 'account' ? [r] : r.children)));
}

/** The plan currencies of the current selection, from its read or the rows met before. */
export function selectionCurrencies(): string[] {
  const tab = analysisStore.accounts.data;
  if (tab && analysisStore.accounts.status === 'ready')
    return accountRows(tab)
      .map((r) => r.planCurrency ?? '')
      .filter(Boolean);
  return analysisStore.currenciesOf[selectionKey(analysisStore.query)] ?? [];
}

/** Remembers the ids and currencies of a read's rows, so later links resolve without another read. */
function learn(tab: AccountsTab): void {
  const rows = tab.tables.flatMap((t) => t.rows);
  for (const [id, filter] of filtersById(rows)) analysisStore.known[id] = filter;
  for (const r of rows)
    analysisStore.currenciesOf[r.id] =
      r.kind === 'account' ? [r.planCurrency ?? ''] : r.children.map((c) => c.planCurrency ?? '');
  for (const r of rows.flatMap((x) => x.children)) analysisStore.currenciesOf[r.id] = [r.planCurrency ?? ''];
  if (tab.selection.kind === 'all') analysisStore.currenciesOf[''] = accountRows(tab).map((r) => r.planCurrency ?? '');
  analysisStore.preferred = tab.currencyView.preferred;
}

/**
 * Query from the URL: reads `id` and the range, resolves `id` by the rows known (reading the
 * unfiltered accounts once when it is new), then loads the page for it.
 */
export async function queryFromUrl(search: string): Promise<void> {
  const mine = ++seq.place;
  const place = placeFromSearch(search);
  let known = new Map(Object.entries(analysisStore.known));
  if (place.id && !known.has(place.id)) {
    try {
      learn(await analysisApi.accounts(queryOf({}, place.range), analysisStore.currencyView));
      known = new Map(Object.entries(analysisStore.known));
    } catch {
      // The filtered read below says what is wrong; the id is read by its form meanwhile.
    }
    if (mine !== seq.place) return;
  }
  const query = queryOf(filterForId(place.id, known), place.range);
  if (analysisStore.query && sameQuery(analysisStore.query, query)) return;
  analysisStore.range = place.range;
  analysisStore.query = query;
  await loadPage();
}

/** Page data: the frame (accounts read) and the hero (performance read), side by side. */
export async function loadPage(): Promise<void> {
  await Promise.all([loadAccounts(), loadPerformance()]);
}

async function loadAccounts(): Promise<void> {
  const query = analysisStore.query;
  if (!query) return;
  const mine = ++seq.accounts;
  analysisStore.accounts = { ...analysisStore.accounts, status: 'loading', message: null };
  try {
    const tab = await analysisApi.accounts(query, analysisStore.currencyView);
    if (mine !== seq.accounts) return;
    learn(tab);
    analysisStore.accounts = { status: 'ready', data: tab, message: null };
    pickTab(tab);
    await loadFxRates();
  } catch (e) {
    if (mine !== seq.accounts) return;
    analysisStore.accounts = failure(e);
  }
}

async function loadPerformance(): Promise<void> {
  const query = analysisStore.query;
  if (!query) return;
  const mine = ++seq.performance;
  // The read applies the one currency rule to the choice (domain/analysis/currency-view.ts).
  const currency = analysisStore.currencyView;
  analysisStore.performance = { ...analysisStore.performance, status: 'loading', message: null };
  seq.fx++;
  analysisStore.fx = idle();
  try {
    const overview = await analysisApi.performance(query, currency);
    if (mine !== seq.performance) return;
    analysisStore.performance = { status: 'ready', data: overview, message: null };
    heroArrived(overview);
    await loadFxRates();
  } catch (e) {
    if (mine !== seq.performance) return;
    analysisStore.performance = failure(e);
  }
}

/** Hero tab rules and benchmark selection when a performance read arrives (spec 2 §4). */
function heroArrived(overview: PerformanceOverview): void {
  const selected = hasSelection(analysisStore.query);
  const rules = { percentageAvailable: overview.percentageAvailable, historicData: analysisStore.historicData };
  analysisStore.heroTab =
    analysisStore.heroTab === null
      ? initialHeroTab({ ...rules, hasSelection: selected })
      : nextHeroTab({
          ...rules,
          current: analysisStore.heroTab,
          hadSelection: analysisStore.heroHadSelection,
          hasSelection: selected,
        });
  analysisStore.heroHadSelection = selected;
  benchmarksArrived(overview);
}

/** spec 2 §4 "Benchmark": the first matching benchmark is selected when names arrive. */
export function benchmarksArrived(overview: Pick<PerformanceOverview, 'benchmarks' | 'defaultBenchmarkId'>): void {
  analysisStore.benchmarkId = chooseBenchmark({
    ids: overview.benchmarks.map((b) => b.id),
    current: analysisStore.benchmarkId,
    defaultId: overview.defaultBenchmarkId,
  });
}

export function selectBenchmark(id: number): void {
  if (analysisStore.performance.data?.benchmarks.some((b) => b.id === id)) analysisStore.benchmarkId = id;
}

/** The user's choice of view; Percentage only when the read offers it (spec 2 §4). */
export function setHeroTab(tab: HeroTab): void {
  if (tab === 'percentage' && !analysisStore.performance.data?.percentageAvailable) return;
  analysisStore.heroTab = tab;
}

/** spec 2 §4 "Currency view": switching re-asks the frame and the hero in the other currency (the tabs follow the same choice). */
export async function setCurrencyView(view: CurrencyView): Promise<void> {
  if (analysisStore.currencyView === view) return;
  analysisStore.currencyView = view;
  await Promise.all([loadAccounts(), loadPerformance()]);
}

/** Today's rate of each plan currency the hero's figures were converted from (the value tile's fx rate). */
async function loadFxRates(): Promise<void> {
  // Only the hero shown for this selection counts: an earlier one may still be on screen while it loads.
  const mine = ++seq.fx;
  const overview = analysisStore.performance.status === 'ready' ? analysisStore.performance.data : null;
  const currencies =
    overview?.hero.multiCurrency && analysisStore.accounts.status === 'ready'
      ? convertedCurrencies(selectionCurrencies(), overview.currency)
      : [];
  if (!overview || currencies.length === 0) {
    analysisStore.fx = idle();
    return;
  }
  analysisStore.fxAsked = currencies.length;
  analysisStore.fx = { status: 'loading', data: null, message: null };
  try {
    const rates = await analysisApi.fxRates(currencies, overview.currency);
    if (mine === seq.fx) analysisStore.fx = { status: 'ready', data: rates, message: null };
  } catch (e) {
    if (mine === seq.fx) analysisStore.fx = failure(e);
  }
}

/** The tab shown for a new frame: kept when still visible for the same selection, else the read's default. */
function pickTab(tab: AccountsTab): void {
  const visible = visibleTabsOf(tab);
  const second = analysisStore.crumbFollowed ? secondTabAfterCrumb(tab, analysisStore.investmentsFlag) : null;
  analysisStore.crumbFollowed = false;
  const current = analysisStore.selectedTab;
  if (second) analysisStore.selectedTab = second;
  else if (!current || !visible.includes(current) || tab.selection.id !== analysisStore.frameSelectionId)
    analysisStore.selectedTab = (tab.defaultTab as AnalysisTab | null) ?? visible[0] ?? null;
  analysisStore.frameSelectionId = tab.selection.id;
}

export function selectTab(tab: AnalysisTab): void {
  analysisStore.selectedTab = tab;
}

/** spec 2 §2: a breadcrumb restores a filter; the frame it brings may select the second tab. */
export function followCrumb(): void {
  analysisStore.crumbFollowed = true;
}

/** 'Explain this figure': the explanation of the same selection, range and currency as the hero. */
export async function openExplain(): Promise<void> {
  const query = analysisStore.query;
  if (!query) return;
  analysisStore.explainOpen = true;
  const mine = ++seq.explain;
  analysisStore.explain = { status: 'loading', data: null, message: null };
  try {
    const explanation = await analysisApi.explain(query, analysisStore.performance.data?.currency);
    if (mine === seq.explain) analysisStore.explain = { status: 'ready', data: explanation, message: null };
  } catch (e) {
    if (mine === seq.explain) analysisStore.explain = failure(e);
  }
}

export function closeExplain(): void {
  seq.explain++;
  analysisStore.explainOpen = false;
  analysisStore.explain = idle();
}
