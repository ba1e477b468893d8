import { FirmToday } from './firm-today';

describe('FirmToday', () => {
  const at = (iso: string) => () => Date.parse(iso);

  it("is London's day by default: 1 July at 2026-06-30T23:30:00Z, in summer time", () => {
    expect(new FirmToday(undefined, at('2026-06-30T23:30:00Z')).today()).toBe('2026-07-01');
    expect(new FirmToday(undefined, at('2026-06-30T23:30:00Z')).timeZone).toBe('Europe/London');
  });

  it('is the same day as UTC in winter, and follows the zone it is given', () => {
    expect(new FirmToday('Europe/London', at('2026-01-15T23:30:00Z')).today()).toBe('2026-01-15');
    expect(new FirmToday('UTC', at('2026-06-30T23:30:00Z')).today()).toBe('2026-06-30');
  });
});
