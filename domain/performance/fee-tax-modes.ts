import { DEFAULT_FEES_AND_TAXES, mapFeesAndTaxes } from '../config/site-config';
import type { DailyValue } from './twrr';
import { itemAt } from '../shared/present';

/**
 * Fee-and-tax modes 0 to 5 (spec 2 §9: "before fees and taxes, after fees and taxes, after fees
 * before taxes, before fees after taxes, and two variants without imputation credits. Default 1").
 *
 * Fees and taxes are paid out of the accounts, so they already lower the values. A return 'after'
 * them leaves them there; a return 'before' them moves them out as external flows on their day
 * (a withdrawal of the amount), so they no longer count against performance.
 *
 * The spec does not say which modes the two variants are; we read mode 4 as mode 1 and mode 5 as
 * mode 2, each without imputation credits: a credit received inside an account then counts as an
 * external inflow on its day, so it adds nothing to the return.
 */

export type FeeTaxTreatment = 'before' | 'after';

export interface FeeTaxMode {
  mode: number;
  label: string;
  fees: FeeTaxTreatment;
  taxes: FeeTaxTreatment;
  imputationCredits: 'included' | 'excluded';
}

/** spec 2 §9: the modes, in the spec's order. */
export const FEE_TAX_MODES: readonly FeeTaxMode[] = [
  { mode: 0, label: 'Before fees and taxes', fees: 'before', taxes: 'before', imputationCredits: 'included' },
  { mode: 1, label: 'After fees and taxes', fees: 'after', taxes: 'after', imputationCredits: 'included' },
  { mode: 2, label: 'After fees before taxes', fees: 'after', taxes: 'before', imputationCredits: 'included' },
  { mode: 3, label: 'Before fees after taxes', fees: 'before', taxes: 'after', imputationCredits: 'included' },
  {
    mode: 4,
    label: 'After fees and taxes, without imputation credits',
    fees: 'after',
    taxes: 'after',
    imputationCredits: 'excluded',
  },
  {
    mode: 5,
    label: 'After fees before taxes, without imputation credits',
    fees: 'after',
    taxes: 'before',
    imputationCredits: 'excluded',
  },
];

/** The mode for a setting or request value; anything unknown is the default, 1 (spec 1 §3). */
export function feeTaxMode(value: unknown = DEFAULT_FEES_AND_TAXES): FeeTaxMode {
  // mapFeesAndTaxes returns 0 to 5, each mode's place in the list.
  return itemAt(FEE_TAX_MODES, mapFeesAndTaxes(value));
}

/** What happened inside the selection on one day, besides its external flow. */
export interface DayCharges {
  /** Fees paid out of the accounts that day (a positive amount). */
  fees?: number;
  /** Taxes paid out of the accounts that day (a positive amount). */
  taxes?: number;
  /** Imputation (franking) credits received into the accounts that day (a positive amount). */
  imputationCredits?: number;
}

/** The external flow to add for the day under a mode (negative: moved out of the selection). */
export function feeTaxFlow(mode: FeeTaxMode, charges: DayCharges): number {
  let flow = 0;
  if (mode.fees === 'before') flow -= charges.fees ?? 0;
  if (mode.taxes === 'before') flow -= charges.taxes ?? 0;
  if (mode.imputationCredits === 'excluded') flow += charges.imputationCredits ?? 0;
  return flow;
}

/** A valuation row together with the day's fees, taxes and credits. */
export interface DailyValueWithCharges extends DailyValue, DayCharges {}

/** The series the TWRR links under a mode: each day's flow plus what the mode moves out. */
export function applyFeeTaxMode(rows: readonly DailyValueWithCharges[], mode: FeeTaxMode): DailyValue[] {
  return rows.map((row, i) => ({
    date: row.date,
    value: row.value,
    flow: i === 0 ? 0 : row.flow + feeTaxFlow(mode, row),
  }));
}
