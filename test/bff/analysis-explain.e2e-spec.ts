import { performance } from 'node:perf_hooks';
import { RANGE_BEFORE_INCEPTION } from '../../domain/analysis/custom-range';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { LatencyProxy, sequentialRoundTrips, slowestCallMs } from '../support/latency-proxy';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused, expectRefusedBelowPortfolio } from '../support/refusals';
import { first, itemAt, last } from '../../domain/shared/present';

/**
 * GET /api/analysis/explain: who may read it, and the promise that anyone holding its JSON
 * can recompute both returns and the reconciliation. The recomputation below is written here on
 * purpose, from the document's stated conventions only, without the portal's own functions.
 */

const AMELIA = 10001;
const JOINT_PORTFOLIO = 100013;
const DAY_MS = 86_400_000;

interface Doc {
  currency: string;
  from: string;
  to: string;
  conventions: { flowTiming: string; annualised: boolean; dayCount: number; text: string[] };
  accounts: { id: number; name: string; planCurrency: string }[];
  openingValue: number;
  closingValue: number;
  movement: number;
  dailyValues: { date: string; value: number; flow: number }[];
  flows: { date: string; amount: number; nativeAmount: number; nativeCurrency: string; fxRate: number }[];
  twrr: number;
  irr: number | null;
  irrReason: string | null;
  platform: { twrr: number | null; irr: number | null };
}

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const shift = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const cents = (x: number) => Math.round(x * 100);

/** Π V_t / (V_{t−1} + F_t) − 1 over the rows after the first; a day with a non-positive base is left out. */
function twrrOf(doc: Doc): number {
  const rows = doc.dailyValues;
  let growth = 1;
  for (let t = 1; t < rows.length; t++) {
    const row = itemAt(rows, t);
    const base = itemAt(rows, t - 1).value + row.flow;
    if (base > 0) growth *= row.value / base;
  }
  const n = days(first(rows).date, doc.to);
  return n >= 365 ? Math.pow(growth, 365 / n) - 1 : growth - 1;
}

