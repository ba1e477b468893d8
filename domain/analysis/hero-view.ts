/**
 * The performance hero's view rules (spec 2 §4 "Hero tab", "Benchmark"; its currency is the one
 * rule of currency-view.ts). Pure, so the web store and its tests share them.
 */

export type HeroTab = 'percentage' | 'value';

/** spec 2 §4: the view the hero opens on. With historic data on, Value until an account selection appears. */
export function initialHeroTab(i: {
  percentageAvailable: boolean;
  historicData: boolean;
  hasSelection: boolean;
}): HeroTab {
  if (!i.percentageAvailable) return 'value';
  return i.historicData && !i.hasSelection ? 'value' : 'percentage';
}

/**
 * spec 2 §4: Percentage only for time-weighted analysis without blocked accounts (the read's
 * `percentageAvailable`). With historic data on, a selection appearing switches to Percentage and
 * clearing it back to Value; otherwise the user's choice stays.
 */
export function nextHeroTab(i: {
  current: HeroTab;
  percentageAvailable: boolean;
  historicData: boolean;
  hadSelection: boolean;
  hasSelection: boolean;
}): HeroTab {
  if (!i.percentageAvailable) return 'value';
  if (i.historicData && !i.hadSelection && i.hasSelection) return 'percentage';
  if (i.historicData && i.hadSelection && !i.hasSelection) return 'value';
  return i.current;
}

/**
 * spec 2 §4 "Benchmark": when names arrive the first matching benchmark is chosen: the one chosen
 * before if it is still offered, else the read's default, else the first. Null when none.
 */
export function chooseBenchmark(i: {
  ids: readonly number[];
  current: number | null;
  defaultId: number | null;
}): number | null {
  if (i.current !== null && i.ids.includes(i.current)) return i.current;
  if (i.defaultId !== null && i.ids.includes(i.defaultId)) return i.defaultId;
  return i.ids[0] ?? null;
}

/** spec 2 §2: the dropdown shows only when there is more than one benchmark to choose. */
export function benchmarkDropdownShown(count: number): boolean {
  return count > 1;
}

/** The plan currencies converted into the shown one: those the value tile gives today's rate for. */
export function convertedCurrencies(planCurrencies: readonly (string | null)[], shown: string): string[] {
  const codes = new Set(planCurrencies.filter((c): c is string => !!c).map((c) => c.toUpperCase()));
  codes.delete(shown.toUpperCase());
  return [...codes].sort();
}
