import { formatFigure, formatMoney, formatPercent } from './quantity-format';

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
});
