import { timeLeftAnnouncement, timeLeftText } from './time-left';

describe('the time left in the timeout modal', () => {
  it('shows minutes and seconds', () => {
    expect(timeLeftText(300_000)).toBe('5 min 00 s');
    expect(timeLeftText(245_300)).toBe('4 min 06 s');
    expect(timeLeftText(45_000)).toBe('45 s');
    expect(timeLeftText(-5)).toBe('0 s');
  });

  it('is announced at each minute and at 30 and 10 seconds only', () => {
    const said = Array.from({ length: 301 }, (_, s) => timeLeftAnnouncement(s * 1000)).filter(Boolean);
    expect(said).toEqual([
      '10 seconds left',
      '30 seconds left',
      '1 minute left',
      '2 minutes left',
      '3 minutes left',
      '4 minutes left',
      '5 minutes left',
    ]);
  });
});
