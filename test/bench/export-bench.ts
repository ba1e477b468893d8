import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { startSandboxPlatform } from '../../adapters/sandbox-platform/sandbox-server';
import { printFigures, type Figure } from './figures-table';
import { liveHeapMb } from './heap';
import { listeningPortal, signIn } from './portal-client';
import { SCALE, SCALE_USERNAME } from './scale-bench';

/** The live heap (after a full collection) is read each time this much more of the file has arrived. */
const SAMPLE_BYTES = 1024 * 1024;

/**
 * 'Download CSV' of every transaction of the `scale` client (SANDBOX_SCALE 100: 100,000+ transactions)
 * through a listening portal: the time to the last byte, the file's size and lines, and how much the
 * heap grows while it streams compared with the size of the file (a download held in memory would
 * grow it by at least the file's size; a streamed one by a few pages). The sandbox's own records are
 * loaded before the measure starts. `npm run bench` runs it; `node dist/test/bench/export-bench.js`
 * runs it alone after a build.
 */
async function exportFigures(): Promise<Figure[]> {
  const sb = await startSandboxPlatform({ port: 0, scale: SCALE });
  const { portal, base } = await listeningPortal(sb.url);
  try {
    const cookie = await signIn(base, SCALE_USERNAME);
    const path = '/api/analysis/transactions/csv?range=inception';
    // The sandbox generates and keeps scale's records on the first read: done before anything is measured.
    await (await fetch(`${base}/api/analysis/transactions?range=inception`, { headers: { cookie } })).text();
    const before = liveHeapMb();
    let peak = 0;
    let nextSample = SAMPLE_BYTES;
    let sampling = 0;
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`the download answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    // Read and count, never keep: what the portal holds is what is measured.
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
      if (bytes >= nextSample) {
        const at = performance.now();
        peak = Math.max(peak, liveHeapMb() - before);
        sampling += performance.now() - at;
        nextSample += SAMPLE_BYTES;
      }
    }
    const seconds = (performance.now() - started - sampling) / 1000;
    const fileMb = bytes / 1048576;
    return [
      {
        name: 'scale: every transaction as CSV, to the last byte',
        value: seconds,
        unit: 's',
        note: `${lines - 1} transactions, ${fileMb.toFixed(1)} MB`,
      },
      {
        name: 'scale: live heap growth while it streams',
        value: peak,
        unit: 'MB',
        note: `after a full collection at every ${SAMPLE_BYTES / 1048576} MB received; the sandbox's records loaded before`,
      },
      {
        name: 'scale: heap growth / file size',
        value: peak / fileMb,
        unit: '×',
        atMost: 0.5,
        note: 'a download held whole would be 1× or more (the portal and the sandbox share the process)',
      },
    ];
  } finally {
    await portal.close();
    await sb.close();
  }
}

async function main(): Promise<void> {
  printFigures(`CSV download at scale ${SCALE}`, await exportFigures());
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
