import { currencyList, currencyListProblem, formatFxRate } from './fx-quote';

describe('FX rates of the currency view (spec 2 §4, §9)', () => {
  it('shows a rate to 4 decimals, rounding half away from zero', () => {
    expect(formatFxRate(0.751234)).toBe('0.7512');
    expect(formatFxRate(0.75125)).toBe('0.7513');
    expect(formatFxRate(1)).toBe('1.0000');
  });

  it('upper-cases codes and drops repeats, keeping the order', () => {
    expect(currencyList(['usd', ' EUR', 'USD', ''])).toEqual(['USD', 'EUR']);
  });

  it('takes one to 20 three-letter codes', () => {
    expect(currencyListProblem(['USD'])).toBeNull();
    expect(currencyListProblem([])).toBe('Name at least one currency.');
    expect(currencyListProblem(['US1'])).toBe("'US1' is not a three-letter currency code.");
    expect(currencyListProblem(Array.from({ length: 21 }, () => 'USD'))).toBe('Name at most 20 currencies.');
  });
});
