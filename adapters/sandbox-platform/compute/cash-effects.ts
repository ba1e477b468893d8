import { addDecimals, decimal, negateDecimal, type Decimal } from '../../../domain/money/decimal';
import type { TransactionRecord } from '../data/portfolio/portfolio-records';

/**
 * What one transaction does to an account, in its plan currency: the platform's bookkeeping rules,
 * written once and used by every figure (holdings, cash, daily values, flows).
 */

/** Change in cash: buys pay gross + fee; sales receive gross − fee; income gross − tax − fee. */
export function cashEffect(t: TransactionRecord): Decimal {
  const gross = decimal(t.gross);
  switch (t.kind) {
    case 'buy':
      return negateDecimal(addDecimals(gross, decimal(t.fee)));
    case 'sell':
      return addDecimals(gross, negateDecimal(decimal(t.fee)));
    case 'income':
      return addDecimals(gross, negateDecimal(addDecimals(decimal(t.tax), decimal(t.fee))));
    case 'fee':
    case 'withdrawal':
    case 'transfer_out':
      return negateDecimal(gross);
    case 'contribution':
    case 'transfer_in':
      return gross;
  }
}

/** External flow into the account (positive in): contributions, withdrawals and transfers. Zero otherwise. */
export function externalFlow(t: TransactionRecord): Decimal | null {
  switch (t.kind) {
    case 'contribution':
    case 'transfer_in':
      return decimal(t.gross);
    case 'withdrawal':
    case 'transfer_out':
      return negateDecimal(decimal(t.gross));
    default:
      return null;
  }
}

export const isExternalFlow = (t: TransactionRecord): boolean => externalFlow(t) !== null;

/** Fees paid out of the account by the transaction (trade and income fees, management fees). */
export function feesPaid(t: TransactionRecord): Decimal {
  return decimal(t.fee);
}

/** Taxes withheld by the transaction (from income). */
export function taxesPaid(t: TransactionRecord): Decimal {
  return decimal(t.tax);
}
