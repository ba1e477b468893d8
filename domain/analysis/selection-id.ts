import type { DrillDownFilter } from './accounts-tab';

/**
 * The analysis page's query parameter `id` (spec 2 §2: an account id or a group code; here also a
 * portfolio id, as the Accounts tab's portfolio rows drill down to one). The parameter does not say
 * which it is, so the page tells them apart by the rows of the unfiltered accounts read: each row
 * carries the filter a click sets. An id found among the rows takes that row's filter; an account
 * wins over a portfolio or group with the same text, being the finer selection. An id found
 * nowhere is read as an account id when it is all digits and as a group code otherwise, and the
 * read then answers whether the client can see it.
 */

export interface FilterRow {
  filter: DrillDownFilter;
  children?: readonly FilterRow[];
}

/** The text of a filter as the `id` parameter carries it. */
export function selectionId(filter: DrillDownFilter | null | undefined): string | null {
  if (!filter) return null;
  if (filter.account !== undefined) return String(filter.account);
  if (filter.portfolio !== undefined) return String(filter.portfolio);
  return filter.group ?? null;
}

/** Every row's id and filter, accounts last so that they win. */
export function filtersById(rows: readonly FilterRow[]): Map<string, DrillDownFilter> {
  const parents: [string, DrillDownFilter][] = [];
  const accounts: [string, DrillDownFilter][] = [];
  const visit = (r: FilterRow) => {
    const id = selectionId(r.filter);
    if (id !== null) (r.filter.account !== undefined ? accounts : parents).push([id, r.filter]);
    r.children?.forEach(visit);
  };
  rows.forEach(visit);
  return new Map([...parents, ...accounts]);
}

/** The filter of an `id` parameter, by the known rows, or by its form when unknown. */
export function filterForId(
  id: string | null | undefined,
  known: ReadonlyMap<string, DrillDownFilter>,
): DrillDownFilter {
  const text = (id ?? '').trim();
  if (!text) return {};
  const found = known.get(text);
  if (found) return { ...found };
  return /^\d+$/.test(text) ? { account: Number(text) } : { group: text };
}
