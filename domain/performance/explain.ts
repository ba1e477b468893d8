import { decimal, formatDecimal, MONEY_DECIMALS, subtractDecimals, sumDecimals, type Decimal } from '../money/decimal';
import { convertAmount, CONVERSION_RATE_UNAVAILABLE, type FxTable } from '../money/fx-conversion';
import { ok, type Result } from '../shared/result';
import { dayNumber } from '../shared/iso-date';
import { itemAt } from '../shared/present';
import { fromCumulative, isAnnualised, type PeriodReturn } from './annualisation';
import { DAYS_PER_YEAR, flowRateDate } from './conventions';
import { xirr, type CashFlow, type IrrFailure } from './irr';
import { timeWeightedReturn, type DailyValue, type SkippedDay } from './twrr';

/**
 * Reconciliation of an "Explain this number" document (issue 9): anyone holding its JSON can check
 * the value movement to the penny and recompute both returns without the portal.
 */

/** The fields of an explanation that the figures are recomputed from. */
export interface ExplainDocument {
  currency: string;
  from: string;
  to: string;
  openingValue: number;
  closingValue: number;
  movement: number;
  /** [0]: the opening valuation, dated the day before the period, flow 0; then each day's close and net flow. */
  dailyValues: readonly DailyValue[];
  flows?: readonly { date: string; amount: number }[];
  twrr: number | null;
  irr: number | null;
}

/** Amounts as exact decimal strings to the penny. */
export interface ValueReconciliation {
  openingValue: string;
  closingValue: string;
  netFlows: string;
  /** closing − opening − net flows, summed exactly, rounded once. */
  movement: string;
}

/** closing − opening − net flows = value movement, exact to the penny (one rounding at the end). */
export function reconcileValueMovement(input: {
  openingValue: Decimal | number | string;
  closingValue: Decimal | number | string;
  flows: readonly (Decimal | number | string)[];
}): ValueReconciliation {
  const netFlows = sumDecimals(input.flows);
  const opening = decimal(input.openingValue);
  const closing = decimal(input.closingValue);
  const movement = subtractDecimals(subtractDecimals(closing, opening), netFlows);
  return {
    openingValue: formatDecimal(opening, MONEY_DECIMALS),
    closingValue: formatDecimal(closing, MONEY_DECIMALS),
    netFlows: formatDecimal(netFlows, MONEY_DECIMALS),
    movement: formatDecimal(movement, MONEY_DECIMALS),
  };
}

/** One external flow as an explanation lists it (positive into the selection). */
export interface ExplainFlow {
  date: string;
  /** In the report currency, at the rate of its own day. */
  amount: number;
  nativeAmount: number;
  nativeCurrency: string;
  /** Report currency per unit of the native currency at the close before the flow's day (1 when they are equal). */
  fxRate: number;
}

/** A flow in its own currency converted at the rate of the close it joins (conventions.ts), as an explanation lists it. */
export function explainFlow(
  table: FxTable,
  flow: { date: string; nativeAmount: number; nativeCurrency: string },
): Result<ExplainFlow, typeof CONVERSION_RATE_UNAVAILABLE> {
  const converted = convertAmount(table, {
    amount: flow.nativeAmount,
    from: flow.nativeCurrency,
    date: flowRateDate(flow.date),
  });
  if (!converted.ok) return converted;
  return ok({
    date: flow.date,
    amount: converted.value.amount,
    nativeAmount: flow.nativeAmount,
    nativeCurrency: flow.nativeCurrency,
    fxRate: converted.value.rate,
  });
}

/** Each day's net flow, summed exactly (so the daily rows and the listed flows agree to the penny). */
export function dailyNetFlows(flows: readonly { date: string; amount: number | string }[]): Map<string, string> {
  const byDate = new Map<string, (number | string)[]>();
  for (const f of flows) byDate.set(f.date, [...(byDate.get(f.date) ?? []), f.amount]);
  return new Map(
    [...byDate]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, amounts]) => [date, formatDecimal(sumDecimals(amounts))]),
  );
}

/** The IRR cash flows of a valuation series: −opening, −each day's net flow, +closing. */
export function irrCashFlows(rows: readonly DailyValue[]): CashFlow[] {
  if (rows.length === 0) return [];
  const opening = itemAt(rows, 0);
  const last = itemAt(rows, -1);
  return [
    { date: opening.date, amount: -opening.value },
    ...rows
      .slice(1)
      .filter((r) => r.flow !== 0)
      .map((r) => ({ date: r.date, amount: -r.flow })),
    { date: last.date, amount: last.value },
  ];
}

export interface PeriodReturns {
  /** Days from the opening valuation's date to `to`. */
  days: number;
  annualised: boolean;
  twrr: PeriodReturn;
  skippedDays: SkippedDay[];
  /** The IRR as shown (the period rate under one year), or why there is none. */
  irr: { ok: true; value: PeriodReturn } | { ok: false; error: IrrFailure };
}

/**
 * TWRR and IRR of a valuation series whose first row is the opening valuation, as an explanation
 * states them: annualised with 365-day years when the period is 365 days or more.
 */
