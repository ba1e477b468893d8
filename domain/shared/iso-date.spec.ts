import {
  addDays,
  addMonths,
  addYears,
  dayNumber,
  daysBetween,
  fromDayNumber,
  isIsoDate,
  startOfYear,
  weekday,
} from './iso-date';

describe('iso dates', () => {
  it('counts days from 1970-01-01 like Date.UTC does', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(Date.UTC(2000, 2, 1) / 86_400_000);
    expect(dayNumber('1901-01-01')).toBe(Date.UTC(1901, 0, 1) / 86_400_000);
    for (let day = -30_000; day <= 30_000; day += 37) {
      expect(fromDayNumber(day)).toBe(new Date(day * 86_400_000).toISOString().slice(0, 10));
      expect(dayNumber(fromDayNumber(day))).toBe(day);
    }
  });

  it('checks real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate(20240101)).toBe(false);
    expect(() => dayNumber('01/02/2024')).toThrow(RangeError);
  });

  it('adds days, months and years, clamping month ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2010-01-01', '2010-12-31')).toBe(364);
    expect(daysBetween('2008-01-01', '2009-04-01')).toBe(456);
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-15', -13)).toBe('2022-12-15');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2025-06-30', -3)).toBe('2022-06-30');
    expect(startOfYear('2025-06-30')).toBe('2025-01-01');
  });

  it('names weekdays (0 Sunday)', () => {
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('1969-12-31')).toBe(3);
  });
});
