import {
  addDecimals,
  decimal,
  decimalToNumber,
  divideDecimals,
  isZeroDecimal,
  multiplyDecimals,
  subtractDecimals,
  ZERO,
  type Decimal,
} from '../../../domain/money/decimal';
import type { PricingType } from '../../../domain/analysis/pricing-type';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import { securityById, type Allocation } from '../data/portfolio/securities';
import type { PortfolioStore } from '../state/portfolio-store';
import { ConversionUnavailable } from './selection-performance';

/**
 * Positions of an account on a day, exact: units from the transactions × the price the pricing type
 * picks × the day's rate. 'close' is the previous close (the last price before the day); 'latest',
 * 'delayed' and 'live' are the latest close on or before the day (the sandbox has no intraday
 * prices). Book cost converts to the report currency at each purchase's own day's rate.
 */

export interface PositionFigures {
  account: AccountRecord;
  /** null for the cash row. */
  securityId: number | null;
  description: string;
  code: string | null;
  isin: string | null;
  nativeCurrency: string;
  planCurrency: string;
  reportCurrency: string;
  units: Decimal;
  nativePrice: Decimal;
  planPrice: Decimal;
  priceDate: string | null;
  nativeValue: Decimal;
  planValue: Decimal;
  value: Decimal;
  nativeCost: Decimal;
  planCost: Decimal;
  cost: Decimal;
  /** Annual income (gross) and the share withheld. */
  yieldRate: number;
  withholdingTax: number;
  assetClasses: Allocation[];
  regions: Allocation[];
  sector: string;
}

const CASH_REGION: Record<string, string> = {
  GBP: 'United Kingdom',
  USD: 'North America',
  EUR: 'Europe',
  AUD: 'Asia Pacific',
};
const RATE_PLACES = 10;

function rate(store: PortfolioStore, from: string, to: string, date: string): Decimal {
  const r = store.rateOn(from, to, date);
  if (r === null) throw new ConversionUnavailable(from, to);
  return r;
}

function priceFor(
  store: PortfolioStore,
  securityId: number,
  date: string,
  pricingType: PricingType,
): { price: number; date: string } | null {
  return pricingType === 'close'
    ? store.market.previousClose(securityId, date)
    : store.market.latestPrice(securityId, date);
}

export function accountPositions(
  store: PortfolioStore,
  account: AccountRecord,
  date: string,
  reportCurrency: string,
  pricingType: PricingType,
): PositionFigures[] {
  const h = store.holdings(account, date);
  if (h.transactionCount === 0) return [];
  const plan = account.planCurrency;
  const planToReport = rate(store, plan, reportCurrency, date);
  const out: PositionFigures[] = [];
  for (const holding of h.holdings) {
    const s = securityById(holding.securityId)!;
    const p = priceFor(store, s.securityId, date, pricingType);
    const nativePrice = p ? decimal(p.price.toFixed(4)) : ZERO;
    const quoteToPlan = rate(store, s.currency, plan, date);
    const nativeValue = multiplyDecimals(holding.units, nativePrice);
    const planValue = multiplyDecimals(nativeValue, quoteToPlan);
    const value = multiplyDecimals(nativeValue, rate(store, s.currency, reportCurrency, date));
    const cost = holding.lots.reduce(
      (sum, lot) => addDecimals(sum, multiplyDecimals(lot.cost, rate(store, plan, reportCurrency, lot.date))),
      ZERO,
    );
    out.push({
      account,
      securityId: s.securityId,
      description: s.description,
      code: s.code,
      isin: s.isin,
      nativeCurrency: s.currency,
      planCurrency: plan,
      reportCurrency,
      units: holding.units,
      nativePrice,
      planPrice: multiplyDecimals(nativePrice, quoteToPlan),
      priceDate: p?.date ?? null,
      nativeValue,
      planValue,
      value,
      nativeCost: divideDecimals(holding.bookCost, quoteToPlan, RATE_PLACES),
      planCost: holding.bookCost,
      cost,
      yieldRate: s.yield,
      withholdingTax: s.withholdingTax,
      assetClasses: s.assetClasses,
      regions: s.regions,
      sector: s.sector,
    });
  }
  if (!isZeroDecimal(h.cash)) {
    const value = multiplyDecimals(h.cash, planToReport);
    out.push({
      account,
      securityId: null,
      description: `Cash (${plan})`,
      code: null,
      isin: null,
      nativeCurrency: plan,
      planCurrency: plan,
      reportCurrency,
      units: h.cash,
      nativePrice: decimal(1),
      planPrice: decimal(1),
      priceDate: date,
      nativeValue: h.cash,
      planValue: h.cash,
      value,
      nativeCost: h.cash,
      planCost: h.cash,
      cost: value,
      yieldRate: 0,
      withholdingTax: 0,
      assetClasses: [{ title: 'Cash', share: 1 }],
      regions: [{ title: CASH_REGION[plan] ?? 'Other', share: 1 }],
      sector: 'Cash',
    });
  }
  return out;
}

export interface AccountTotals {
  value: Decimal;
  planValue: Decimal;
  cost: Decimal;
  planCost: Decimal;
  unrealisedGain: Decimal;
  planUnrealisedGain: Decimal;
  grossAnnualIncome: Decimal;
  annualIncome: Decimal;
}

/** Exact sums of an account's positions (one rounding happens when they are shown). */
export function totalsOf(positions: readonly PositionFigures[]): AccountTotals {
  const sum = (f: (p: PositionFigures) => Decimal): Decimal => positions.reduce((s, p) => addDecimals(s, f(p)), ZERO);
  const value = sum((p) => p.value);
  const planValue = sum((p) => p.planValue);
  const cost = sum((p) => p.cost);
  const planCost = sum((p) => p.planCost);
  return {
    value,
    planValue,
    cost,
    planCost,
    unrealisedGain: subtractDecimals(value, cost),
    planUnrealisedGain: subtractDecimals(planValue, planCost),
    grossAnnualIncome: sum((p) => grossIncome(p)),
    annualIncome: sum((p) => netIncome(p)),
  };
}

export const grossIncome = (p: PositionFigures): Decimal => multiplyDecimals(p.value, decimal(p.yieldRate));
export const netIncome = (p: PositionFigures): Decimal =>
  multiplyDecimals(grossIncome(p), decimal(1 - p.withholdingTax));

/** a / b × 100 as a number (null when b is zero). */
export function percentOf(a: Decimal, b: Decimal): number | null {
  return isZeroDecimal(b) ? null : decimalToNumber(divideDecimals(multiplyDecimals(a, decimal(100)), b, 6));
}
