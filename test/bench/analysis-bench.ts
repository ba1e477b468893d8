import 'reflect-metadata';
import { printFigures } from './figures-table';
import { dashboardRoundTrips } from './round-trip-bench';
import { readsAtScale, sandboxAtScale, SCALE } from './scale-bench';
import { SLOW_LATENCY_MS, slowPlatform } from './slow-platform-bench';

/**
 * The analysis API's benchmark: amelia's dashboard round trips with latency between the portal and
 * the platform, her dashboard and message list with a platform 3 s away against the 8 s deadline
 * (issue 22), then every analysis read for all of the `scale` client's accounts at SANDBOX_SCALE
 * 100, cold and warm, and the sandbox's start-up and heap at that scale. Prints figures against the
 * issue's targets and exits 0 either way. `npm run bench` runs it; after a build,
 * `node dist/test/bench/analysis-bench.js` runs it alone.
 */
async function main(): Promise<void> {
  printFigures('Dashboard round trips (amelia, scale 1)', await dashboardRoundTrips());
  printFigures(
    `A platform ${SLOW_LATENCY_MS / 1000} s away: amelia's home and messages within the deadline`,
    await slowPlatform(),
  );
  printFigures(`Sandbox at scale ${SCALE}`, await sandboxAtScale());
  printFigures(
    `Analysis reads for all of scale's accounts (SANDBOX_SCALE=${SCALE}), through the portal`,
    await readsAtScale(),
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
