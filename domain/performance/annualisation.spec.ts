import { annualRate, fromAnnualRate, fromCumulative, isAnnualised, periodRate } from './annualisation';
import { conventionsFor, PERFORMANCE_CONVENTIONS, PERFORMANCE_CONVENTIONS_TEXT } from './conventions';

describe('annualisation (GIPS)', () => {
  it('annualises from exactly 365 days, never before', () => {
    expect(isAnnualised(364)).toBe(false);
    expect(isAnnualised(365)).toBe(true);
    expect(fromCumulative(0.05, 364)).toEqual({ value: 0.05, basis: 'cumulative', cumulative: 0.05, annualised: null, days: 364 });
    expect(fromCumulative(0.21, 730)).toMatchObject({ basis: 'annualised', cumulative: 0.21 });
    expect(fromCumulative(0.21, 730).value).toBeCloseTo(0.1, 14);
  });

  it('uses 365-day years both ways', () => {
    expect(annualRate(0.1, 365)).toBeCloseTo(0.1, 14);
    expect(periodRate(0.1, 730)).toBeCloseTo(0.21, 14);
    expect(periodRate(annualRate(0.37, 100), 100)).toBeCloseTo(0.37, 14);
    expect(annualRate(-1, 30)).toBe(-1);
    expect(() => annualRate(0.1, 0)).toThrow(RangeError);
  });

  it('turns an annual IRR into the period rate under one year', () => {
    const r = fromAnnualRate(0.1, 73);
    expect(r.basis).toBe('cumulative');
    expect(r.value).toBeCloseTo(Math.pow(1.1, 0.2) - 1, 14);
    expect(fromAnnualRate(0.1, 400)).toMatchObject({ basis: 'annualised' });
    expect(fromAnnualRate(0.1, 400).value).toBeCloseTo(0.1, 14);
  });
});

describe('performance conventions', () => {
  it('are written once and say whether a period is annualised', () => {
    expect(PERFORMANCE_CONVENTIONS).toMatchObject({ flowTiming: 'start-of-day', dayCount: 365, fx: 'value-at-its-day-flow-at-the-opening-rate' });
    expect(conventionsFor(364).annualised).toBe(false);
    expect(conventionsFor(365)).toMatchObject({ annualised: true, flowTiming: 'start-of-day', dayCount: 365 });
    expect(PERFORMANCE_CONVENTIONS_TEXT.join(' ')).toMatch(/start of the day/);
  });
});
