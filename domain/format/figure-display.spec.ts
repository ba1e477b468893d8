import { formatFxRate, formatMoney, formatPercentage } from './figure-display';
import { formatNumber } from './figure-format';

describe('figure display (spec 2 §9)', () => {
  it('groups thousands and keeps the precision of where a figure shows', () => {
    expect(formatNumber(1339828.79, 2)).toBe('1,339,828.79');
    expect(formatMoney(1339828.79, 'GBP', 'moneyTile')).toBe('£1,339,829');
    expect(formatMoney(-53825.284, 'USD')).toBe('-$53,825.28');
    expect(formatMoney(-0.001, 'GBP')).toBe('£0.00');
    expect(formatMoney(12.5, 'CHF')).toBe('12.50 CHF');
  });

  it('shows returns as percentages to 2 decimals and rates to 4', () => {
    expect(formatPercentage(0.14660613979)).toBe('14.66%');
    expect(formatPercentage(-0.0175026)).toBe('-1.75%');
    expect(formatFxRate(0.75123456)).toBe('0.7512');
  });
});
