import { decimal, formatDecimal, sumDecimals } from '../money/decimal';
import {
  assetAmounts,
  convertedValue,
  netWorth,
  ownedValue,
  partialTotal,
  totalOf,
  totalsByCurrency,
} from './asset-money';

const f = (d: { coefficient: bigint; scale: number } | null) => (d === null ? null : formatDecimal(d, 2));

describe('asset amounts (spec 2 §3, §5)', () => {
  it('gives the owned value as the percentage of the value, to the penny', () => {
    // 250,000.01 × 50% = 125,000.005 → 125,000.01 (half away from zero).
    expect(f(ownedValue('250000.01', 50))).toBe('125000.01');
    // 1,000 × 33.33% = 333.30 exactly.
    expect(f(ownedValue('1000', 33.33))).toBe('333.30');
    // 0.10 × 70% = 0.07, where 0.1 * 0.7 in doubles is 0.06999999999999999.
    expect(0.1 * 0.7).not.toBe(0.07);
    expect(f(ownedValue(0.1, 70))).toBe('0.07');
    expect(f(ownedValue('812.49', 100))).toBe('812.49');
  });

  it('converts at the rate and rounds once from the exact product', () => {
    // 10,000.00 EUR × 0.8612 = 8,612.00 GBP; owned 50%: 10,000 × 0.8612 × 0.5 = 4,306.00.
    const a = assetAmounts('10000.00', 50, 0.8612);
    expect([f(a.plan), f(a.planOwned), f(a.report), f(a.reportOwned)]).toEqual([
      '10000.00',
      '5000.00',
      '8612.00',
      '4306.00',
    ]);
    // 100.01 × 0.5 = 50.005 → 50.01 in plan; × 0.5 again (owned 50%) from the exact 50.005 is
    // 25.0025 → 25.00, where halving the rounded 50.01 would give 25.005 → 25.01: one rounding only.
    const b = assetAmounts('100.01', 50, 0.5);
    expect([f(b.report), f(b.reportOwned)]).toEqual(['50.01', '25.00']);
    // Same currency: rate 1 gives the plan value unchanged.
    expect(f(convertedValue(decimal('812.49'), 1))).toBe('812.49');
  });

  it('has no report value when the rate is missing', () => {
    const a = assetAmounts('100', 100, null);
    expect([f(a.plan), a.report, a.reportOwned]).toEqual(['100.00', null, null]);
    expect(convertedValue(decimal('1'), 0)).toBeNull();
    expect(convertedValue(decimal('1'), NaN)).toBeNull();
  });

  it('totals the rounded rows without drift, and says when a row is missing', () => {
    // 5,000 rows of 0.10 and 5,000 of 0.20 add to exactly 500 + 1,000 = 1,500.00.
    const rows = Array.from({ length: 10_000 }, (_, i) => decimal(i % 2 ? '0.20' : '0.10'));
    expect(f(totalOf(rows))).toBe('1500.00');
    expect(f(totalOf([decimal('0.1'), decimal('0.2')]))).toBe('0.30');
    expect(totalOf([decimal('1'), null])).toBeNull();
    const p = partialTotal([decimal('1.25'), null, decimal('2.50')]);
    expect([f(p.total), p.missing]).toEqual(['3.75', true]);
  });

  it('keeps plan-currency totals apart by currency', () => {
    const t = totalsByCurrency([
      { currency: 'GBP', amount: decimal('100.10') },
      { currency: 'eur', amount: decimal('50.05') },
      { currency: 'GBP', amount: decimal('0.20') },
    ]);
    expect(t.map((x) => [x.currency, f(x.total)])).toEqual([
      ['GBP', '100.30'],
      ['EUR', '50.05'],
    ]);
  });

  it('takes liabilities from assets for net worth', () => {
    // 125,000.01 + 4,306.00 − 80,000.50 = 49,305.51
    expect(f(netWorth(sumDecimals(['125000.01', '4306.00']), decimal('80000.50')))).toBe('49305.51');
  });
});
