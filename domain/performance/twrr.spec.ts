import { addDays } from '../shared/iso-date';
import { combineDailyValues, linkedDailyReturn, linkReturns, timeWeightedReturn, type DailyValue } from './twrr';
import { modifiedDietz } from './modified-dietz';
import { xirr } from './irr';
import { periodRate } from './annualisation';
import { first, itemAt, last } from '../shared/present';

/**
 * A valuation series of one holding: value = units × price. A flow counts at the start of its day,
 * so it buys (or sells) units at the previous close.
 */
function holding(from: string, prices: number[], flows: Record<number, number> = {}): DailyValue[] {
  let units = 10;
  return prices.map((price, day) => {
    const flow = day === 0 ? 0 : (flows[day] ?? 0);
    if (day > 0) units += flow / itemAt(prices, day - 1);
    return { date: addDays(from, day), value: units * price, flow };
  });
}

const prices = [100, 101, 99.5, 99.5, 103, 104.2, 104.2, 102, 105.5, 106];

describe('timeWeightedReturn', () => {
  it('links r_t = V_t / (V_{t-1} + F_t) - 1 with flows at the start of the day', () => {
    const r = timeWeightedReturn([
      { date: '2024-12-31', value: 1000, flow: 0 },
      { date: '2025-01-01', value: 1100, flow: 0 },
      { date: '2025-01-02', value: 1650, flow: 400 },
    ]);
    expect(r.factors.map((f) => f.factor)).toEqual([1.1, 1.1]);
    expect(r.cumulative).toBeCloseTo(0.21, 12);
    expect(r.period).toMatchObject({ basis: 'cumulative', days: 2, annualised: null });
    expect(r.skippedDays).toEqual([]);
  });

  it('equals the price return of a holding whatever is bought on the way', () => {
    const expected = last(prices) / first(prices) - 1;
    expect(timeWeightedReturn(holding('2025-03-01', prices)).cumulative).toBeCloseTo(expected, 12);
    expect(timeWeightedReturn(holding('2025-03-01', prices, { 2: 5000, 7: -300 })).cumulative).toBeCloseTo(
      expected,
      12,
    );
  });

  it('is unchanged by a flow on a day with no price movement', () => {
    const without = timeWeightedReturn(holding('2025-03-01', prices));
    const withFlow = timeWeightedReturn(holding('2025-03-01', prices, { 3: 12_345 }));
    expect(withFlow.cumulative).toBeCloseTo(without.cumulative, 12);
    expect(itemAt(withFlow.factors, 2).factor).toBeCloseTo(1, 12);
  });

  it('gives zero when a contribution and a withdrawal of equal value cancel on flat prices', () => {
    const flat = holding('2025-03-01', [50, 50, 50, 50], { 1: 2000, 2: -2000 });
    expect(timeWeightedReturn(flat).cumulative).toBeCloseTo(0, 14);
    const opening = itemAt(flat, 0);
    const closing = itemAt(flat, 3);
    const irr = xirr([
      { date: opening.date, amount: -opening.value },
      ...flat.slice(1).map((r) => ({ date: r.date, amount: -r.flow })),
      { date: closing.date, amount: closing.value },
    ]);
    expect(irr.ok && irr.value.annualRate).toBeCloseTo(0, 10);
  });

  it('links two adjacent ranges into the whole range', () => {
    const rows = holding('2025-03-01', prices, { 2: 5000, 5: -700, 8: 250 });
    const whole = timeWeightedReturn(rows).cumulative;
    const first = timeWeightedReturn(rows.slice(0, 5)).cumulative;
    const second = timeWeightedReturn(rows.slice(4)).cumulative;
    expect(linkReturns([first, second])).toBeCloseTo(whole, 12);
  });

  it('skips and reports a day whose opening value plus flow is not positive, never -100%', () => {
    const r = timeWeightedReturn([
      { date: '2025-01-01', value: 1000, flow: 0 },
      { date: '2025-01-02', value: 0, flow: -1000 },
      { date: '2025-01-03', value: 0, flow: 0 },
      { date: '2025-01-04', value: 550, flow: 500 },
    ]);
    expect(r.skippedDays.map((d) => [d.date, d.openingPlusFlow])).toEqual([
      ['2025-01-02', 0],
      ['2025-01-03', 0],
    ]);
    expect(first(r.skippedDays).reason).toMatch(/not positive/);
    expect(r.cumulative).toBeCloseTo(0.1, 12);
  });

  it('annualises from 365 days (GIPS) and says so', () => {
    const year = timeWeightedReturn([
      { date: '2024-01-01', value: 100, flow: 0 },
      { date: '2024-12-31', value: 110, flow: 0 },
    ]);
    expect(year.period).toMatchObject({ basis: 'annualised', days: 365 });
    expect(year.period.value).toBeCloseTo(0.1, 14);
    const two = timeWeightedReturn([
      { date: '2023-01-01', value: 100, flow: 0 },
      { date: '2025-01-01', value: 121, flow: 0 },
    ]);
    expect(two.period.annualised).toBeCloseTo(Math.pow(1.21, 365 / 731) - 1, 14);
    const short = timeWeightedReturn([
      { date: '2024-01-01', value: 100, flow: 0 },
      { date: '2024-12-30', value: 110, flow: 0 },
    ]);
    expect(short.period).toMatchObject({ basis: 'cumulative', days: 364, annualised: null });
    expect(short.period.value).toBeCloseTo(0.1, 14);
  });

  it('agrees with the detailed form in the fast form', () => {
    const rows = holding('2025-03-01', prices, { 2: 5000, 5: -700 });
    expect(
      linkedDailyReturn(
        rows.map((r) => r.value),
        rows.map((r) => r.flow),
      ),
    ).toBeCloseTo(timeWeightedReturn(rows).cumulative, 14);
  });
});

