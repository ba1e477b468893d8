import { decimal, formatDecimal, sumDecimals } from '../money/decimal';
import { ownerPartAmounts } from './joint-shares';

const AMELIA = 1001;
const BEN = 1002;
const OLIVER = 1003;
const part = (
  value: string,
  owners: { ownerId: number; percentOwned: number }[],
  memberId: number,
  rate: number | null = 1,
) => {
  const own = owners.find((o) => o.ownerId === memberId)?.percentOwned ?? 0;
  const a = ownerPartAmounts(decimal(value), owners, memberId, own, rate);
  return { plan: formatDecimal(a.planOwned), report: a.reportOwned === null ? null : formatDecimal(a.reportOwned) };
};

describe("an owner's part of a jointly owned asset (largest remainder)", () => {
  it('splits a bond whose halves end in half a penny so the halves add up to the bond, the odd penny to the lower id', () => {
    const joint = [
      { ownerId: BEN, percentOwned: 50 },
      { ownerId: AMELIA, percentOwned: 50 },
    ];
    expect(part('115987.85', joint, AMELIA)).toEqual({ plan: '57993.93', report: '57993.93' });
    expect(part('115987.85', joint, BEN)).toEqual({ plan: '57993.92', report: '57993.92' });
  });

  it('adds up in the report currency too, from the value converted once', () => {
    const joint = [
      { ownerId: AMELIA, percentOwned: 50 },
      { ownerId: BEN, percentOwned: 50 },
    ];
    // 1,000.01 EUR × 0.85 = 850.0085 → 850.01; halves 425.01 and 425.00.
    expect([part('1000.01', joint, AMELIA, 0.85).report, part('1000.01', joint, BEN, 0.85).report]).toEqual([
      '425.01',
      '425.00',
    ]);
    expect(part('1000.01', joint, AMELIA, null).report).toBeNull();
  });

  it('gives three owners of a third each parts that add up to the whole', () => {
    const thirds = [AMELIA, BEN, OLIVER].map((ownerId) => ({ ownerId, percentOwned: 33.3333 }));
    const parts = [AMELIA, BEN, OLIVER].map((m) => part('100.00', thirds, m).plan);
    // 99.9999% of 100.00 is 100.00 to the penny: 33.34 + 33.33 + 33.33.
    expect(parts).toEqual(['33.34', '33.33', '33.33']);
    expect(formatDecimal(sumDecimals(parts))).toBe('100.00');
  });

  it('rounds a sole owner, or an asset with no owners named, on its own', () => {
    expect(part('115987.85', [{ ownerId: AMELIA, percentOwned: 50 }], AMELIA)).toEqual({
      plan: '57993.93',
      report: '57993.93',
    });
    expect(formatDecimal(ownerPartAmounts(decimal('10.005'), [], AMELIA, 100, 1).planOwned)).toBe('10.01');
  });
});
