/**
 * The performance hero's view rules (spec 2 §4 "Hero tab", "Benchmark", "Currency view"). Pure, so
 * the web store and its tests share them.
 */

export type HeroTab = 'percentage' | 'value';
export type CurrencyView = 'original' | 'preferred';

/** spec 2 §4: the view the hero opens on. With historic data on, Value until an account selection appears. */
export function initialHeroTab(i: { percentageAvailable: boolean; historicData: boolean; hasSelection: boolean }): HeroTab {
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
export function chooseBenchmark(i: { ids: readonly number[]; current: number | null; defaultId: number | null }): number | null {
  if (i.current !== null && i.ids.includes(i.current)) return i.current;
  if (i.defaultId !== null && i.ids.includes(i.defaultId)) return i.defaultId;
  return i.ids[0] ?? null;
}

/** spec 2 §2: the dropdown shows only when there is more than one benchmark to choose. */
export function benchmarkDropdownShown(count: number): boolean {
  return count > 1;
}

/**
 * The selection's original currency: the plan currency its accounts share. A selection holding
 * several plan currencies has none (its figures can only be added up in one report currency).
 */
export function originalCurrency(planCurrencies: readonly (string | null)[]): string | null {
  const codes = new Set(planCurrencies.filter((c): c is string => !!c).map((c) => c.toUpperCase()));
  return codes.size === 1 ? [...codes][0] : null;
}

/**
 * spec 2 §4: the 'Show in' toggle is offered only when the currencies differ, here when the
 * selection has an original currency other than the preferred one. A single-currency client never
 * sees it; a mixed selection is always shown in the preferred currency.
 */
export function showInOffered(planCurrencies: readonly (string | null)[], preferred: string): boolean {
  const original = originalCurrency(planCurrencies);
  return original !== null && original !== preferred.toUpperCase();
}

/** The currency the hero's figures are asked in: the original one when chosen and offered, else the preferred. */
export function heroCurrency(view: CurrencyView, planCurrencies: readonly (string | null)[], preferred: string): string {
  const original = originalCurrency(planCurrencies);
  return view === 'original' && original ? original : preferred.toUpperCase();
}

/** The plan currencies converted into the shown one: those the value tile gives today's rate for. */
export function convertedCurrencies(planCurrencies: readonly (string | null)[], shown: string): string[] {
  const codes = new Set(planCurrencies.filter((c): c is string => !!c).map((c) => c.toUpperCase()));
  codes.delete(shown.toUpperCase());
  return [...codes].sort();
}
