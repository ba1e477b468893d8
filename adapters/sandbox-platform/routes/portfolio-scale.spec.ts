import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

/**
 * SANDBOX_SCALE=100: the `scale` client has 200+ accounts and 100,000+ transactions. The timings
 * and memory are printed for the notes, not asserted (the machine is shared).
 */

const SCALE_CLIENT = 10013;
const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(0)} MB`;

async function timed<T>(label: string, lines: string[], run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const result = await run();
  lines.push(`${label}: ${(performance.now() - start).toFixed(0)} ms`);
  return result;
}

describe('the sandbox at SANDBOX_SCALE=100', () => {
  // A hundred thousand transactions valued daily: tens of seconds of work on a shared two-core machine.
  jest.setTimeout(120_000);
  const lines: string[] = [];
  let sb: RunningSandbox;
  let adviser: string;
  afterAll(async () => {
    await sb?.close();
    console.log(`sandbox portfolio timings\n  ${lines.join('\n  ')}`);
  });

  it('starts at scale 1 and 100 and generates the portfolio data lazily', async () => {
    const heap0 = process.memoryUsage().heapUsed;
    const small = await timed('start-up, scale 1', lines, () => startSandboxPlatform());
    const amelia = await signIn(small, 'amelia');
    const heapBefore = process.memoryUsage().heapUsed;
    await timed('first portfolio call for amelia (market + household generated)', lines, () =>
      call(small, 'GET', 'entity/client/10001/portfolio', { token: amelia }),
    );
    lines.push(`heap for the market and the Hartley household: ${mb(process.memoryUsage().heapUsed - heapBefore)}`);
    await timed("profit analysis, all of amelia's accounts, 1 year (first: daily valuations computed)", lines, () =>
      call(small, 'GET', 'portfolio/profit_analysis/detail?entityid=10001&grouping=portfolio,account', {
        token: amelia,
      }),
    );
    await small.close();
    sb = await timed('start-up, scale 100', lines, () => startSandboxPlatform({ scale: 100 }));
    lines.push(`heap after start-up at scale 100: ${mb(process.memoryUsage().heapUsed - heap0)} more`);
    adviser = await signIn(sb, 'adviser');
    const heap1 = process.memoryUsage().heapUsed;
    const portfolios = await timed('first portfolio call for scale (its records generated)', lines, () =>
      call(sb, 'GET', `entity/client/${SCALE_CLIENT}/portfolio`, { token: adviser }),
    );
    lines.push(`heap for scale's records: ${mb(process.memoryUsage().heapUsed - heap1)}`);
    expect(portfolios.status).toBe(200);
    const data = sb.state.portfolios.datasetOf(SCALE_CLIENT)!;
    const transactions = [...data.transactions.values()].reduce((n, rows) => n + rows.length, 0);
    lines.push(`scale: ${data.accounts.length} accounts, ${transactions} transactions`);
    expect(data.accounts.length).toBeGreaterThanOrEqual(200);
    expect(transactions).toBeGreaterThanOrEqual(100000);
  });

  it("answers performance, positions and the first transactions page for all of scale's accounts", async () => {
    const get = (path: string) => call(sb, 'GET', path, { token: adviser });
    const asOf = sb.state.portfolios.asOf;
    const oneYear = await timed('profit analysis, all accounts, 1 year (first: daily valuations computed)', lines, () =>
      get(`portfolio/profit_analysis/detail?entityid=${SCALE_CLIENT}`),
    );
    expect(oneYear.status).toBe(200);
    await timed('profit analysis, all accounts, since inception', lines, () =>
      get(`portfolio/profit_analysis/detail?entityid=${SCALE_CLIENT}&start_date=1901-01-01&end_date=${asOf}`),
    );
    await timed('TWRR series, all accounts, since inception', lines, () =>
      get(`portfolio/profit_analysis/time_series_twrr?entityid=${SCALE_CLIENT}&start_date=1901-01-01`),
    );
    const positions = await timed('positions, all accounts', lines, () =>
      get(`portfolio/position?entityid=${SCALE_CLIENT}`),
    );
    expect(positions.body.length).toBeGreaterThan(200);
    const page = await timed('first transactions page (200), all accounts', lines, () =>
      get(`portfolio/transaction?entityid=${SCALE_CLIENT}`),
    );
    expect(page.body).toHaveLength(200);
    lines.push(`heap in use at the end: ${mb(process.memoryUsage().heapUsed)}`);
  });
});
