import { displayDate } from './display-date';

describe('displayDate (spec 3 §9 D MMM YYYY)', () => {
  it('shows a data date as it is', () => {
    expect(displayDate('2026-09-05')).toBe('5 Sep 2026');
    expect(displayDate(null)).toBe('');
    expect(displayDate('not a date')).toBe('');
  });

  it("shows a date-time on its day in the user's time zone", () => {
    // 23:30 UTC on 14 July is 00:30 BST on 15 July in London, still 14 July in New York (19:30 EDT).
    expect(displayDate('2026-07-14T23:30:00.000Z')).toBe('15 Jul 2026');
    expect(displayDate('2026-07-14T23:30:00.000Z', 'America/New_York')).toBe('14 Jul 2026');
    // In winter London is on UTC.
    expect(displayDate('2026-01-14T23:30:00.000Z')).toBe('14 Jan 2026');
  });
});
