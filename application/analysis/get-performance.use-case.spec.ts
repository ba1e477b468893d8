import { decimal } from '../../domain/money/decimal';
import { fxNote, withOpeningPoint } from './get-performance.use-case';
import { first, last } from '../../domain/shared/present';

describe('performance hero texts', () => {
  it('lists the plan currencies in the FX note', () => {
    expect(fxNote(['GBP', 'USD', 'EUR'])).toBe("Converted from GBP, USD and EUR at each day's rate");
    expect(fxNote(['USD'])).toBe("Converted from USD at each day's rate");
  });
});

describe('withOpeningPoint', () => {
  const samples = [
    { date: '2025-11-30', twrr: 0.01, value: 1_200, cashflow: 150 },
    { date: '2025-12-31', twrr: 0.02, value: 1_250, cashflow: 0 },
  ];
  it("starts the chart at the period's opening valuation when the first sample is later", () => {
    const points = withOpeningPoint(samples, { from: '2025-11-26', openingValue: decimal(1_000) });
    expect(points[0]).toEqual({ date: '2025-11-26', twrr: 0, value: 1_000, cashflow: 0 });
    expect(points.slice(1)).toEqual(samples);
    // The change drawn is now the hero's: 1,250 - 1,000 = 250, of which flows 150 + 0 = 150.
    expect(last(points).value - first(points).value).toBe(250);
  });
  it('adds nothing when the series already starts on the opening date, or is empty', () => {
    expect(withOpeningPoint(samples, { from: '2025-11-30', openingValue: decimal(1_000) })).toBe(samples);
    expect(withOpeningPoint([], { from: '2025-11-26', openingValue: decimal(1_000) })).toEqual([]);
  });
});
