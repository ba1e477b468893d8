import { axisDateLabels, axisStartNote, tickDate, valueAxisExtent } from './chart-axes';

describe('chart axes (issue 23 items 11 and 12)', () => {
  it('reads a UTC month start as the 1st, wherever the browser is', () => {
    expect(tickDate(Date.UTC(2026, 3, 1))).toBe('2026-04-01');
  });

  it('labels year starts by year', () => {
    expect(axisDateLabels(['2022-01-01', '2024-01-01'], true)).toEqual(['2022', '2024']);
  });

  it("labels month starts 'Jan 2026' wide, and on a phone gives the year only where it changes", () => {
    const dates = ['2025-12-01', '2026-01-01', '2026-04-01', '2026-07-01'];
    expect(axisDateLabels(dates, false)).toEqual(['Dec 2025', 'Jan 2026', 'Apr 2026', 'Jul 2026']);
    expect(axisDateLabels(dates, true)).toEqual(['Dec 2025', 'Jan 2026', 'Apr', 'Jul']);
  });

  it('labels days within a zoomed month by day', () => {
    expect(axisDateLabels(['2026-03-08', '2026-03-15'], false)).toEqual(['8 Mar 2026', '15 Mar 2026']);
    expect(axisDateLabels(['2026-03-08', '2026-03-15'], true)).toEqual(['8 Mar', '15 Mar']);
  });

  it('spans a money series around its data, not from zero', () => {
    const [lo, hi] = valueAxisExtent([1_100_000, 1_330_000], 'money');
    expect(lo).toBeGreaterThan(1_000_000);
    expect(lo).toBeLessThan(1_100_000);
    expect(hi).toBeGreaterThan(1_330_000);
  });

  it('keeps zero for returns and for money that reaches it', () => {
    expect(valueAxisExtent([0.05, 0.2], 'percent')).toEqual([0, 0.2]);
    expect(valueAxisExtent([-0.1, 0.2], 'percent')).toEqual([-0.1, 0.2]);
    expect(valueAxisExtent([10, 1000], 'money')[0]).toBe(0);
    expect(valueAxisExtent([], 'money')).toEqual([0, 1]);
  });

  it('says where a value axis above zero starts', () => {
    expect(axisStartNote(1_100_000, '£1.1m')).toBe('Value axis starts at £1.1m, not zero');
    expect(axisStartNote(0, '£0')).toBeNull();
  });
});
