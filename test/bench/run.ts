import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createPortalApp } from '../../bff/app.factory';
import { startBareApp } from './bare-app';
import type { LoadJob, LoadResult } from './load-worker';
import { bundleSizes, distExists, loginInteractiveMs } from './web-bench';
import { first } from '../../domain/shared/present';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32);
const DURATION_MS = Number(process.env.BENCH_SECONDS || 8) * 1000;
const ROOT = join(__dirname, '..', '..', '..');

function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'load-worker.js'), { workerData: job });
    worker.once('message', (r: LoadResult) => {
      void worker.terminate();
      resolve(r);
    });
    worker.once('error', reject);
  });
}

function summarise(r: LoadResult) {
  const sorted = [...r.latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { rps: r.requests / r.seconds, p50: at(0.5), p99: at(0.99), requests: r.requests, errors: r.errors };
}

async function signIn(base: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const cookie = first(
    csrf.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal.sid='))!
      .split(';'),
  );
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie },
    body: JSON.stringify({ tab: 'client', username: 'amelia', password: 'Demo-Passw0rd' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return first(
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal.sid='))!
      .split(';'),
  );
}

async function sessionThroughput() {
  const portal = await createPortalApp({ config: { redisUrl: REDIS_URL, sandboxPort: 0, port: 0 }, logger: false });
  await portal.app.listen(0, '127.0.0.1');
  const base = (await portal.app.getUrl()).replace('[::1]', '127.0.0.1');
  const bare = await startBareApp();
  try {
    const cookie = await signIn(base);
    const job = { concurrency: CONCURRENCY, durationMs: DURATION_MS, warmupMs: 1500 };
    const session = summarise(await load({ ...job, url: `${base}/api/session`, headers: { cookie } }));
    const yardstick = summarise(await load({ ...job, url: bare.url, headers: {} }));
    return { session, yardstick };
  } finally {
    await bare.app.close();
    await portal.close();
  }
}

/** From spawning the command to the first 200 on /api/health. */
async function timeToHealthy(command: string, args: string[], port: number): Promise<number> {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: '0', REDIS_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (Date.now() - started > 180_000)
        throw new Error(`${command} ${args.join(' ')} did not become healthy in 3 minutes`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function main() {
  const fmt = (n: number, d = 1) => n.toFixed(d);
  console.log(`GET /api/session (signed in, Redis at ${REDIS_URL}) against a bare NestJS endpoint, same process`);
  console.log(
    `closed loop from a worker thread: ${CONCURRENCY} connections, ${DURATION_MS / 1000} s each after 1.5 s warm-up\n`,
  );
  const { session, yardstick } = await sessionThroughput();
  const row = (name: string, s: ReturnType<typeof summarise>) =>
    console.log(
      `${name.padEnd(22)} ${fmt(s.rps, 0).padStart(8)} req/s   p50 ${fmt(s.p50, 2).padStart(7)} ms   p99 ${fmt(s.p99, 2).padStart(7)} ms   errors ${s.errors}`,
    );
  row('GET /api/session', session);
  row('bare NestJS endpoint', yardstick);
  console.log(
    `\nthroughput ratio session / bare: ${fmt(session.rps / yardstick.rps, 2)}   p50 ratio: ${fmt(session.p50 / yardstick.p50, 2)}   p99 ratio: ${fmt(session.p99 / yardstick.p99, 2)}\n`,
  );
  // BENCH_ONLY=session stops here (for quick runs while tuning the session path).
  if (process.env.BENCH_ONLY === 'session') return;

  if (distExists()) {
    const sizes = bundleSizes();
    const kb = (b: number) => `${fmt(b / 1024, 1)} KB`;
    console.log(
      `login page JavaScript and CSS, gzip: ${kb(sizes.loginPage.gzipBytes)} (${sizes.loginPage.files.join(', ')})`,
    );
    console.log(
      `largest JavaScript chunk, gzip: ${kb(sizes.largestChunk.gzipBytes)} (${sizes.largestChunk.file}); all JavaScript: ${kb(sizes.allJsGzipBytes)}`,
    );
    const portal = await createPortalApp({ config: { sandboxPort: 0, port: 0, redisUrl: undefined }, logger: false });
    await portal.app.listen(0, '127.0.0.1');
    try {
      const tti = await loginInteractiveMs((await portal.app.getUrl()).replace('[::1]', '127.0.0.1'));
      console.log(
        `login form interactive, cold load in headless Chromium: median ${fmt(tti.medianMs, 0)} ms (${tti.samples.map((s) => fmt(s, 0)).join(', ')})\n`,
      );
    } catch (e) {
      // No browser on this machine (see README: CHROMIUM_PATH): the other figures still count.
      console.log(`login form interactive: not measured (${(e as Error).message.split('\n')[0]})\n`);
    } finally {
      await portal.close();
    }
  }

  const port = 3950;
  const npmStart = await timeToHealthy('npm', ['start'], port);
  const nodeStart = await timeToHealthy('node', ['dist/bff/main.js'], port + 1);
  console.log(`npm start (build included) to first 200 on /api/health: ${fmt(npmStart / 1000, 2)} s`);
  console.log(`node dist/bff/main.js (already built) to first 200 on /api/health: ${fmt(nodeStart / 1000, 2)} s`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
