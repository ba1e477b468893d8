import { formatReturn, returnPeriodDays, returnPeriodText } from './return-format';

describe('a return says what it measures', () => {
  it("says 'a year' of an annual rate: a year or more", () => {
    expect(formatReturn(0.0692, { from: '2023-06-01', to: '2026-05-31' })).toBe('6.92% a year');
    // '1 year' to 24 November 2026 starts on the 25th: 365 days.
    expect(returnPeriodDays({ from: '2025-11-25', to: '2026-11-24' })).toBe(365);
    expect(formatReturn(0.099, { from: '2025-11-25', to: '2026-11-24' })).toBe('9.90% a year');
    expect(formatReturn(-0.2133, { from: '2025-11-25', to: '2026-11-24' })).toBe('-21.33% a year');
  });

  it("says 'over N months' of a period under a year", () => {
    expect(formatReturn(0.031, { from: '2026-01-01', to: '2026-05-31' })).toBe('3.10% over 5 months');
    expect(returnPeriodText({ from: '2026-01-01', to: '2026-06-30' })).toBe('over 6 months');
    expect(returnPeriodText({ from: '2026-06-01', to: '2026-06-30' })).toBe('over 1 month');
    expect(returnPeriodText({ from: '2025-11-26', to: '2026-11-24' })).toBe('over 12 months');
  });

  it('counts days under a fortnight', () => {
    expect(returnPeriodText({ from: '2026-06-22', to: '2026-06-30' })).toBe('over 9 days');
    expect(returnPeriodText({ from: '2026-06-30', to: '2026-06-30' })).toBe('over 1 day');
  });

  it("follows the read's own word on annualisation when it gives one", () => {
    expect(returnPeriodText({ from: '2026-01-01', to: '2026-06-30', annualised: true })).toBe('a year');
    expect(returnPeriodText({ from: '2023-01-01', to: '2026-06-30', annualised: false })).toBe('over 42 months');
  });
});
