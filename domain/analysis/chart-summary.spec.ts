import { categorySummary, lineSummary, nextPointIndex, xDomain } from './chart-summary';

describe('lineSummary', () => {
  it('gives period, start, end, change and the best and worst points, in date order', () => {
    const s = lineSummary([
      { date: '2026-03-01', value: 120 },
      { date: '2026-01-01', value: 100 },
      { date: '2026-02-01', value: 90 },
      { date: '2026-04-01', value: 130 },
    ]);
    expect(s).toEqual({
      from: '2026-01-01',
      to: '2026-04-01',
      start: 100,
      end: 130,
      change: 30,
      best: { date: '2026-04-01', value: 130 },
      worst: { date: '2026-02-01', value: 90 },
      points: 4,
    });
  });

  it('keeps the earliest of equal points and skips values that are not numbers', () => {
    const s = lineSummary([
      { date: '2026-01-01', value: 5 },
      { date: '2026-01-02', value: NaN },
      { date: '2026-01-03', value: 5 },
    ]);
    expect(s?.best.date).toBe('2026-01-01');
    expect(s?.worst.date).toBe('2026-01-01');
    expect(s?.points).toBe(2);
    expect(lineSummary([])).toBeNull();
  });
});

describe('categorySummary', () => {
  it('gives the largest and smallest with their shares of the total', () => {
    const s = categorySummary([
      { title: 'Equity', value: 75 },
      { title: 'Cash', value: 5 },
      { title: 'Bonds', value: 20 },
    ]);
    expect(s?.total).toBe(100);
    expect(s?.largest).toEqual({ title: 'Equity', value: 75, share: 0.75 });
    expect(s?.smallest).toEqual({ title: 'Cash', value: 5, share: 0.05 });
    expect(categorySummary([])).toBeNull();
  });
});

describe('nextPointIndex', () => {
  it('moves with the arrows, stops at the ends, and jumps with Home and End', () => {
    expect(nextPointIndex('ArrowRight', null, 3)).toBe(0);
    expect(nextPointIndex('ArrowLeft', null, 3)).toBe(2);
    expect(nextPointIndex('ArrowRight', 2, 3)).toBe(2);
    expect(nextPointIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(nextPointIndex('Home', 1, 3)).toBe(0);
    expect(nextPointIndex('End', 0, 3)).toBe(2);
    expect(nextPointIndex('Enter', 0, 3)).toBeNull();
    expect(nextPointIndex('ArrowRight', null, 0)).toBeNull();
  });
});

describe('xDomain', () => {
  it('widens a range under two days around its middle and keeps a longer one', () => {
    const day = 86_400_000;
    const [a, b] = xDomain('2026-01-10', '2026-01-10', 2);
    expect(b - a).toBe(2 * day);
    expect(a).toBe(Date.parse('2026-01-09T00:00:00Z'));
    expect(xDomain('2026-01-01', '2026-02-01', 2)).toEqual([
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2026-02-01T00:00:00Z'),
    ]);
  });
});
