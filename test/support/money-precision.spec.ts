import { decimalsOf, precisionProblems } from './money-precision';

describe('the precision walk', () => {
  it('counts the decimals JSON writes, float residue and exponents included', () => {
    expect([
      decimalsOf(70.27),
      decimalsOf(70.27000000000001),
      decimalsOf(63.480000000000004),
      decimalsOf(1e-7),
      decimalsOf(12),
    ]).toEqual([2, 14, 15, 7, 0]);
  });

  it("finds a value after fees with a float's residue, a price past four places, an unclassified field, and passes fractions", () => {
    const body = {
      rows: [
        {
          id: 1,
          valueAfterFeesAndTaxes: 70.27000000000001,
          pricePerUnit: 21.53412,
          units: 10493.9315,
          grossAmount: 2259.77,
          mystery: 1.5,
        },
      ],
      twrr: 0.19331165137029171,
      rates: [{ rate: 1.269591 }],
    };
    expect(precisionProblems(body, 'x').map((p) => [p.path, p.allowed])).toEqual([
      ['.rows[].valueAfterFeesAndTaxes', 2],
      ['.rows[].pricePerUnit', 4],
      ['.rows[].mystery', 'unknown field'],
    ]);
  });
});
