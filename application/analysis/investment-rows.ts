import {
  bookCostAvailable,
  isConvertedToPlanCurrency,
  NOT_AVAILABLE,
  type AccountDisplay,
} from '../../domain/analysis/investments';
import {
  decimal,
  decimalToNumber,
  divideDecimals,
  isZeroDecimal,
  multiplyDecimals,
  roundDecimal,
  type Decimal,
} from '../../domain/money/decimal';
import { DISPLAY_DECIMALS, PERCENT_FACTOR } from '../../domain/format/display-precision';
import { roundToTotal } from '../../domain/money/split-amount';
import { shownUnitPrice } from '../../domain/money/unit-price';
import type { Position } from '../ports/portfolio.port';
import { itemAt } from '../../domain/shared/present';

/** One position (or sub-position) of the Investments tab in the way its account is shown (spec 2 §2, §4, §5, §9). */

export interface InvestmentRow {
  id: string;
  name: string;
  code: string | null;
  /** The currency of the money figures below. */
  currency: string;
  /** The security's quoted currency (GBX for a pence-priced share). */
  nativeCurrency: string;
  /** 'Not available' figures are null, with the reason beside them (spec 2 §5). */
  bookCost: number | null;
  bookCostText: string | null;
  units: number;
  price: number | null;
  priceCurrency: string;
  /** Percent of the account's value, 2 decimals. */
  weight: number | null;
  marketValue: number;
  unrealisedGain: number | null;
  unrealisedGainText: string | null;
  annualIncome: number | null;
  /** Percent, 2 decimals. */
  yield: number | null;
  convertedToPlanCurrency: boolean;
  subPositions: InvestmentRow[];
}

const d = (x: Decimal | null | undefined): Decimal | null => (x === null || x === undefined ? null : x);
const money = (x: Decimal): number => decimalToNumber(roundDecimal(x, DISPLAY_DECIMALS.money));
const PRICE_PLACES = 4;
const round = (x: Decimal | null): number | null => (x === null ? null : money(x));

/** A figure in the account's total currency, for weights and account totals. */
export function accountCurrencyValue(p: Position, display: AccountDisplay): Decimal {
  return display === 'preferred' ? p.value : p.planCurrencyValue;
}

/** Annual income in the shown currency: the platform's figure in the report currency, otherwise value × yield. */
export function incomeIn(p: Position, display: AccountDisplay): Decimal | null {
  if (display === 'preferred') return d(p.annualIncome);
  const value = display === 'original' ? p.nativeValue : p.planCurrencyValue;
  if (p.percentYield === null) return null;
  return roundDecimal(
    divideDecimals(multiplyDecimals(decimal(value), decimal(p.percentYield)), decimal(PERCENT_FACTOR), 10),
    DISPLAY_DECIMALS.money,
  );
}

function figuresIn(p: Position, display: AccountDisplay) {
  if (display === 'original')
    return {
      currency: p.nativeCurrency,
      value: p.nativeValue,
      cost: p.nativeCost ?? null,
      gain: p.nativeUnrealisedGain ?? null,
      price: p.nativeMarketPrice,
    };
  if (display === 'account')
    return {
      currency: p.planCurrency,
      value: p.planCurrencyValue,
      cost: p.planCurrencyCost ?? null,
      gain: p.planCurrencyUnrealisedGain ?? null,
      price: p.planCurrencyMarketPrice ?? null,
    };
  // The preferred currency: the quoted price converted at the position's own rate (value ÷ native value).
  let price = p.nativeMarketPrice;
  if (price !== null && p.nativeCurrency !== p.currency) {
    const native = p.nativeValue;
    price = isZeroDecimal(native) ? null : divideDecimals(multiplyDecimals(price, p.value), native, PRICE_PLACES);
  }
  return { currency: p.currency, value: p.value, cost: p.cost, gain: p.unrealisedGain, price };
}

/**
 * The rows of an account's positions. Amounts come exact from the platform and are rounded here:
 * market values so that the rows add up to the account's value rounded once (and a fund's
 * sub-positions to the fund's row), when they share one currency.
 */
export function investmentRows(
  positions: readonly Position[],
  display: AccountDisplay,
  accountTotal: Decimal,
  target?: number,
): InvestmentRow[] {
  const rows = positions.map((p) => investmentRow(p, display, accountTotal));
  if (rows.length && new Set(rows.map((r) => r.currency)).size === 1) {
    const values = roundToTotal(
      positions.map((p) => decimal(figuresIn(p, display).value)),
      DISPLAY_DECIMALS.money,
      target === undefined ? undefined : decimal(target),
    );
    rows.forEach((r, i) => (r.marketValue = decimalToNumber(itemAt(values, i))));
  }
  rows.forEach(
    (r, i) =>
      (r.subPositions = investmentRows(itemAt(positions, i).subPositions ?? [], display, accountTotal, r.marketValue)),
  );
  return rows;
}

function investmentRow(p: Position, display: AccountDisplay, accountTotal: Decimal): InvestmentRow {
  const f = figuresIn(p, display);
  const converted = isConvertedToPlanCurrency(display, p.nativeCurrency, p.planCurrency);
  const available = bookCostAvailable(f.cost, converted);
  const income = incomeIn(p, display);
  const weightOf = accountCurrencyValue(p, display);
  // A pence price stays in pence beside sterling figures, as on the Transactions tab (domain/money/unit-price.ts).
  const price = shownUnitPrice({
    quoted: p.nativeMarketPrice,
    quotedCurrency: p.nativeCurrency,
    shownCurrency: f.currency,
    converted: f.price,
  });
  return {
    id: p.positionId,
    name: p.description,
    code: p.code,
    currency: f.currency,
    nativeCurrency: p.nativeCurrency,
    bookCost: available ? round(f.cost) : null,
    bookCostText: available ? null : NOT_AVAILABLE,
    units: decimalToNumber(roundDecimal(decimal(p.units), DISPLAY_DECIMALS.units)),
    price: price.price === null ? null : decimalToNumber(price.price),
    priceCurrency: price.currency,
    weight: isZeroDecimal(accountTotal)
      ? null
      : decimalToNumber(
          divideDecimals(
            multiplyDecimals(decimal(weightOf), decimal(PERCENT_FACTOR)),
            accountTotal,
            DISPLAY_DECIMALS.weight,
          ),
        ),
    marketValue: round(f.value)!,
    unrealisedGain: available && f.gain !== null ? round(f.gain) : null,
    unrealisedGainText: available && f.gain !== null ? null : NOT_AVAILABLE,
    annualIncome: income === null ? null : money(income),
    yield: p.percentYield === null ? null : Math.round(p.percentYield * 100) / 100,
    convertedToPlanCurrency: converted,
    subPositions: [],
  };
}
