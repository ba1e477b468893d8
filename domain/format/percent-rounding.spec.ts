import { percentLabel, roundPercentages } from './percent-rounding';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('roundPercentages', () => {
  it('reaches 100 by bumping the largest remainders', () => {
    const r = roundPercentages([33.3333, 33.3333, 33.3334]);
    expect(sum(r)).toBe(100);
    expect(r).toEqual([33, 33, 34]);
    expect(roundPercentages([12.5, 12.5, 75])).toEqual([13, 12, 75]);
  });

  it('never bumps an item above 99', () => {
    expect(roundPercentages([99.6, 0.4])).toEqual([99, 1]);
    expect(roundPercentages([99.9, 0.05, 0.05])).toEqual([99, 1, 0]);
  });

  it('keeps whole numbers and true zeros', () => {
    expect(roundPercentages([50, 50, 0])).toEqual([50, 50, 0]);
    expect(roundPercentages([])).toEqual([]);
  });

  it('rounds a subset to its own total', () => {
    expect(sum(roundPercentages([20.6, 20.6]))).toBe(41);
  });
});

describe('percentLabel', () => {
  it("shows '<1%' for a rounded 0 that is not a true zero", () => {
    expect(percentLabel(0, 0.3)).toBe('<1%');
    expect(percentLabel(0, 0)).toBe('0%');
    expect(percentLabel(42, 41.7)).toBe('42%');
  });
});
