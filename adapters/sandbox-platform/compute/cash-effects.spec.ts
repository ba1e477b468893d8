import { addDecimals, ZERO, type Decimal } from '../../../domain/money/decimal';
import type { TransactionRecord } from '../data/portfolio/portfolio-records';
import { startSandboxPlatform } from '../sandbox-server';
import { CashTally, cashEffect } from './cash-effects';

/** CashTally gives exactly what adding up cashEffect with decimals gives, whatever the amounts. */

const exactSum = (rows: readonly TransactionRecord[]): Decimal =>
  rows.reduce((sum, t) => addDecimals(sum, cashEffect(t)), ZERO);
const tally = (rows: readonly TransactionRecord[]): Decimal => {
  const c = new CashTally();
  for (const t of rows) c.add(t);
  return c.total();
};
const row = (kind: TransactionRecord['kind'], gross: string, fee = '0.00', tax = '0.00'): TransactionRecord => ({
  transactionId: 1,
  accountId: 1,
  kind,
  tradeDate: '2025-01-02',
  settlementDate: '2025-01-02',
  securityId: null,
  units: null,
  price: null,
  gross,
  fee,
  tax,
  comment: null,
  counterpartAccountId: null,
});

describe('CashTally', () => {
  it('matches the decimal sum for every account of the Hartley household, to the coefficient and scale', async () => {
    const sb = await startSandboxPlatform();
    try {
      const data = sb.state.portfolios.datasetOf(10001)!;
      let checked = 0;
      for (const rows of data.transactions.values()) {
        expect(tally(rows)).toEqual(exactSum(rows));
        checked += rows.length;
      }
      expect(checked).toBeGreaterThan(1000);
    } finally {
      await sb.close();
    }
  });

  it('is ZERO without transactions, and keeps a sum that adds up to nothing at two decimals', () => {
    expect(tally([])).toEqual(ZERO);
    const rows = [row('contribution', '10.50'), row('withdrawal', '10.50')];
    expect(tally(rows)).toEqual(exactSum(rows));
    expect(tally(rows)).toEqual({ coefficient: 0n, scale: 2 });
  });

  it('falls back to decimals for an amount of other precision, and past the safe integers', () => {
    const odd = [row('contribution', '100.25'), row('buy', '20.125', '1.5'), row('income', '3.10', '0.01', '0.465')];
    expect(tally(odd)).toEqual(exactSum(odd));
    const huge = [
      row('contribution', '9000000000000.00'),
      row('contribution', '9000000000000.00'),
      row('withdrawal', '0.01'),
    ];
    expect(tally(huge)).toEqual(exactSum(huge));
  });

  it('leaves alone an amount whose sign is zero, as cashEffect does', () => {
    const rows = [row('fee', '12.00', 'not read'), row('contribution', '5.00', 'n/a', 'n/a')];
    expect(tally(rows)).toEqual(exactSum(rows));
  });
});