/** Σ CF_i (1 + r)^(−d_i/365) = 0 over −opening, −each flow, +closing, by bisection on ln(1 + r); null without a sign change. */
function irrOf(doc: Doc): number | null {
  const rows = doc.dailyValues;
  const start = first(rows).date;
  const flows = [
    { d: 0, cf: -first(rows).value },
    ...rows
      .slice(1)
      .filter((r) => r.flow !== 0)
      .map((r) => ({ d: days(start, r.date), cf: -r.flow })),
    { d: days(start, last(rows).date), cf: last(rows).value },
  ];
  const npv = (x: number) => flows.reduce((s, f) => s + f.cf * Math.exp((-x * f.d) / 365), 0);
  let lo = -20;
  let hi = 20;
  if (Math.sign(npv(lo)) === Math.sign(npv(hi))) return null;
  for (let i = 0; i < 300; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  const x = (lo + hi) / 2;
  const n = days(start, doc.to);
  return n >= 365 ? Math.expm1(x) : Math.expm1((x * n) / 365);
}

/** Every check anyone can make from the document alone; the problems found, in words. */
function recompute(doc: Doc): string[] {
  const problems: string[] = [];
  const rows = doc.dailyValues;
  const opening = first(rows);
  const closing = last(rows);
  if (opening.date !== shift(doc.from, -1) || opening.flow !== 0 || opening.value !== doc.openingValue)
    problems.push('opening row');
  if (closing.date !== doc.to || closing.value !== doc.closingValue) problems.push('closing row');
  for (let t = 1; t < rows.length; t++) {
    const row = itemAt(rows, t);
    if (days(itemAt(rows, t - 1).date, row.date) !== 1) problems.push(`gap before ${row.date}`);
  }
  const net = rows.slice(1).reduce((s, r) => s + cents(r.flow), 0);
  if (cents(doc.closingValue) - cents(doc.openingValue) - net !== cents(doc.movement))
    problems.push(`reconciliation: ${doc.closingValue} - ${doc.openingValue} - ${net / 100} != ${doc.movement}`);
  const listed = new Map<string, number>();
  for (const f of doc.flows) listed.set(f.date, (listed.get(f.date) ?? 0) + cents(f.amount));
  for (const r of rows.slice(1)) if ((listed.get(r.date) ?? 0) !== cents(r.flow)) problems.push(`flows of ${r.date}`);
  for (const f of doc.flows)
    if (Math.abs(f.nativeAmount * f.fxRate - f.amount) > 0.005 + 1e-9) problems.push(`flow conversion on ${f.date}`);
  if (doc.conventions.annualised !== days(opening.date, doc.to) >= 365) problems.push('annualised flag');
  const twrr = twrrOf(doc);
  if (!(Math.abs(twrr - doc.twrr) <= 1e-6)) problems.push(`twrr ${doc.twrr} vs ${twrr}`);
  const irr = irrOf(doc);
  if (irr === null ? doc.irr !== null : doc.irr === null || !(Math.abs(irr - doc.irr) <= 1e-6))
    problems.push(`irr ${doc.irr} vs ${irr}`);
  return problems;
}

describe('GET /api/analysis/explain', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let amelia: Browser;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  it('gives amelia her whole portfolio over 1 year, in her preferred currency, with the conventions', async () => {
    const res = await amelia.get('/api/analysis/explain');
    expect(res.status).toBe(200);
    const doc = res.body as Doc;
    expect(doc).toMatchObject({
      currency: 'GBP',
      to: today,
      conventions: { flowTiming: 'start-of-day', annualised: true, dayCount: 365 },
    });
    expect(doc.from).toBe(shift(first(doc.dailyValues).date, 1));
    expect(doc.conventions.text.length).toBeGreaterThan(3);
    expect(new Set(doc.accounts.map((a) => a.planCurrency))).toEqual(new Set(['GBP', 'USD', 'EUR']));
    expect(doc.accounts.some((a) => a.name === 'Rainy Day Account')).toBe(true);
    expect(doc.flows.some((f) => f.nativeCurrency !== 'GBP' && f.fxRate !== 1)).toBe(true);
    expect(recompute(doc)).toEqual([]);
  });

  it('refuses without a session (401), carla (Assets), dmitri (Messages) and an adviser without a client in context with 403', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get('/api/analysis/explain'));
  });

  it("ben sees the joint portfolio's same numbers as amelia", async () => {
    const ben = await signedIn(portal.server, 'ben');
    const q = { portfolio: JOINT_PORTFOLIO, currency: 'GBP' };
    const [a, b] = [
      (await amelia.get('/api/analysis/explain').query(q).expect(200)).body as Doc,
      (await ben.get('/api/analysis/explain').query(q).expect(200)).body as Doc,
    ];
    expect(a.accounts.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('needs a client in context for an adviser; with amelia in context gives her figures', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await adviser.get('/api/analysis/explain').expect(403);
    await chooseClient(adviser, AMELIA);
    const theirs = (await adviser.get('/api/analysis/explain').expect(200)).body as Doc;
    const hers = (await amelia.get('/api/analysis/explain').expect(200)).body as Doc;
    expect(theirs).toEqual(hers);
  });

  it('refuses adviser2 amelia: not in context, and not her accounts through another client', async () => {
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get('/api/analysis/explain'));
    const other = await signedIn(portal.server, 'adviser2', 'adviser');
    const own = (await other.get('/api/advisers/clients').expect(200)).body.rows[0];
    await chooseClient(other, own.id);
    const ameliasAccount = first(((await amelia.get('/api/analysis/explain').expect(200)).body as Doc).accounts).id;
    const res = await other.get('/api/analysis/explain').query({ account: ameliasAccount });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Rainy Day');
  });

  it("refuses a custom start before the since-inception date on every read, with the spec's text, and never moves it", async () => {
    const since = (await amelia.get('/api/analysis/explain').query({ range: 'inception' }).expect(200)).body as Doc;
    const dayBefore = new Date(Date.parse(`${since.from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const read of ['explain', 'performance', 'investments', 'allocation', 'transactions', 'accounts']) {
      for (const from of ['0001-01-01', dayBefore]) {
        const res = await amelia.get(`/api/analysis/${read}`).query({ from, to: since.to });
        expect({ read, from, status: res.status, message: res.body.message }).toEqual({
          read,
          from,
          status: 400,
          message: 'The date range selected is earlier than the portfolio / account opening date.',
        });
      }
    }
    const onInception = await amelia.get('/api/analysis/explain').query({ from: since.from, to: since.to }).expect(200);
    expect(onInception.body).toMatchObject({ from: since.from, closingValue: since.closingValue, twrr: since.twrr });
  });

  it("answers the spec's texts for a bad range and 404 for an unknown account", async () => {
    const reversed = await amelia.get('/api/analysis/explain').query({ from: '2025-03-01', to: '2025-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Please enter an earlier start date.');
    const bad = await amelia.get('/api/analysis/explain').query({ from: '2025-02-30', to: '2025-03-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid date format, please enter the date in the format "DD-MM-YYYY".');
    await amelia.get('/api/analysis/explain').query({ range: 'weekly' }).expect(400);
    await amelia.get('/api/analysis/explain').query({ account: 1, portfolio: JOINT_PORTFOLIO }).expect(400);
    await amelia.get('/api/analysis/explain').query({ account: 999999 }).expect(404);
  });

  it("can be recomputed from its JSON alone, and agrees with the platform's own figures: every account of amelia and the whole portfolio, 1 year, since inception and a custom range", async () => {
    const whole = (await amelia.get('/api/analysis/explain').query({ range: 'inception' }).expect(200)).body as Doc;
    // In her own currency, and in dollars over a year (every account converted, flows at the close before their day).
    const ranges: Record<string, string>[] = [
      { range: '1y' },
      { range: 'inception' },
      { from: shift(today, -200), to: shift(today, -20) },
      { range: '1y', currency: 'USD' },
    ];
    const selections: Record<string, string | number>[] = [{}, ...whole.accounts.map((a) => ({ account: a.id }))];
    const checked: string[] = [];
    const failures: unknown[] = [];
    for (const selection of selections) {
      for (const range of ranges) {
        const res = await amelia.get('/api/analysis/explain').query({ ...selection, ...range });
        if (res.status === 404) {
          expect(res.body.message).toBe('No data available for this selection');
          continue;
        }
        // A custom range that starts before an account opened is refused, never moved (spec 2 §5).
        if (res.status === 400 && range.from) {
          expect(res.body.message).toBe(RANGE_BEFORE_INCEPTION);
          continue;
        }
        expect(res.status).toBe(200);
        const doc = res.body as Doc;
        const problems = recompute(doc);
        // The figures the platform reports elsewhere (dashboard, performance) agree with the explanation.
        if (!(Math.abs(doc.twrr - doc.platform.twrr!) <= 1e-6))
          problems.push(`platform twrr ${doc.platform.twrr} vs ${doc.twrr}`);
        if (doc.irr !== null && !(Math.abs(doc.irr - doc.platform.irr!) <= 1e-6))
          problems.push(`platform irr ${doc.platform.irr} vs ${doc.irr}`);
        if (problems.length) failures.push({ selection, range, problems });
        checked.push(`${JSON.stringify(selection)} ${JSON.stringify(range)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(4 * (whole.accounts.length - 1));
  }, 120_000);
});

describe('GET /api/analysis/explain: platform round trips', () => {
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
    "explains amelia's whole portfolio (%s) in 2 sequential platform round trips (the scope in one dependent batch, then its reads)",
    async (range) => {
      const amelia = await signedIn(portal.server, 'amelia');
      proxy.reset();
      const started = performance.now();
      await amelia.get('/api/analysis/explain').query({ range }).expect(200);
      const ms = performance.now() - started;
      const { calls } = proxy;
      const slowest = slowestCallMs(calls);
      if (process.env.PORTAL_TEST_LOGS)
        console.log(
          `explain ${range}: ${ms.toFixed(0)} ms with ${LATENCY_MS} ms latency, ${calls.length} calls, ${sequentialRoundTrips(calls)} round trips, slowest call ${slowest.toFixed(0)} ms`,
        );
      expect(sequentialRoundTrips(calls)).toBe(2);
    },
  );
});
