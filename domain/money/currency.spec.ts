import { currencySymbol, DEFAULT_CURRENCY, withCurrencySymbol } from './currency';

describe('currency symbols (spec 2 §9)', () => {
  it('has the spec symbols, GBX in pence', () => {
    expect(['GBP', 'GBX', 'EUR', 'USD', 'AUD', 'CAD'].map(currencySymbol)).toEqual(['£', 'p', '€', '$', '$', '$']);
    expect(currencySymbol(' gbx ')).toBe('p');
    expect(currencySymbol('CHF')).toBe('CHF');
    expect(currencySymbol(null)).toBe('£');
    expect(DEFAULT_CURRENCY).toBe('GBP');
  });

  it('puts pence after the amount and other symbols before it', () => {
    expect(withCurrencySymbol('125.50', 'GBX')).toBe('125.50p');
    expect(withCurrencySymbol('1,234.56', 'GBP')).toBe('£1,234.56');
    expect(withCurrencySymbol('-12.00', 'EUR')).toBe('-€12.00');
    expect(withCurrencySymbol('5.00', 'CHF')).toBe('5.00 CHF');
  });
});
