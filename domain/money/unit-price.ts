import { normaliseCurrency, PENCE_CURRENCY, POUND_CURRENCY } from './currency';
import { roundDecimal, type Decimal } from './decimal';
import { DISPLAY_DECIMALS } from '../format/display-precision';

/**
 * The one rule for the currency a unit price is shown in, on every tab (issue 23 item 1; the spec
 * gives GBX the symbol p, spec 2 §9, and is otherwise silent):
 *
 * - a price quoted in pence (GBX) stays in pence wherever the figures beside it are in sterling:
 *   pence are sterling, a UK client reads LLOY at 21.5341p, and converting it to pounds at the
 *   price's four places (£0.2153) would lose two of its digits;
 * - a price quoted in the currency of the figures beside it is shown as quoted;
 * - otherwise it is shown converted to that currency when a converted price exists, else as quoted.
 *
 * The API answers the price with its currency (priceCurrency), so units × price is the gross amount
 * once the price's currency is taken into account (pence ÷ 100).
 */

export interface ShownUnitPrice {
  price: Decimal | null;
  currency: string;
}

/** Whether a price quoted in `quoted` is shown as quoted next to figures in `shown`. */
export function unitPriceKeepsQuote(quoted: string, shown: string): boolean {
  const q = normaliseCurrency(quoted);
  const s = normaliseCurrency(shown);
  return q === s || (q === PENCE_CURRENCY && s === POUND_CURRENCY);
}

/**
 * The price and currency to show: `quoted` in its own currency, or `converted` (already in the shown
 * currency; null when there is none) when the rule converts it. Rounded to the unit price's places.
 */
export function shownUnitPrice(i: {
  quoted: Decimal | null;
  quotedCurrency: string | null | undefined;
  shownCurrency: string;
  converted?: Decimal | null;
}): ShownUnitPrice {
  const quotedCurrency = normaliseCurrency(i.quotedCurrency ?? i.shownCurrency);
  const keep =
    unitPriceKeepsQuote(quotedCurrency, i.shownCurrency) || i.converted === undefined || i.converted === null;
  const price = keep ? i.quoted : i.converted!;
  return {
    price: price === null ? null : roundDecimal(price, DISPLAY_DECIMALS.units),
    currency: keep ? quotedCurrency : normaliseCurrency(i.shownCurrency),
  };
}
