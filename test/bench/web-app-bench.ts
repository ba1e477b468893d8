import 'reflect-metadata';
import { cpus, loadavg } from 'node:os';
import { printFigures } from './figures-table';
import { ANALYSIS_ROUTE, HOME_ROUTE, routeSizeFigures } from './route-sizes';
import { homeTiming, scaleAnalysisTiming } from './route-timing';
import { SCALE } from './scale-bench';
import { distExists } from './web-bench';
import { first } from '../../domain/shared/present';

/**
 * The web app's benchmark (issue 10): gzip sizes of the home and analysis pages' JavaScript and CSS
 * from Vite's build manifest, then in headless Chromium the time to amelia's total value on her home
 * page and, for the client `scale` at SANDBOX_SCALE 100, to the analysis page's first tab and its
 * Investments tab. Figures, not assertions: prints them against the issue's targets and exits 0
 * either way. `npm run bench` runs it; after a build, `node dist/test/bench/web-app-bench.js` alone.
 */
async function main(): Promise<void> {
  if (!distExists()) {
    console.log('web/dist is missing: run npm run build first; the web app figures are not measured.');
    return;
  }
  printFigures(
    'Web app JavaScript and CSS per route, gzip (level 9), from the build manifest',
    routeSizeFigures([HOME_ROUTE, ANALYSIS_ROUTE]),
  );
  // Without a browser (see README: CHROMIUM_PATH) the sizes above still count.
  const timed = async (title: string, run: () => Promise<Parameters<typeof printFigures>[1]>) => {
    try {
      // Browser timings move with the machine's other work: the load is part of the figure.
      const load = `load average ${first(loadavg()).toFixed(1)} on ${cpus().length} cores at the start`;
      printFigures(`${title}, ${load}`, await run());
    } catch (e) {
      console.log(`\n${title}: not measured (${(e as Error).message.split('\n')[0]})`);
    }
  };
  await timed("amelia's home dashboard in headless Chromium (scale 1)", homeTiming);
  await timed(`The scale client's analysis page in headless Chromium (SANDBOX_SCALE=${SCALE})`, scaleAnalysisTiming);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
