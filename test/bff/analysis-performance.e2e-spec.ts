import { performance } from 'node:perf_hooks';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { LatencyProxy, sequentialRoundTrips, slowestCallMs } from '../support/latency-proxy';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectRefusedBelowPortfolio } from '../support/refusals';
import { first, last } from '../../domain/shared/present';

/**
 * GET /api/analysis/performance: the hero and charts agree with the explain endpoint's figures for
 * the same selection and range, the chart frequency follows the range's length, a range before an
 * account's opening says so, and only Portfolio clients (or an adviser with one in context) read it.
 */

const AMELIA = 10001;
const JOINT_PORTFOLIO = 100013;
const DAY_MS = 86_400_000;
const shift = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

interface Overview {
  currency: string;
  range: { key: string; name: string; from: string; to: string };
  frequency: string;
  hero: {
    value: number;
    movement: number;
    twrr: number | null;
    irr: number | null;
    accountCount: number;
    acrossText: string;
    multiCurrency: boolean;
    fxNote: string | null;
  };
  percentageAvailable: boolean;
  percentage: { name: string; points: { date: string; value: number }[] };
  value: { name: string; points: { date: string; value: number }[] };
  cashflow: { name: string; points: { date: string; value: number }[] };
  beforeInception: { message: string } | null;
  benchmarks: { id: number; name: string; points: { date: string; twrr: number | null }[] }[];
  defaultBenchmarkId: number | null;
}

interface Explained {
  from: string;
  to: string;
  accounts: { id: number }[];
  closingValue: number;
  netFlows: number;
  twrr: number;
  twrrBasis: string;
}

