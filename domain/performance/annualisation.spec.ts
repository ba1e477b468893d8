import { annualRate, fromAnnualRate, fromCumulative, isAnnualised, periodRate } from './annualisation';
import { conventionsFor, PERFORMANCE_CONVENTIONS, PERFORMANCE_CONVENTIONS_TEXT } from './conventions';
import { defaultRange } from '../analysis/date-range';
import { daysBetween } from '../shared/iso-date';

describe('annualisation (GIPS)', () => {
  it('annualises from exactly 365 days, never before', () => {
    expect(isAnnualised(364)).toBe(false);
    expect(isAnnualised(365)).toBe(true);
    expect(fromCumulative(0.05, 364)).toEqual({
      value: 0.05,
      basis: 'cumulative',
      cumulative: 0.05,
      annualised: null,
      days: 364,
    });
    expect(fromCumulative(0.21, 730)).toMatchObject({ basis: 'annualised', cumulative: 0.21 });
    expect(fromCumulative(0.21, 730).value).toBeCloseTo(0.1, 14);
  });

  // The '1 year' boundary (issue 23 item 7): the days of a range are counted from its opening
  // valuation, the close of the day before its start.
  const periodDays = (r: { startDate: string; endDate: string }) => daysBetween(r.startDate, r.endDate) + 1;

  it("shows a 365-day '1 year' as its cumulative return exactly, and never annualises a day less", () => {
    const year = defaultRange('2026-11-23');
    expect(periodDays(year)).toBe(365);
    for (const c of [0.07, 0.158875859803, -0.2133, 1.5, 0]) {
      expect(fromCumulative(c, periodDays(year))).toEqual({
        value: c,
        basis: 'annualised',
        cumulative: c,
        annualised: c,
        days: 365,
      });
      expect(fromCumulative(c, 364)).toEqual({
        value: c,
        basis: 'cumulative',
        cumulative: c,
        annualised: null,
        days: 364,
      });
    }
  });

  it("annualises a '1 year' across 29 February (366 days) with 365-day years: not its cumulative return", () => {
    const leap = defaultRange('2024-11-23');
    expect(periodDays(leap)).toBe(366);
    const r = fromCumulative(0.07, periodDays(leap));
    expect(r.basis).toBe('annualised');
    expect(r.value).toBe(Math.expm1((Math.log1p(0.07) * 365) / 366));
    expect(r.value).not.toBe(0.07);
    expect((r.value * 100).toFixed(2)).toBe('6.98');
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
    expect(PERFORMANCE_CONVENTIONS).toMatchObject({
      flowTiming: 'start-of-day',
      dayCount: 365,
      fx: 'value-at-its-day-flow-at-the-opening-rate',
    });
    expect(conventionsFor(364).annualised).toBe(false);
    expect(conventionsFor(365)).toMatchObject({ annualised: true, flowTiming: 'start-of-day', dayCount: 365 });
    expect(PERFORMANCE_CONVENTIONS_TEXT.join(' ')).toMatch(/start of the day/);
  });
});
