import { proxy } from 'valtio';
import { NO_DATA_FOR_SELECTION } from '../../../../../domain/analysis/analysis-page';
import { panelsStartCollapsed, type AllocationType } from '../../../../../domain/analysis/allocation';
import { api, ApiError } from '../../../lib/api-client';
import type { Allocation } from '../../../lib/contract';
import { analysisSearch, sameQuery, type AnalysisQuery } from '../analysis-query';
import { failureText, type TabStatus } from './tab-load';
import { onClientStateReset } from '../../../lib/client-state';

/** Not given by the spec: what the warning panel says could not be loaded. */
export const ALLOCATION_SECTION = 'Your allocation';

function initialState() {
  return {
    status: 'idle' as TabStatus,
    error: '',
    data: null as Allocation | null,
    query: null as AnalysisQuery | null,
    /** The panels open, by type (spec 2 §2: collapsed at first when more than one type shows). */
    open: {} as Partial<Record<AllocationType, boolean>>,
    /** The table groups open: `${type}:${title}`. */
    expanded: {} as Record<string, boolean>,
  };
}

/** The Allocation tab (spec 2 §2, §4 "Allocation": fetching, error message, or success). */
export const allocationStore = proxy(initialState());

let seq = 0;

export function resetAllocation(): void {
  seq++;
  Object.assign(allocationStore, initialState());
}
onClientStateReset(resetAllocation);

export const groupKey = (type: string, title: string) => `${type}:${title}`;

/** A selection without accounts is refused with the spec's empty text: that is an empty tab, not a failure. */
const isNoData = (e: unknown) => e instanceof ApiError && e.status === 404 && e.message === NO_DATA_FOR_SELECTION;

function emptyAllocation(): Allocation {
  return {
    currency: '',
    currencyView: { choice: 'preferred', currency: '', preferred: '', original: null, offered: false },
    valuationDate: '',
    range: { preset: '', name: '', from: '', to: '' },
    total: 0,
    columns: [],
    amountDecimals: 0,
    startCollapsed: false,
    sections: [],
    empty: NO_DATA_FOR_SELECTION,
  };
}

async function fetchAllocation(query: AnalysisQuery): Promise<void> {
  const mine = ++seq;
  Object.assign(allocationStore, { status: 'loading', error: '', data: null });
  try {
    const data = await api.get<Allocation>(`/analysis/allocation${analysisSearch(query)}`, { silent: true });
    if (mine !== seq) return;
    const types = data.sections.map((s) => s.type as AllocationType);
    const collapsed = panelsStartCollapsed(types);
    Object.assign(allocationStore, {
      status: 'ready',
      data,
      open: Object.fromEntries(types.map((t) => [t, !collapsed])),
      expanded: {},
    });
  } catch (e) {
    if (mine !== seq) return;
    if (isNoData(e)) Object.assign(allocationStore, { status: 'ready', data: emptyAllocation() });
    else Object.assign(allocationStore, { status: 'failed', error: failureText(ALLOCATION_SECTION, e) });
  }
}

/** Loads the tab for a selection and range; the same query again is not re-read. */
export async function loadAllocation(query: AnalysisQuery): Promise<void> {
  const s = allocationStore;
  if (s.query && sameQuery(s.query, query) && (s.status === 'ready' || s.status === 'loading')) return;
  s.query = { ...query };
  await fetchAllocation(query);
}

export async function retryAllocation(): Promise<void> {
  if (allocationStore.query) await fetchAllocation(allocationStore.query);
}

/** Opens or closes a panel. */
export function togglePanel(type: AllocationType): void {
  allocationStore.open[type] = !allocationStore.open[type];
}

/** Opens or closes a group of a panel's table, showing its investments. */
export function toggleGroup(type: string, title: string): void {
  const key = groupKey(type, title);
  allocationStore.expanded[key] = !allocationStore.expanded[key];
}
