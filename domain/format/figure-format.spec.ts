import {
  formatDisplayDate,
  formatMonthYear,
  formatMoney,
  formatMoneyChange,
  formatNumber,
  formatPercentFraction,
} from './figure-format';

describe('figure formatting', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatMoney(1234567.5, 'GBP', 0)).toBe('£1,234,568');
    expect(formatMoney(-12.5, 'EUR')).toBe('-€12.50');
    expect(formatMoney(10, 'CHF')).toBe('10.00 CHF');
  });

  it('rounds once, half away from zero, on the decimal text, and is empty for a missing value', () => {
    // The double nearest 1.005 is 1.00499999999999989…; the figure the platform sent is 1.005.
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(-2.345, 2)).toBe('-2.35');
    expect(formatNumber('1234.565', 2)).toBe('1,234.57');
    expect(formatNumber(Number.NaN, 2)).toBe('');
    expect(formatMoney(null, 'GBP')).toBe('');
  });

  it('signs a movement', () => {
    expect(formatMoneyChange(1500, 'GBP', 0)).toBe('+£1,500');
    expect(formatMoneyChange(-1500, 'GBP', 0)).toBe('-£1,500');
    expect(formatMoneyChange(0, 'GBP', 0)).toBe('£0');
  });

  it("shows a return as a percentage, '<1%' for one that would read 0 but is not zero", () => {
    expect(formatPercentFraction(0.123456)).toBe('12.35%');
    expect(formatPercentFraction(-0.05)).toBe('-5.00%');
    expect(formatPercentFraction(0)).toBe('0.00%');
    expect(formatPercentFraction(0.00001)).toBe('<1%');
  });

  it('formats dates as D MMM YYYY', () => {
    expect(formatDisplayDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDisplayDate('bad')).toBe('bad');
    expect(formatMonthYear('2026-03-31')).toBe('Mar 2026');
  });
});
