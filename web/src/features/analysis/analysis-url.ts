import type { DrillDownFilter } from '../../../../domain/analysis/accounts-tab';
import { parseRangePreset, type RangePreset } from '../../../../domain/analysis/date-range';
import { selectionId } from '../../../../domain/analysis/selection-id';
import { isIsoDate } from '../../../../domain/shared/iso-date';
import type { AnalysisQuery } from './analysis-query';

/**
 * The page's place in its URL, so that links, reloads and the back button restore it: `id` (see
 * domain/analysis/selection-id.ts) and the range, a preset as `range` or a custom one as `from`
 * and `to` (YYYY-MM-DD). The default range (1 year) leaves `range` out.
 */
export interface RangeParams {
  range?: Exclude<RangePreset, 'custom'>;
  from?: string;
  to?: string;
}

export interface PagePlace {
  id: string | null;
  range: RangeParams;
}

export function placeFromSearch(search: string): PagePlace {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const preset = parseRangePreset(params.get('range'));
  let range: RangeParams = {};
  if (isIsoDate(from) && isIsoDate(to)) range = { from, to };
  else if (preset && preset !== 'custom') range = { range: preset };
  return { id: params.get('id')?.trim() || null, range };
}

/** The search string of a filter and range ('?id=100011&range=3y'), '' for the default place. */
export function searchFor(filter: DrillDownFilter | null, range: RangeParams): string {
  const params = new URLSearchParams();
  const id = selectionId(filter);
  if (id) params.set('id', id);
  if (range.from && range.to) {
    params.set('from', range.from);
    params.set('to', range.to);
  } else if (range.range && range.range !== '1y') params.set('range', range.range);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The reads' query of a filter and range. */
export function queryOf(filter: DrillDownFilter, range: RangeParams): AnalysisQuery {
  return { ...filter, ...range };
}

/** The same place (the `id` as it is) with another range. */
export function withRange(search: string, range: RangeParams): string {
  const id = placeFromSearch(search).id;
  const rest = searchFor(null, range);
  if (!id) return rest;
  return `?${new URLSearchParams({ id }).toString()}${rest ? `&${rest.slice(1)}` : ''}`;
}
