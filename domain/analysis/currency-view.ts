import { normaliseCurrency, POUND_CURRENCY } from '../money/currency';
import { first } from '../shared/present';

/**
 * The one rule for the currency a view of money shows (spec 2 §4 "Currency view": plan (original)
 * currency versus session (preferred) currency; the toggle only when the currencies differ). The home
 * dashboard, the analysis hero and every analysis tab ask it the same question, so the same
 * selection shows the same currency everywhere:
 *
 * - by default a view is in the client's preferred currency: the one currency every selection,
 *   however many plan currencies it holds, can be added up in, so home, the Accounts tab one click
 *   earlier and the page the click opens all agree;
 * - 'Show in' offers the original currency only when the selection's accounts share one plan
 *   currency and it is not the preferred one (so the preferred currency is never among the plan
 *   currencies, spec 2 §4); choosing it shows the whole view (hero and every tab) in that currency;
 * - a selection of several plan currencies is always in the preferred currency.
 */

/** spec 2 §4: plan (original) currency versus session (preferred) currency. */
export type CurrencyView = 'original' | 'preferred';
export const CURRENCY_VIEWS: readonly CurrencyView[] = ['original', 'preferred'];
/** Every view opens in the preferred currency. */
export const DEFAULT_CURRENCY_VIEW: CurrencyView = 'preferred';

export interface ViewCurrency {
  /** The choice in force: the one asked for when it can be honoured, else the preferred. */
  choice: CurrencyView;
  /** The currency of every figure of the view. */
  currency: string;
  preferred: string;
  /** The plan currency the selection's accounts share; null when they hold several (or none). */
  original: string | null;
  /** Whether 'Show in' is offered: an original currency other than the preferred one. */
  offered: boolean;
}

/** The selection's original currency: the plan currency its accounts share, else null. */
export function originalCurrency(planCurrencies: readonly (string | null | undefined)[]): string | null {
  const codes = new Set(planCurrencies.filter((c): c is string => !!c).map((c) => normaliseCurrency(c)));
  return codes.size === 1 ? first([...codes]) : null;
}

/** Whether a value asks for a currency view rather than naming a currency. */
export function isCurrencyView(value: unknown): value is CurrencyView {
  return value === 'original' || value === 'preferred';
}

/** The currency a view of these accounts shows, for the client's choice (none: the default). */
export function viewCurrency(i: {
  planCurrencies: readonly (string | null | undefined)[];
  preferred: string;
  choice?: CurrencyView | null;
}): ViewCurrency {
  const preferred = normaliseCurrency(i.preferred);
  const original = originalCurrency(i.planCurrencies);
  const offered = original !== null && original !== preferred;
  const choice: CurrencyView = offered && i.choice === 'original' ? 'original' : 'preferred';
  return { choice, currency: choice === 'original' ? original! : preferred, preferred, original, offered };
}

/**
 * A currency named in words beside a figure: '£' for sterling, the portal's default currency (spec 2
 * §9), whose sign every sterling figure carries; any other by its code ('EUR', 'AUD'), as the
 * account's brackets and the 'Show in' control name it ($ alone would name four currencies).
 */
export function currencyInWords(code: string): string {
  const c = normaliseCurrency(code);
  return c === POUND_CURRENCY ? '£' : c;
}

/**
 * What a percentage says of its currency: a return measured in one currency is not the return in
 * another (FX), so whenever a percentage is in a currency other than the one of the account or
 * selection beside it, it says which ('in £', 'in EUR'). Null when they agree, or when the
 * selection has no one currency of its own (several plan currencies: only the view's exists).
 */
export function returnCurrencyNote(returnCurrency: string, besideCurrency: string | null | undefined): string | null {
  if (!besideCurrency) return null;
  const shown = normaliseCurrency(returnCurrency);
  return shown === normaliseCurrency(besideCurrency) ? null : `in ${currencyInWords(shown)}`;
}

/**
 * The view a read is asked for: 'original' or 'preferred' (any case; none: the default), or a
 * currency code, which is shown as asked (explain's and the CLI's ?currency=USD) and counts as the
 * original choice when it is the original currency.
 */
export function viewForRequest(
  requested: string | null | undefined,
  planCurrencies: readonly (string | null | undefined)[],
  preferred: string,
): ViewCurrency {
  const asked = requested?.trim().toLowerCase() || null;
  if (asked === null || isCurrencyView(asked)) return viewCurrency({ planCurrencies, preferred, choice: asked });
  const code = normaliseCurrency(asked);
  const view = viewCurrency({
    planCurrencies,
    preferred,
    choice: code === originalCurrency(planCurrencies) ? 'original' : 'preferred',
  });
  return { ...view, currency: code };
}
