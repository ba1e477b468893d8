import { startSandboxPlatform } from '../../adapters/sandbox-platform/sandbox-server';
import { criticalPathMs, LatencyProxy, sequentialRoundTrips, slowestCallMs } from '../support/latency-proxy';
import { median, type Figure } from './figures-table';
import { listeningPortal, signIn, timedGet } from './portal-client';

/** Latency put between the portal and the platform (the figure). */
export const LATENCY_MS = 50;
const RUNS = 7;
const DASHBOARD = '/api/dashboard/summary';

/**
 * amelia's dashboard with LATENCY_MS on every platform call: the sequential round trips, and the
 * portal's time against the slowest single platform call (and against the critical path, the
 * slowest call of each round trip added up: what the portal cannot go below). Two round trips: the
 * scope (its portfolios and accounts in one dependent batch, every other read beside it), then the
 * figures of the visible accounts, which only the scope's answers decide (adapters/PLATFORM-API.md,
 * "Batch", "Dependent reads"); 3 before the dependent batch.
 */
export async function dashboardRoundTrips(): Promise<Figure[]> {
  const sb = await startSandboxPlatform({ port: 0, scale: 1 });
  const proxy = new LatencyProxy(sb.url, LATENCY_MS);
  const { portal, base } = await listeningPortal(await proxy.start());
  try {
    const cookie = await signIn(base, 'amelia');
    await timedGet(base, DASHBOARD, cookie); // the sandbox generates the household's data on first use
    const trips: number[] = [];
    const bff: number[] = [];
    const slowest: number[] = [];
    const critical: number[] = [];
    const calls: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      proxy.reset();
      const { ms, problem } = await timedGet(base, DASHBOARD, cookie);
      if (problem) throw new Error(`GET ${DASHBOARD}: ${problem}`);
      trips.push(sequentialRoundTrips(proxy.calls));
      bff.push(ms);
      slowest.push(slowestCallMs(proxy.calls));
      critical.push(criticalPathMs(proxy.calls));
      calls.push(proxy.calls.length);
    }
    const note = `median of ${RUNS}, ${LATENCY_MS} ms latency per call`;
    return [
      {
        name: 'amelia dashboard: sequential platform round trips',
        value: Math.max(...trips),
        unit: 'round trips',
        atMost: 2,
        note: `${median(calls)} calls; most over ${RUNS} runs; 3 before the dependent batch, 1 the issue's aim`,
      },
      { name: 'amelia dashboard: portal time', value: median(bff), unit: 'ms', note },
      { name: 'amelia dashboard: slowest single platform call', value: median(slowest), unit: 'ms', note },
      {
        name: 'amelia dashboard: portal time / slowest single call',
        value: median(bff) / median(slowest),
        unit: '×',
        atMost: 1.3,
        note: 'each sequential round trip adds a call: 2 of them cannot come under 1.3× one',
      },
      {
        name: 'amelia dashboard: portal time / critical path',
        value: median(bff) / median(critical),
        unit: '×',
        atMost: 1.3,
        note: 'critical path: slowest call of each round trip, added',
      },
    ];
  } finally {
    await portal.close();
    await proxy.close();
    await sb.close();
  }
}
