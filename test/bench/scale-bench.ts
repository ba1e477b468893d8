import { performance } from 'node:perf_hooks';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { call, signIn as sandboxSignIn } from '../../adapters/sandbox-platform/testing/sandbox-test-client';
import { ANALYSIS_READS, BENCH_RANGES, readUrl, type AnalysisRead, type BenchRange } from './analysis-reads';
import { median, type Figure } from './figures-table';
import { liveHeapMb } from './heap';
import { listeningPortal, signIn, timedGet, type TimedAnswer } from './portal-client';

/** SANDBOX_SCALE of the issue: the `scale` client has 200+ accounts and 100,000+ transactions. */
export const SCALE = 100;
/** The persona (PERSONAS.md; adapters/sandbox-platform/data/personas.ts): a client, password Demo-Passw0rd. */
export const SCALE_USERNAME = 'scale';
const WARM_RUNS = 5;
const READ_TARGET_MS = 1000;
const DASHBOARD_READ = ANALYSIS_READS.find((r) => r.path === '/api/dashboard/summary')!;

async function withPortal<T>(sb: RunningSandbox, run: (base: string, cookie: string) => Promise<T>): Promise<T> {
  const { portal, base } = await listeningPortal(sb.url);
  try {
    return await run(base, await signIn(base, SCALE_USERNAME));
  } finally {
    await portal.close();
  }
}

/** Start-up time and heap of a sandbox at SCALE, then its heap once `scale`'s data and valuations are loaded. */
export async function sandboxAtScale(): Promise<Figure[]> {
  const before = liveHeapMb();
  const started = performance.now();
  const sb = await startSandboxPlatform({ port: 0, scale: SCALE });
  const startMs = performance.now() - started;
  const afterStart = liveHeapMb();
  try {
    const platform = await platformFigures(sb);
    const data = await withPortal(sb, async (base, cookie) => {
      // The dashboard over both time frames loads every account's records and daily valuations.
      for (const range of BENCH_RANGES) await timedGet(base, readUrl(DASHBOARD_READ, range), cookie);
      const entityId = sb.state.index.userByLooseName(SCALE_USERNAME)!.entityId;
      const dataset = sb.state.portfolios.datasetOf(entityId)!;
      return {
        accounts: dataset.accounts.length,
        transactions: [...dataset.transactions.values()].reduce((n, rows) => n + rows.length, 0),
      };
    });
    const loaded = liveHeapMb();
    return [
      {
        name: `sandbox start-up at scale ${SCALE}`,
        value: startMs,
        unit: 'ms',
        note: 'startSandboxPlatform to listening',
      },
      { name: `sandbox heap after start-up at scale ${SCALE}`, value: afterStart - before, unit: 'MB' },
      ...platform,
      {
        name: `sandbox heap with scale's data loaded`,
        value: loaded - before,
        unit: 'MB',
        note: `${data.accounts} accounts, ${data.transactions} transactions, daily valuations`,
      },
    ];
  } finally {
    await sb.close();
  }
}

/**
 * The sandbox alone, as the portal calls it: the first portfolio call (scale's records generated),
 * then the profit analysis over every account for 1 year, first (daily valuations worked out) and warm.
 */
async function platformFigures(sb: RunningSandbox): Promise<Figure[]> {
  const token = await sandboxSignIn(sb, SCALE_USERNAME);
  const entityId = sb.state.index.userByLooseName(SCALE_USERNAME)!.entityId;
  const time = async (path: string): Promise<number> => {
    const started = performance.now();
    const res = await call(sb, 'GET', path, { token });
    if (res.status !== 200) throw new Error(`sandbox GET ${path}: ${res.status} ${res.text.slice(0, 200)}`);
    return performance.now() - started;
  };
  const records = await time(`entity/client/${entityId}/portfolio`);
  const analysis = `portfolio/profit_analysis/detail?entityid=${entityId}&grouping=portfolio,account`;
  const cold = await time(analysis);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(await time(analysis));
  return [
    { name: 'sandbox: first portfolio call for scale', value: records, unit: 'ms', note: 'its records generated' },
    {
      name: 'sandbox: profit analysis, every account, 1 year: cold',
      value: cold,
      unit: 'ms',
      atMost: READ_TARGET_MS,
      note: 'daily valuations worked out',
    },
    {
      name: 'sandbox: profit analysis, every account, 1 year: warm',
      value: median(warm),
      unit: 'ms',
      atMost: READ_TARGET_MS,
      note: `median of ${WARM_RUNS}`,
    },
  ];
}

/** One read over one range for all of `scale`'s accounts: first call on a fresh sandbox, then warm. */
async function timeRead(read: AnalysisRead, range: BenchRange): Promise<Figure[]> {
  const sb = await startSandboxPlatform({ port: 0, scale: SCALE });
  try {
    return await withPortal(sb, async (base, cookie) => {
      const url = readUrl(read, range);
      const name = `scale ${read.name}, ${range === '1y' ? '1 year' : 'since inception'}`;
      const cold = await timedGet(base, url, cookie);
      // A failed read (e.g. 503 past the portal's platform deadline) is a figure too: no time, and why.
      if (cold.problem)
        return [
          {
            name: `${name}: cold`,
            value: NaN,
            unit: 'ms',
            atMost: READ_TARGET_MS,
            note: `answered ${cold.problem} after ${cold.ms.toFixed(0)} ms`,
          },
        ];
      const warm: TimedAnswer[] = [];
      for (let i = 0; i < WARM_RUNS; i++) warm.push(await timedGet(base, url, cookie));
      const failed = warm.find((w) => w.problem);
      return [
        {
          name: `${name}: cold`,
          value: cold.ms,
          unit: 'ms',
          atMost: READ_TARGET_MS,
          note: `first call on a fresh sandbox, ${(cold.bytes / 1024).toFixed(0)} KB`,
        },
        {
          name: `${name}: warm`,
          value: failed ? NaN : median(warm.map((w) => w.ms)),
          unit: 'ms',
          atMost: READ_TARGET_MS,
          note: failed ? `answered ${failed.problem}` : `median of ${WARM_RUNS}`,
        },
      ];
    });
  } finally {
    await sb.close();
  }
}

/** BENCH_READS=performance,dashboard times only the reads whose names start so (while tuning one). */
const chosen = (read: AnalysisRead): boolean => {
  const names = (process.env.BENCH_READS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return !names.length || names.some((n) => read.name.startsWith(n));
};

/** Every read of ANALYSIS_READS over 1 year and since inception, through the portal. */
export async function readsAtScale(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const read of ANALYSIS_READS.filter(chosen))
    for (const range of BENCH_RANGES) figures.push(...(await timeRead(read, range)));
  return figures;
}
