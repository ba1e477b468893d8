import { DEFAULT_FIRM_TIME_ZONE, dayInTimeZone, isTimeZone } from './zoned-day';

describe("the day of an instant in the firm's time zone", () => {
  it('is already 1 July in London at 23:30 UTC on 30 June (summer time), and still 30 June in UTC', () => {
    expect(DEFAULT_FIRM_TIME_ZONE).toBe('Europe/London');
    expect(dayInTimeZone(Date.parse('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01');
    expect(dayInTimeZone(new Date('2026-06-30T23:30:00Z'), 'UTC')).toBe('2026-06-30');
    expect(dayInTimeZone(Date.parse('2026-06-30T22:59:59.999Z'), 'Europe/London')).toBe('2026-06-30');
    expect(dayInTimeZone(Date.parse('2026-06-30T23:00:00Z'), 'Europe/London')).toBe('2026-07-01');
  });

  it('is the UTC day in London in winter, up to the last millisecond before midnight', () => {
    expect(dayInTimeZone(Date.parse('2026-01-15T23:30:00Z'), 'Europe/London')).toBe('2026-01-15');
    expect(dayInTimeZone(Date.parse('2026-12-31T23:59:59.999Z'), 'Europe/London')).toBe('2026-12-31');
    expect(dayInTimeZone(Date.parse('2027-01-01T00:00:00Z'), 'Europe/London')).toBe('2027-01-01');
  });

  it('follows the clock changes and other zones', () => {
    // Summer time starts at 01:00 UTC on 29 March 2026; the day changes at midnight local time either side.
    expect(dayInTimeZone(Date.parse('2026-03-28T23:30:00Z'), 'Europe/London')).toBe('2026-03-28');
    expect(dayInTimeZone(Date.parse('2026-03-29T23:30:00Z'), 'Europe/London')).toBe('2026-03-30');
    expect(dayInTimeZone(Date.parse('2026-10-25T23:30:00Z'), 'Europe/London')).toBe('2026-10-25');
    expect(dayInTimeZone(Date.parse('2026-06-30T14:30:00Z'), 'Australia/Sydney')).toBe('2026-07-01');
    expect(dayInTimeZone(Date.parse('2026-07-01T03:30:00Z'), 'America/New_York')).toBe('2026-06-30');
  });

  it('knows an IANA zone from anything else', () => {
    for (const z of ['Europe/London', 'UTC', 'Australia/Sydney']) expect(isTimeZone(z)).toBe(true);
    for (const z of ['', ' ', 'London', 'Europe/Nowhere', 42, null]) expect(isTimeZone(z)).toBe(false);
  });
});
