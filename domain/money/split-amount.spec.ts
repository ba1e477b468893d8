import { decimal, formatDecimal, sumDecimals } from './decimal';
import { roundToTotal, splitByShares } from './split-amount';

describe('splitByShares', () => {
  const texts = (parts: ReturnType<typeof splitByShares>) => parts.map((p) => formatDecimal(p));

  it('splits by shares and the parts add up to the amount to the penny', () => {
    const parts = splitByShares(decimal('100.00'), [1, 1, 1]);
    expect(texts(parts)).toEqual(['33.34', '33.33', '33.33']);
    expect(formatDecimal(sumDecimals(parts), 2)).toBe('100.00');
  });

  it('rounds the amount once, then splits its pennies', () => {
    const parts = splitByShares(decimal('1234.5678'), [0.62, 0.16, 0.15, 0.04, 0.03]);
    expect(formatDecimal(sumDecimals(parts), 2)).toBe('1234.57');
    expect(texts(parts)).toEqual(['765.43', '197.53', '185.19', '49.38', '37.04']);
  });

  it('takes percentages as well as fractions, and keeps the sign of a negative amount', () => {
    expect(texts(splitByShares(decimal('-10'), [60, 40]))).toEqual(['-6.00', '-4.00']);
  });

  it('gives everything to the first part when no share is positive, and nothing for no shares', () => {
    expect(texts(splitByShares(decimal('5'), [0, 0]))).toEqual(['5.00', '0.00']);
    expect(splitByShares(decimal('5'), [])).toEqual([]);
  });

  it('splits units at four decimals', () => {
    const parts = splitByShares(decimal('10.0001'), [0.5, 0.5], 4);
    expect(texts(parts)).toEqual(['5.0001', '5.0000']);
  });
});

describe('roundToTotal', () => {
  const texts = (parts: ReturnType<typeof roundToTotal>) => parts.map((p) => formatDecimal(p));

  it('rounds amounts so they add up to their exact sum rounded once', () => {
    const parts = roundToTotal([decimal('0.335'), decimal('0.335'), decimal('0.33')]);
    expect(texts(parts)).toEqual(['0.34', '0.33', '0.33']);
    // Equal remainders: the earlier amount takes the penny.
    expect(texts(roundToTotal([decimal('1.004'), decimal('1.004'), decimal('1.004')]))).toEqual([
      '1.01',
      '1.00',
      '1.00',
    ]);
  });

  it('reaches a given target, up or down, and handles negative amounts', () => {
    expect(texts(roundToTotal([decimal('10.004'), decimal('5.004')], 2, decimal('15.02')))).toEqual(['10.01', '5.01']);
    expect(texts(roundToTotal([decimal('10.004'), decimal('5.004')], 2, decimal('14.99')))).toEqual(['10.00', '4.99']);
    expect(texts(roundToTotal([decimal('-1.005'), decimal('3.001')]))).toEqual(['-1.00', '3.00']);
    expect(roundToTotal([])).toEqual([]);
  });
});
