import { decimal } from '../money/decimal';
import {
  accountDisplay,
  bookCostAvailable,
  CONVERT_TO_ACCOUNT_CURRENCY,
  CONVERT_TO_ORIGINAL_CURRENCY,
  convertMenuItem,
  expandModeFor,
  isConvertedToPlanCurrency,
  sortPositions,
} from './investments';

describe('investments rules', () => {
  it("shows an account in the view's way, or the other way when overridden", () => {
    expect(accountDisplay('preferred', false)).toBe('preferred');
    expect(accountDisplay('preferred', true)).toBe('original');
    expect(accountDisplay('original', false)).toBe('original');
    expect(accountDisplay('original', true)).toBe('account');
    expect(convertMenuItem('preferred')).toBe(CONVERT_TO_ORIGINAL_CURRENCY);
    expect(convertMenuItem('original')).toBe(CONVERT_TO_ACCOUNT_CURRENCY);
  });

  it('counts a position as converted to plan currency only when converted to the account currency from another quote currency', () => {
    expect(isConvertedToPlanCurrency('account', 'GBX', 'GBP')).toBe(true);
    expect(isConvertedToPlanCurrency('account', 'GBP', 'GBP')).toBe(false);
    expect(isConvertedToPlanCurrency('original', 'GBX', 'GBP')).toBe(false);
    expect(isConvertedToPlanCurrency('preferred', 'GBX', 'GBP')).toBe(false);
  });

  it("says 'Not available' for a zero or missing book cost and a converted position", () => {
    expect(bookCostAvailable(decimal(100), false)).toBe(true);
    expect(bookCostAvailable(decimal(0), false)).toBe(false);
    expect(bookCostAvailable(null, false)).toBe(false);
    expect(bookCostAvailable(decimal(100), true)).toBe(false);
  });

  it('reads the expand mode from the settings', () => {
    expect(expandModeFor({})).toBe('user-toggle');
    expect(expandModeFor({ investmentsExpandAllPrimary: true })).toBe('expand-all-primary');
  });

  it('sorts by name ascending by default and puts missing values last either way', () => {
    const rows = [
      { name: 'b', bookCost: 2, units: 1, weight: 1, marketValue: 1, unrealisedGain: null, annualIncome: 1, yield: 1 },
      { name: 'A', bookCost: null, units: 1, weight: 1, marketValue: 3, unrealisedGain: 5, annualIncome: 1, yield: 1 },
      { name: 'c', bookCost: 1, units: 1, weight: 1, marketValue: 2, unrealisedGain: -1, annualIncome: 1, yield: 1 },
    ];
    expect(sortPositions(rows, 'name', 'asc').map((r) => r.name)).toEqual(['A', 'b', 'c']);
    expect(sortPositions(rows, 'name', 'desc').map((r) => r.name)).toEqual(['c', 'b', 'A']);
    expect(sortPositions(rows, 'bookCost', 'asc').map((r) => r.name)).toEqual(['c', 'b', 'A']);
    expect(sortPositions(rows, 'unrealisedGain', 'desc').map((r) => r.name)).toEqual(['A', 'c', 'b']);
    expect(sortPositions(rows, 'marketValue', 'desc').map((r) => r.name)).toEqual(['A', 'c', 'b']);
  });
});
