import { formatDecimal, type Decimal } from './decimal';
import { isHiddenFor, transactionKind, valueAfterFeesAndTaxes, type TransactionAmounts } from './value-after-fees';

const after = (t: TransactionAmounts): string | null => {
  const d: Decimal | null = valueAfterFeesAndTaxes(t);
  return d === null ? null : formatDecimal(d);
};

describe('valueAfterFeesAndTaxes', () => {
  it('takes income minus fee minus tax for income', () => {
    expect(after({ type: 'income', nativeIncome: 100, fee: 2.5, tax: 20, grossAmount: 999 })).toBe('77.5');
    expect(after({ type: 'Income', nativeIncome: 100 })).toBe('100');
    expect(after({ type: 'income', fee: 1 })).toBeNull();
  });

  it('subtracts exactly, with no floating-point residue (70 − 6.52 is 63.48, not 63.480000000000004)', () => {
    expect(after({ type: 'income', nativeIncome: 70, fee: 6.52 })).toBe('63.48');
    expect(after({ type: 'income', nativeIncome: 70, tax: 8.27 })).toBe('61.73');
  });

  it('takes the net amount for a sale', () => {
    expect(after({ type: 'other', transactionTypeDesc: 'Sale', grossAmount: 1000, netAmount: 985 })).toBe('985');
    expect(after({ type: 'other', transactionTypeDesc: 'SELL', grossAmount: 1000 })).toBeNull();
  });

  it('takes the gross amount otherwise', () => {
    expect(after({ type: 'other', transactionTypeDesc: 'Purchase', grossAmount: -500, netAmount: -510 })).toBe('-500');
    expect(after({})).toBeNull();
  });

  it('classifies transactions', () => {
    expect(transactionKind({ type: 'income', transactionTypeDesc: 'Sale' })).toBe('income');
    expect(transactionKind({ type: 'other', transactionTypeDesc: 'Purchase' })).toBe('other');
  });
});

describe('isHiddenFor', () => {
  it('applies the hide options', () => {
    expect(isHiddenFor('Do Not Hide', 'income')).toBe(false);
    expect(isHiddenFor('Hide For All Transactions', 'sale')).toBe(true);
    expect(isHiddenFor('Hide For Income Transactions Only', 'income')).toBe(true);
    expect(isHiddenFor('Hide For Income Transactions Only', 'other')).toBe(false);
  });
});
