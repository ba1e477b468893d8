import { decimal, formatDecimal, MONEY_DECIMALS, sumMoney, type Decimal } from '../../domain/money/decimal';
import type { MeasuredPeriod } from '../../domain/format/return-format';
import type { ProfitAnalysisRow } from '../ports/portfolio.port';

/**
 * Figures of an account collection from one profit analysis grouped 'portfolio,account' (spec 2 §2
 * "Home dashboard", "Accounts tab"; §3 defaultData): each account's value and movement rounded once
 * to the penny, and every total (portfolio, group, collection) the exact decimal sum of its
 * accounts' rounded figures, so the rows a client sees always add up to the total beside them.
 */

export interface Figures {
  value: number;
  movement: number;
  twrr: number | null;
  irr: number | null;
  /** What the returns measure (from the first transaction when later than the range's start): 'a year' or 'over N months'. */
  period: MeasuredPeriod | null;
}

/** The period a profit-analysis row's returns measure, and whether the platform annualised them. */
export function periodOf(r: ProfitAnalysisRow | null | undefined): MeasuredPeriod | null {
  return r && !r.noData ? { from: r.from, to: r.to, annualised: r.twrrAnnualised } : null;
}

/** A platform amount rounded once to the penny, as decimal text. */
export const pennies = (x: Decimal | number | null | undefined): string =>
  formatDecimal(decimal(x ?? 0), MONEY_DECIMALS);

/** The profit-analysis rows by key ('portfolio:ID', 'account:ID', 'all'). */
export function rowsByKey(rows: readonly ProfitAnalysisRow[]): Map<string, ProfitAnalysisRow> {
  return new Map(rows.map((r) => [r.key, r]));
}

/** One account's figures: value and movement to the penny; its own TWRR and IRR. */
export function accountFigures(byKey: ReadonlyMap<string, ProfitAnalysisRow>, accountId: number): Figures {
  const r = byKey.get(`account:${accountId}`);
  return {
    value: Number(pennies(r?.closingValue)),
    movement: Number(pennies(r?.movement)),
    twrr: r?.twrr ?? null,
    irr: r?.irr ?? null,
    period: periodOf(r),
  };
}

/** Value and movement of several parts: the exact decimal sums of their penny figures. */
export function summedFigures(parts: readonly { value: number; movement: number }[]): {
  value: number;
  movement: number;
} {
  return {
    value: Number(sumMoney(parts.map((p) => pennies(p.value)))),
    movement: Number(sumMoney(parts.map((p) => pennies(p.movement)))),
  };
}
