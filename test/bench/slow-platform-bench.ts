import { startSandboxPlatform } from '../../adapters/sandbox-platform/sandbox-server';
import { DEFAULT_PLATFORM_DEADLINE_MS } from '../../adapters/config/env-schema';
import { LatencyProxy, sequentialRoundTrips } from '../support/latency-proxy';
import { median, type Figure } from './figures-table';
import { listeningPortal, signIn, timedGet } from './portal-client';

/** What issue 22 adds to every platform call: a platform 3 s away. */
export const SLOW_LATENCY_MS = 3000;
const RUNS = 3;
const PAGES = [
  { name: 'home dashboard', path: '/api/dashboard/summary' },
  { name: 'message list', path: '/api/messages' },
];

/**
 * amelia's home dashboard and message list with SLOW_LATENCY_MS added to every platform call, against the
 * portal's one deadline for all the platform calls of a request (PLATFORM_DEADLINE_MS, 8 s): each sequential
 * round trip costs 3 s, so three of them answer 503. Signing in and a first read of each page (the sandbox
 * makes the household's data on first use) go without the latency. Figures, not assertions.
 */
export async function slowPlatform(): Promise<Figure[]> {
  const sb = await startSandboxPlatform({ port: 0, scale: 1 });
  const proxy = new LatencyProxy(sb.url, 0);
  const { portal, base } = await listeningPortal(await proxy.start());
  try {
    const cookie = await signIn(base, 'amelia');
    for (const page of PAGES) await timedGet(base, page.path, cookie);
    proxy.latencyMs = SLOW_LATENCY_MS;
    const figures: Figure[] = [];
    for (const page of PAGES) {
      const runs: { ms: number; status: number; trips: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        proxy.reset();
        const { ms, status } = await timedGet(base, page.path, cookie);
        runs.push({ ms, status, trips: sequentialRoundTrips(proxy.calls) });
      }
      const failed = runs.filter((r) => r.status !== 200);
      const ms = median(runs.map((r) => r.ms));
      // A call cut off by the deadline is not timed: a failed run counts only the round trips it completed.
      const trips = Math.max(...runs.map((r) => r.trips));
      const tripsNote = `${trips} sequential round trip${trips === 1 ? '' : 's'}${failed.length ? ' completed' : ''}`;
      figures.push({
        name: `${page.name}, ${SLOW_LATENCY_MS / 1000} s added to every platform call`,
        // A page that did not answer 200 has no time to meet the target with.
        value: failed.length ? NaN : ms / 1000,
        unit: 's',
        atMost: DEFAULT_PLATFORM_DEADLINE_MS / 1000,
        note: `median of ${RUNS}; ${tripsNote}${failed.length ? `; answered ${failed.map((r) => `${r.status} after ${(r.ms / 1000).toFixed(2)} s`).join(', ')}` : ''}`,
      });
    }
    return figures;
  } finally {
    await portal.close();
    await proxy.close();
    await sb.close();
  }
}
