import { formatNumber } from './figure-format';
import { formatFigure, formatFxRate, formatMoney, formatPercent, formatPercentage } from './quantity-format';

describe('figure format (spec 2 §9)', () => {
  it('rounds once at the precision of each kind and groups thousands', () => {
    expect(formatFigure(1234567.005, 'money')).toBe('1,234,567.01');
    expect(formatFigure(1.005, 'money')).toBe('1.01');
    expect(formatFigure(1674.03481, 'units')).toBe('1,674.0348');
    expect(formatFigure(83848.4, 'moneyTile')).toBe('83,848');
    expect(formatFigure(999, 'money')).toBe('999.00');
  });

  it('shows no minus for a value that rounds to zero, keeps it otherwise', () => {
    expect(formatFigure(-0.001, 'money')).toBe('0.00');
    expect(formatFigure(-2004.114, 'money')).toBe('-2,004.11');
  });

  it('is empty for a missing value', () => {
    expect(formatFigure(null, 'money')).toBe('');
    expect(formatMoney(undefined, 'GBP')).toBe('');
    expect(formatPercent(null)).toBe('');
  });

  it('puts the currency symbol where it belongs', () => {
    expect(formatMoney(-2004.11, 'GBP')).toBe('-£2,004.11');
    expect(formatMoney(869.81772, 'GBX')).toBe('869.82p');
    expect(formatMoney(10, 'CHF')).toBe('10.00 CHF');
    expect(formatMoney(1.23456, 'EUR', 'fxRate')).toBe('€1.2346');
  });

  it('writes percentages with 2 decimals', () => {
    expect(formatPercent(2.789)).toBe('2.79%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
  });

  it('groups thousands and keeps the precision of where a figure shows', () => {
    expect(formatNumber(1339828.79, 2)).toBe('1,339,828.79');
    expect(formatMoney(1339828.79, 'GBP', 'moneyTile')).toBe('£1,339,829');
    expect(formatMoney(-53825.284, 'USD')).toBe('-$53,825.28');
    expect(formatMoney(-0.001, 'GBP')).toBe('£0.00');
    expect(formatMoney(12.5, 'CHF')).toBe('12.50 CHF');
  });

  it('shows returns held as fractions as percentages to 2 decimals and rates to 4', () => {
    expect(formatPercentage(0.14660613979)).toBe('14.66%');
    expect(formatPercentage(-0.0175026)).toBe('-1.75%');
    expect(formatFxRate(0.75123456)).toBe('0.7512');
  });
});