describe('GET /api/analysis/performance', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let amelia: Browser;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  it("gives amelia's whole portfolio over 1 year monthly, with the hero, the series and the benchmarks", async () => {
    const res = await amelia.get('/api/analysis/performance');
    expect(res.status).toBe(200);
    const o = res.body as Overview;
    expect(o).toMatchObject({ currency: 'GBP', range: { key: '1y', name: '1 year', to: today }, frequency: 'monthly' });
    expect(o.hero.accountCount).toBeGreaterThan(1);
    expect(o.hero.acrossText).toBe(`across ${o.hero.accountCount} accounts`);
    expect(o.hero.multiCurrency).toBe(true);
    expect(o.hero.fxNote).toMatch(/^Converted from .* at each day's rate$/);
    expect(o.hero.fxNote).toContain('USD');
    expect(o.hero.fxNote).not.toContain('GBP');
    expect(o.cashflow.name).toBe('Net transfers / payments');
    expect(o.percentage.points.length).toBeGreaterThan(6);
    expect(last(o.value.points).value).toBeCloseTo(o.hero.value, 2);
    expect(o.benchmarks.length).toBeGreaterThan(0);
    for (const b of o.benchmarks) expect(b.name).toEqual(expect.any(String));
    expect(first(o.benchmarks).points.length).toBeGreaterThan(0);
    expect(o.defaultBenchmarkId).toBe(first(o.benchmarks).id);
  });

  it('agrees with the explain endpoint over a custom range of about 6 months (weekly)', async () => {
    const q = { from: shift(today, -190), to: shift(today, -10) };
    const o = (await amelia.get('/api/analysis/performance').query(q).expect(200)).body as Overview;
    const e = (await amelia.get('/api/analysis/explain').query(q).expect(200)).body as Explained;
    expect(o.frequency).toBe('weekly');
    expect(o.range).toMatchObject({ key: 'custom', from: q.from, to: q.to });
    expect(e.twrrBasis).toBe('cumulative');
    const lastTwrr = last(o.percentage.points).value;
    expect(Math.abs(lastTwrr - e.twrr)).toBeLessThanOrEqual(1e-6);
    expect(o.hero.value).toBeCloseTo(e.closingValue, 2);
    expect(last(o.value.points).value).toBeCloseTo(o.hero.value, 2);
    const flows = o.cashflow.points.reduce((s, p) => s + p.value, 0);
    expect(Math.abs(flows - e.netFlows)).toBeLessThanOrEqual(0.01);
    expect(o.beforeInception).toBeNull();
  });

  it('is daily over a custom range of 20 days', async () => {
    const o = (
      await amelia
        .get('/api/analysis/performance')
        .query({ from: shift(today, -30), to: shift(today, -10) })
        .expect(200)
    ).body as Overview;
    expect(o.frequency).toBe('daily');
  });

  it("says so when the range starts before an account's opening date", async () => {
    const whole = (await amelia.get('/api/analysis/explain').query({ range: 'inception' }).expect(200))
      .body as Explained;
    let found: number | null = null;
    for (const a of whole.accounts) {
      const res = await amelia.get('/api/analysis/explain').query({ account: a.id, range: 'inception' });
      if (res.status === 200 && (res.body as Explained).from > shift(today, -360)) {
        found = a.id;
        break;
      }
    }
    expect(found).not.toBeNull();
    const o = (await amelia.get('/api/analysis/performance').query({ account: found!, range: '1y' }).expect(200))
      .body as Overview;
    expect(o.beforeInception).toEqual({
      message: 'The date range selected is earlier than the portfolio / account opening date.',
    });
    expect(o.hero).toMatchObject({ accountCount: 1, acrossText: 'across 1 account' });
  });

  it('answers 404 for an unknown account and 400 for a bad range', async () => {
    await amelia.get('/api/analysis/performance').query({ account: 999999 }).expect(404);
    const reversed = await amelia.get('/api/analysis/performance').query({ from: '2025-03-01', to: '2025-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Please enter an earlier start date.');
  });

  it("gives ben the joint portfolio's same figures as amelia", async () => {
    const ben = await signedIn(portal.server, 'ben');
    const q = { portfolio: JOINT_PORTFOLIO, currency: 'GBP' };
    const a = (await amelia.get('/api/analysis/performance').query(q).expect(200)).body as Overview;
    const b = (await ben.get('/api/analysis/performance').query(q).expect(200)).body as Overview;
    expect(b).toEqual(a);
  });

  it('refuses without a session (401), carla and dmitri (403), and an adviser without a client in context (403)', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get('/api/analysis/performance'));
  });

  it('gives an adviser with amelia in context her figures', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const theirs = (await adviser.get('/api/analysis/performance').expect(200)).body as Overview;
    const hers = (await amelia.get('/api/analysis/performance').expect(200)).body as Overview;
    expect(theirs).toEqual(hers);
  });
});

describe('GET /api/analysis/performance: platform round trips', () => {
  const LATENCY_MS = 50;
  let sb: RunningSandbox;
  let proxy: LatencyProxy;
  let portal: Awaited<ReturnType<typeof startPortal>>;

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    // Every platform call waits LATENCY_MS before it reaches the sandbox; each is timed.
    proxy = new LatencyProxy(sb.url, LATENCY_MS);
    portal = await startPortal({ platformUrl: await proxy.start() });
  });
  afterAll(async () => {
    await portal.close();
    await proxy.close();
    await sb.close();
  });

  it.each([['1y'], ['inception']])(
    "reads amelia's whole portfolio (%s) in 2 sequential platform round trips (the scope in one dependent batch, then its reads)",
    async (range) => {
      const amelia = await signedIn(portal.server, 'amelia');
      proxy.reset();
      const started = performance.now();
      await amelia.get('/api/analysis/performance').query({ range }).expect(200);
      const ms = performance.now() - started;
      const { calls } = proxy;
      const slowest = slowestCallMs(calls);
      if (process.env.PORTAL_TEST_LOGS)
        console.log(
          `performance ${range}: ${ms.toFixed(0)} ms with ${LATENCY_MS} ms latency, ${calls.length} calls, ${sequentialRoundTrips(calls)} round trips, slowest call ${slowest.toFixed(0)} ms`,
        );
      expect(sequentialRoundTrips(calls)).toBe(2);
    },
  );
});
