import { addDecimals, decimal, negateDecimal, ZERO, type Decimal } from '../../../domain/money/decimal';
import type { TransactionKind, TransactionRecord } from '../data/portfolio/portfolio-records';

/**
 * What one transaction does to an account, in its plan currency: the platform's bookkeeping rules,
 * written once (as signs of its amounts) and used by every figure (holdings, cash, daily values,
 * flows), exactly for amounts shown and as doubles for the daily valuation.
 */

interface Signs {
  gross: number;
  fee: number;
  tax: number;
  /** Whether the gross is an external flow (into the account when the gross sign is +1). */
  external: boolean;
}

/** Buys pay gross + fee; sales receive gross − fee; income gross − tax − fee; a fee row pays its gross. */
export const CASH_SIGNS: Readonly<Record<TransactionKind, Signs>> = {
  buy: { gross: -1, fee: -1, tax: 0, external: false },
  sell: { gross: 1, fee: -1, tax: 0, external: false },
  income: { gross: 1, fee: -1, tax: -1, external: false },
  fee: { gross: -1, fee: 0, tax: 0, external: false },
  contribution: { gross: 1, fee: 0, tax: 0, external: true },
  transfer_in: { gross: 1, fee: 0, tax: 0, external: true },
  withdrawal: { gross: -1, fee: 0, tax: 0, external: true },
  transfer_out: { gross: -1, fee: 0, tax: 0, external: true },
};

const signed = (sign: number, text: string): Decimal =>
  sign === 0 ? ZERO : sign > 0 ? decimal(text) : negateDecimal(decimal(text));

/** Change in cash, exact. */
export function cashEffect(t: TransactionRecord): Decimal {
  const s = CASH_SIGNS[t.kind];
  return addDecimals(addDecimals(signed(s.gross, t.gross), signed(s.fee, t.fee)), signed(s.tax, t.tax));
}

/** Two-decimal text of up to 15 digits, read exactly as whole pennies. */
const PENNY_TEXT = /^-?\d{1,13}\.\d\d$/;
const pennies = (sign: number, text: string): number | null =>
  sign === 0 ? 0 : PENNY_TEXT.test(text) ? sign * Number(text.replace('.', '')) : null;

/** cashEffect in whole pennies, exact (null when an amount is not two-decimal text). */
export function cashEffectPennies(t: TransactionRecord): number | null {
  const s = CASH_SIGNS[t.kind];
  const gross = pennies(s.gross, t.gross);
  const fee = pennies(s.fee, t.fee);
  const tax = pennies(s.tax, t.tax);
  return gross === null || fee === null || tax === null ? null : gross + fee + tax;
}

/**
 * The exact sum of transactions' cash effects, as addDecimals over cashEffect gives it: in whole
 * pennies while every amount is two-decimal text and the total a safe integer (no text parsed into
 * decimals for each transaction), and as decimals from the first that is not.
 */
export class CashTally {
  private pennies = 0;
  private exact: Decimal | null = null;
  private count = 0;

  add(t: TransactionRecord): void {
    this.count++;
    if (this.exact === null) {
      const p = cashEffectPennies(t);
      if (p !== null && Number.isSafeInteger(this.pennies + p)) {
        this.pennies += p;
        return;
      }
      this.exact = this.penniesAsDecimal();
    }
    this.exact = addDecimals(this.exact, cashEffect(t));
  }

  total(): Decimal {
    return this.count === 0 ? ZERO : (this.exact ?? this.penniesAsDecimal());
  }

  private penniesAsDecimal(): Decimal {
    return { coefficient: BigInt(this.pennies), scale: 2 };
  }
}

/** Change in cash as a double (the daily valuation). */
export function cashEffectNumber(t: TransactionRecord): number {
  const s = CASH_SIGNS[t.kind];
  return s.gross * Number(t.gross) + s.fee * Number(t.fee) + s.tax * Number(t.tax);
}

export function externalFlowNumber(t: TransactionRecord): number {
  const s = CASH_SIGNS[t.kind];
  return s.external ? s.gross * Number(t.gross) : 0;
}

/** Fees paid out of the account by the transaction (trade and income fees, management fees). */
export function feesPaidNumber(t: TransactionRecord): number {
  return Number(t.fee);
}

/** Taxes withheld by the transaction (from income). */
export function taxesPaidNumber(t: TransactionRecord): number {
  return Number(t.tax);
}
