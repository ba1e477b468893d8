import { DISPLAY_DECIMALS } from '../../domain/format/display-precision';
import { itemAt } from '../../domain/shared/present';

/**
 * The decimals every number of an API answer may carry, by its field (issue 23 item 3; spec 2 §9
 * "Display precision", domain/format/display-precision.ts): money 2, unit prices and units their
 * quoted 4, weights, yields and interest rates (percentages) 2, published FX rates 6. Returns answered
 * as fractions (twrr, irr and the cumulative-return series) are ratios, not figures with places, and
 * ids, counts and days are whole numbers. A field this table does not know is reported, so a new one
 * is classified before it ships.
 */

export type Precision = number | 'fraction';

/** Published FX rates: six decimals (adapters/sandbox-platform/compute/published-rates.ts). */
const FX_RATE_PLACES = 6;
const WHOLE = 0;

const BY_FIELD: Record<string, Precision> = {
  // Money, to the penny.
  amount: DISPLAY_DECIMALS.money,
  annualIncome: DISPLAY_DECIMALS.money,
  assets: DISPLAY_DECIMALS.money,
  bookCost: DISPLAY_DECIMALS.money,
  closingValue: DISPLAY_DECIMALS.money,
  fee: DISPLAY_DECIMALS.money,
  flow: DISPLAY_DECIMALS.money,
  grossAmount: DISPLAY_DECIMALS.money,
  liabilities: DISPLAY_DECIMALS.money,
  managedNet: DISPLAY_DECIMALS.money,
  marketValue: DISPLAY_DECIMALS.money,
  movement: DISPLAY_DECIMALS.money,
  nativeAmount: DISPLAY_DECIMALS.money,
  netAmount: DISPLAY_DECIMALS.money,
  netFlows: DISPLAY_DECIMALS.money,
  netWorth: DISPLAY_DECIMALS.money,
  openingValue: DISPLAY_DECIMALS.money,
  ownedTotal: DISPLAY_DECIMALS.money,
  plan: DISPLAY_DECIMALS.money,
  report: DISPLAY_DECIMALS.money,
  reportCurrencyValue: DISPLAY_DECIMALS.money,
  tax: DISPLAY_DECIMALS.money,
  total: DISPLAY_DECIMALS.money,
  unrealisedGain: DISPLAY_DECIMALS.money,
  value: DISPLAY_DECIMALS.money,
  valueAfterFeesAndTaxes: DISPLAY_DECIMALS.money,
  income: DISPLAY_DECIMALS.money,
  cost: DISPLAY_DECIMALS.money,
  // Unit prices and units: their quoted four places.
  price: DISPLAY_DECIMALS.units,
  pricePerUnit: DISPLAY_DECIMALS.units,
  units: DISPLAY_DECIMALS.units,
  // Percentages.
  weight: DISPLAY_DECIMALS.weight,
  yield: DISPLAY_DECIMALS.percentage,
  percentOwned: DISPLAY_DECIMALS.percentage,
  // Returns as fractions.
  twrr: 'fraction',
  irr: 'fraction',
  // Published rates.
  fxRate: FX_RATE_PLACES,
  // Whole numbers.
  id: WHOLE,
  accountId: WHOLE,
  portfolioId: WHOLE,
  memberId: WHOLE,
  clientId: WHOLE,
  count: WHOLE,
  days: WHOLE,
  pageSize: WHOLE,
  tab: WHOLE,
  feesAndTaxes: WHOLE,
  dayCount: WHOLE,
  rank: WHOLE,
  progress: WHOLE,
  accountCount: WHOLE,
  account: WHOLE,
  portfolio: WHOLE,
  defaultBenchmarkId: WHOLE,
  benchmarkId: WHOLE,
  securityId: WHOLE,
  targetSetId: WHOLE,
  annualiseFromDays: WHOLE,
  amountDecimals: WHOLE,
};

/** Fields whose meaning depends on where they sit. */
function byPath(path: string): Precision | undefined {
  // The published FX rates of the explanation, the FX read and the balance sheet's notes.
  if (/\.(rates|fxRates)\[\]\.rate$/.test(path)) return FX_RATE_PLACES;
  // A liability's or annuity's interest rate is a percentage.
  if (/\.assets\[\]\.rate$/.test(path)) return DISPLAY_DECIMALS.percentage;
  // The percentage chart's points (cumulative returns) are fractions.
  if (/\.percentage\.points\[\]\.value$/.test(path)) return 'fraction';
  return undefined;
}

export function precisionOf(path: string): Precision | undefined {
  const special = byPath(path);
  if (special !== undefined) return special;
  const field = path.slice(path.lastIndexOf('.') + 1);
  return BY_FIELD[field];
}

/** Decimal places of a number as JSON writes it ('70.27000000000001' → 14; '1e-7' → 7). */
export function decimalsOf(n: number): number {
  const text = String(n);
  const exp = /e-(\d+)$/.exec(text);
  const mantissa = text.replace(/e[-+]\d+$/, '');
  const frac = mantissa.includes('.') ? itemAt(mantissa.split('.'), 1).length : 0;
  return exp ? frac + Number(exp[1]) : frac;
}

export interface PrecisionProblem {
  where: string;
  path: string;
  value: number;
  allowed: Precision | 'unknown field';
}

/** Every number of a JSON answer with more decimals than its field allows, or in a field not classified. */
export function precisionProblems(body: unknown, where: string): PrecisionProblem[] {
  const out: PrecisionProblem[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, `${path}[]`));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    else if (typeof v === 'number') {
      const allowed = precisionOf(path);
      if (allowed === undefined) out.push({ where, path, value: v, allowed: 'unknown field' });
      else if (allowed !== 'fraction' && decimalsOf(v) > allowed) out.push({ where, path, value: v, allowed });
    }
  };
  walk(body, '');
  return out;
}