export function periodReturns(rows: readonly DailyValue[], to?: string): PeriodReturns {
  // Throws first on an empty series, with its own reason.
  const twrr = timeWeightedReturn(rows);
  const days = dayNumber(to ?? itemAt(rows, -1).date) - dayNumber(itemAt(rows, 0).date);
  const solved = xirr(irrCashFlows(rows));
  return {
    days,
    annualised: isAnnualised(days),
    twrr: fromCumulative(twrr.cumulative, days),
    skippedDays: twrr.skippedDays,
    // From ln(1 + r), so a near-total loss over a few days keeps its period rate (the annual one is −100%).
    irr: solved.ok
      ? { ok: true, value: fromCumulative(Math.expm1((solved.value.logGrowth * days) / DAYS_PER_YEAR), days) }
      : solved,
  };
}

/** Returns to within this of the document's agree (issue 9: "recompute both returns to 1e-6"). */
export const EXPLAIN_RETURN_TOLERANCE = 1e-6;

export interface ExplainCheck {
  recomputed: PeriodReturns;
  reconciliation: ValueReconciliation;
  /** Every disagreement found, in words; empty when the document checks out. */
  problems: string[];
}

/** Recomputes an explanation's figures from its own rows and lists every disagreement. */
export function checkExplanation(doc: ExplainDocument, tolerance: number = EXPLAIN_RETURN_TOLERANCE): ExplainCheck {
  const problems: string[] = [];
  const rows = doc.dailyValues;
  if (rows.length === 0) {
    problems.push('dailyValues is empty');
    const reconciliation = reconcileValueMovement({
      openingValue: doc.openingValue,
      closingValue: doc.closingValue,
      flows: [],
    });
    const nothing: PeriodReturn = { value: 0, basis: 'cumulative', cumulative: 0, annualised: null, days: 0 };
    return {
      recomputed: {
        days: 0,
        annualised: false,
        twrr: nothing,
        skippedDays: [],
        irr: { ok: false, error: { code: 'no-cash-flows', reason: 'No daily values' } },
      },
      reconciliation,
      problems,
    };
  }
  const first = itemAt(rows, 0);
  const last = itemAt(rows, -1);
  if (first.flow !== 0) problems.push(`the opening row has a flow of ${first.flow}; it must be 0`);
  if (last.date !== doc.to) problems.push(`the last daily value is dated ${last.date}, not ${doc.to}`);
  if (dayNumber(first.date) !== dayNumber(doc.from) - 1)
    problems.push(`the opening row is dated ${first.date}, not the day before ${doc.from}`);
  if (first.value !== doc.openingValue)
    problems.push(`openingValue ${doc.openingValue} differs from the opening row ${first.value}`);
  if (last.value !== doc.closingValue)
    problems.push(`closingValue ${doc.closingValue} differs from the last row ${last.value}`);

  const dailyFlows = rows.slice(1).map((r) => r.flow);
  if (doc.flows) {
    const listed = formatDecimal(sumDecimals(doc.flows.map((f) => f.amount)), MONEY_DECIMALS);
    const daily = formatDecimal(sumDecimals(dailyFlows), MONEY_DECIMALS);
    if (listed !== daily) problems.push(`the flows listed add up to ${listed}, the daily flows to ${daily}`);
    const rowFlow = new Map(rows.slice(1).map((r) => [r.date, formatDecimal(decimal(r.flow), MONEY_DECIMALS)]));
    for (const [date, amount] of dailyNetFlows(doc.flows)) {
      const inRow = rowFlow.get(date);
      const net = formatDecimal(decimal(amount), MONEY_DECIMALS);
      if (inRow === undefined) problems.push(`a flow on ${date} has no daily value row`);
      else if (inRow !== net)
        problems.push(`the flows listed on ${date} add up to ${net}, its daily row says ${inRow}`);
    }
  }
  const reconciliation = reconcileValueMovement({
    openingValue: doc.openingValue,
    closingValue: doc.closingValue,
    flows: dailyFlows,
  });
  if (formatDecimal(decimal(doc.movement), MONEY_DECIMALS) !== reconciliation.movement) {
    problems.push(`movement ${doc.movement} differs from closing - opening - net flows = ${reconciliation.movement}`);
  }

  const recomputed = periodReturns(rows, doc.to);
  if (doc.twrr === null) problems.push('twrr is missing');
  else if (Math.abs(doc.twrr - recomputed.twrr.value) > tolerance)
    problems.push(`twrr ${doc.twrr} differs from the recomputed ${recomputed.twrr.value}`);
  if (recomputed.irr.ok) {
    if (doc.irr === null) problems.push(`irr is missing; the flows give ${recomputed.irr.value.value}`);
    else if (Math.abs(doc.irr - recomputed.irr.value.value) > tolerance)
      problems.push(`irr ${doc.irr} differs from the recomputed ${recomputed.irr.value.value}`);
  } else if (doc.irr !== null) {
    problems.push(`irr is ${doc.irr}, but ${recomputed.irr.error.reason.toLowerCase()}`);
  }
  return { recomputed, reconciliation, problems };
}
