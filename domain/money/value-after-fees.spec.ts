import { isHiddenFor, transactionKind, valueAfterFeesAndTaxes } from './value-after-fees';

describe('valueAfterFeesAndTaxes', () => {
  it('takes income minus fee minus tax for income', () => {
    expect(valueAfterFeesAndTaxes({ type: 'income', nativeIncome: 100, fee: 2.5, tax: 20, grossAmount: 999 })).toBe(77.5);
    expect(valueAfterFeesAndTaxes({ type: 'Income', nativeIncome: 100 })).toBe(100);
    expect(valueAfterFeesAndTaxes({ type: 'income', fee: 1 })).toBeNull();
  });

  it('takes the net amount for a sale', () => {
    expect(valueAfterFeesAndTaxes({ type: 'other', transactionTypeDesc: 'Sale', grossAmount: 1000, netAmount: 985 })).toBe(985);
    expect(valueAfterFeesAndTaxes({ type: 'other', transactionTypeDesc: 'SELL', grossAmount: 1000 })).toBeNull();
  });

  it('takes the gross amount otherwise', () => {
    expect(valueAfterFeesAndTaxes({ type: 'other', transactionTypeDesc: 'Purchase', grossAmount: -500, netAmount: -510 })).toBe(-500);
    expect(valueAfterFeesAndTaxes({})).toBeNull();
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
