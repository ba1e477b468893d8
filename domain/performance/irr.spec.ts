import { xirr, type CashFlow } from './irr';

const rate = (flows: CashFlow[]): number => {
  const r = xirr(flows);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.annualRate;
};

describe('xirr against published figures', () => {
  it("matches Excel's XIRR help example (0.373362535)", () => {
    const flows = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    expect(Math.abs(rate(flows) - 0.373362535)).toBeLessThan(1e-6);
    expect(Math.abs(rate([...flows].reverse()) - 0.373362535)).toBeLessThan(1e-6);
  });

  it('gives 0.050140747 for -200 on 2010-01-01 and +210 on 2010-12-31 (364 days, actual/365)', () => {
    const r = rate([
      { date: '2010-01-01', amount: -200 },
      { date: '2010-12-31', amount: 210 },
    ]);
    expect(Math.abs(r - 0.050140747)).toBeLessThan(1e-6);
    // Excel stops at its own tolerance; the closed form is 1.05^(365/364) - 1.
    expect(r).toBeCloseTo(Math.pow(1.05, 365 / 364) - 1, 12);
  });
});

describe('xirr never diverges', () => {
  it('is null with a reason when every flow has the same sign', () => {
    const r = xirr([
      { date: '2020-01-01', amount: 100 },
      { date: '2021-01-01', amount: 50 },
    ]);
    expect(r).toEqual({ ok: false, error: { code: 'same-sign', reason: expect.stringContaining('same sign') } });
    expect(
      xirr([
        { date: '2020-01-01', amount: -1 },
        { date: '2021-01-01', amount: -2 },
      ]).ok,
    ).toBe(false);
  });

  it('is null with a reason with no flows or all on one day', () => {
    expect(xirr([])).toMatchObject({ ok: false, error: { code: 'no-cash-flows' } });
    expect(xirr([{ date: '2020-01-01', amount: 0 }])).toMatchObject({ ok: false, error: { code: 'no-cash-flows' } });
    expect(
      xirr([
        { date: '2020-01-01', amount: -1 },
        { date: '2020-01-01', amount: 2 },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'single-day' } });
  });

  it('is null when the flows have no root at all', () => {
    // -100, +250, -160 a year apart: -100 + 250v - 160v^2 < 0 for every discount factor v.
    const r = xirr([
      { date: '2020-01-01', amount: -100 },
      { date: '2020-12-31', amount: 250 },
      { date: '2021-12-31', amount: -160 },
    ]);
    expect(r).toMatchObject({ ok: false, error: { code: 'no-root' } });
  });

  it('solves huge flows, near -100% and very high rates', () => {
    expect(
      rate([
        { date: '2020-01-01', amount: -1e15 },
        { date: '2021-01-01', amount: 1.1e15 },
      ]),
    ).toBeCloseTo(Math.pow(1.1, 365 / 366) - 1, 10);
    // Almost everything lost in one year.
    expect(
      rate([
        { date: '2020-01-01', amount: -100 },
        { date: '2020-12-31', amount: 1e-6 },
      ]),
    ).toBeCloseTo(1e-8 - 1, 12);
    // Almost everything lost in one day: the annual rate is -100% to double precision, never NaN.
    const lost = xirr([
      { date: '2020-01-01', amount: -100 },
      { date: '2020-01-02', amount: 1 },
    ]);
    expect(lost.ok && lost.value.annualRate).toBe(-1);
    expect(lost.ok && Math.expm1(lost.value.logGrowth / 365)).toBeCloseTo(-0.99, 10);
    // Doubling in a day.
    const doubled = xirr([
      { date: '2020-01-01', amount: -100 },
      { date: '2020-01-02', amount: 200 },
    ]);
    expect(doubled.ok && doubled.value.logGrowth / 365).toBeCloseTo(Math.log(2), 10);
  });

  it('finds a root with thousands of flows in any order, within bounded iterations', () => {
    const flows: CashFlow[] = [{ date: '2015-01-01', amount: -1_000_000 }];
    for (let m = 1; m <= 120; m++)
      flows.push({
        date: `${2015 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-15`,
        amount: (m % 7) * 1000 - 2500,
      });
    flows.push({ date: '2025-06-30', amount: 1_500_000 });
    const r = xirr(flows.reverse());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.iterations).toBeLessThan(100);
  });

  it('ignores a bad guess', () => {
    const flows = [
      { date: '2010-01-01', amount: -200 },
      { date: '2010-12-31', amount: 210 },
    ];
    for (const guess of [-5, -0.999, 0, 50]) {
      const r = xirr(flows, guess);
      expect(r.ok && r.value.annualRate).toBeCloseTo(0.050140747, 8);
    }
  });
});

describe('xirr on random hostile flows', () => {
  /** Deterministic pseudo-random numbers, so a failure can be replayed. */
  function random(seed: number): () => number {
    let s = seed >>> 0;
    return () => {
      s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
      return s / 2 ** 32;
    };
  }

  it('always ends with a rate whose value is zero, or a reason; never NaN', () => {
    const rnd = random(42);
    let solved = 0;
    for (let n = 0; n < 2000; n++) {
      const count = 2 + Math.floor(rnd() * 8);
      const flows: CashFlow[] = [];
      for (let i = 0; i < count; i++) {
        const magnitude = Math.pow(10, rnd() * 16 - 4); // 1e-4 to 1e12
        const day = Math.floor(rnd() * (rnd() < 0.2 ? 3 : 4000));
        const date = new Date(Date.UTC(2010, 0, 1 + day)).toISOString().slice(0, 10);
        flows.push({ date, amount: (rnd() < 0.5 ? -1 : 1) * magnitude });
      }
      const r = xirr(flows);
      if (!r.ok) {
        expect(['same-sign', 'single-day', 'no-root']).toContain(r.error.code);
        continue;
      }
      solved++;
      expect(Number.isFinite(r.value.logGrowth)).toBe(true);
      expect(r.value.annualRate).toBeGreaterThanOrEqual(-1);
      expect(r.value.iterations).toBeLessThanOrEqual(300);
      // The value of the flows at the rate found is zero, relative to the size of its terms.
      const first = Math.min(...flows.map((f) => Date.parse(f.date)));
      const terms = flows.map(
        (f) => f.amount * Math.exp((-r.value.logGrowth * (Date.parse(f.date) - first)) / 86_400_000 / 365),
      );
      const npv = terms.reduce((a, b) => a + b, 0);
      const size = terms.reduce((a, b) => a + Math.abs(b), 0);
      if (Number.isFinite(size)) expect(Math.abs(npv) / size).toBeLessThan(1e-9);
    }
    expect(solved).toBeGreaterThan(500);
  });
});
