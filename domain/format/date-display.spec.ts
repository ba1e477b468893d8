import { displayDate, rangeDateLong, rangeDateShort, rangeInputDate } from './date-display';

describe('analysis date display (spec 2 §9)', () => {
  it("shows the range as 'Do MMMM YYYY', and 'DD/MM/YY' on mobile", () => {
    expect(rangeDateLong('2025-11-25')).toBe('25th November 2025');
    expect(rangeDateLong('2026-01-01')).toBe('1st January 2026');
    expect(rangeDateLong('2026-03-02')).toBe('2nd March 2026');
    expect(rangeDateLong('2026-03-23')).toBe('23rd March 2026');
    expect(rangeDateLong('2026-03-11')).toBe('11th March 2026');
    expect(rangeDateLong('2026-03-12')).toBe('12th March 2026');
    expect(rangeDateShort('2025-11-05')).toBe('05/11/25');
  });

  it("writes inputs as 'DD-MM-YYYY' and tables as 'D MMM YYYY'", () => {
    expect(rangeInputDate('2019-01-05')).toBe('05-01-2019');
    expect(rangeInputDate(null)).toBe('');
    expect(displayDate('2026-01-31')).toBe('31 Jan 2026');
    expect(displayDate('not a date')).toBe('not a date');
  });
});
