import { shownAmounts, transactionDate, transactionHideOptions } from './transactions-tab';

describe('transactions tab rules (spec 2 §5, §9)', () => {
  it('reads the hide options, Do Not Hide unless set', () => {
    expect(transactionHideOptions(undefined)).toEqual({
      fees: 'Do Not Hide',
      taxes: 'Do Not Hide',
      valueAfterFees: 'Do Not Hide',
    });
    expect(
      transactionHideOptions({
        transactionsHideFees: 'Hide For All Transactions',
        transactionsHideTaxes: 'hide for income transactions only',
        transactionsHideValueAfterFeesAndTaxes: 'whatever',
      }),
    ).toEqual({
      fees: 'Hide For All Transactions',
      taxes: 'Hide For Income Transactions Only',
      valueAfterFees: 'Do Not Hide',
    });
  });

  it('hides per transaction kind', () => {
    const options = transactionHideOptions({
      transactionsHideFees: 'Hide For Income Transactions Only',
      transactionsHideTaxes: 'Hide For All Transactions',
    });
    expect(shownAmounts(options, 'income')).toEqual({ fee: false, tax: false, valueAfterFees: true });
    expect(shownAmounts(options, 'sale')).toEqual({ fee: true, tax: false, valueAfterFees: true });
  });

  it('writes dates as DD/MM/YYYY', () => {
    expect(transactionDate('2026-09-15')).toBe('15/09/2026');
    expect(transactionDate(null)).toBe('');
    expect(transactionDate('soon')).toBe('soon');
  });
});
