import { DISPLAY_DECIMALS, toPercent } from './display-precision';

describe('display precision (spec 2 §9)', () => {
  it('has the spec decimals', () => {
    expect(DISPLAY_DECIMALS).toEqual({
      money: 2,
      moneyTile: 0,
      allocationAmount: 0,
      assetAmount: 0,
      units: 4,
      weight: 2,
      percentage: 2,
      fxRate: 4,
    });
  });

  it('converts fractions to percentages with 100', () => {
    expect(toPercent(0.25)).toBe(25);
  });
});