describe('no flows: TWRR equals IRR over the period', () => {
  it.each([
    ['under a year', 40],
    ['over a year', 800],
  ])('%s', (_label, days) => {
    const rows: DailyValue[] = [];
    let v = 1000;
    for (let d = 0; d <= days; d++) {
      v *= 1 + Math.sin(d) * 0.01;
      rows.push({ date: addDays('2020-02-10', d), value: v, flow: 0 });
    }
    const twrr = timeWeightedReturn(rows);
    const opening = itemAt(rows, 0);
    const closing = itemAt(rows, days);
    const irr = xirr([
      { date: opening.date, amount: -opening.value },
      { date: closing.date, amount: closing.value },
    ]);
    expect(irr.ok).toBe(true);
    if (irr.ok) expect(periodRate(irr.value.annualRate, days)).toBeCloseTo(twrr.cumulative, 10);
  });
});

describe('modified Dietz', () => {
  it('gives 13.37% for 100,000 + 20,000 on day 20 - 10,000 on day 60, ending at 125,000 after 90 days', () => {
    const r = modifiedDietz({
      begin: 100_000,
      end: 125_000,
      days: 90,
      flows: [
        { day: 20, amount: 20_000 },
        { day: 60, amount: -10_000 },
      ],
    });
    expect(Math.round(r! * 10_000) / 100).toBe(13.37);
  });

  it('equals the linked daily return with one flow at the start and flat prices around it', () => {
    const rows = holding('2025-03-01', [100, 100, 110], { 1: 1000 });
    const r = modifiedDietz({
      begin: itemAt(rows, 0).value,
      end: itemAt(rows, 2).value,
      days: 2,
      flows: [{ day: 0, amount: 1000 }],
    });
    expect(r).toBeCloseTo(timeWeightedReturn(rows).cumulative, 12);
  });

  it('is null without positive weighted capital and refuses flows outside the period', () => {
    expect(modifiedDietz({ begin: 0, end: 0, days: 10, flows: [] })).toBeNull();
    expect(() => modifiedDietz({ begin: 1, end: 1, days: 10, flows: [{ day: 11, amount: 1 }] })).toThrow(RangeError);
  });
});

describe('combineDailyValues', () => {
  it('adds series day by day, carrying a missing day forward', () => {
    const a = [
      { date: '2025-01-01', value: 100, flow: 0 },
      { date: '2025-01-02', value: 110, flow: 5 },
      { date: '2025-01-03', value: 120, flow: 0 },
    ];
    const b = [{ date: '2025-01-02', value: 50, flow: 50 }];
    expect(combineDailyValues([a, b])).toEqual([
      { date: '2025-01-01', value: 100, flow: 0 },
      { date: '2025-01-02', value: 160, flow: 55 },
      { date: '2025-01-03', value: 170, flow: 0 },
    ]);
  });
});
