import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

/** Closed-loop load from its own thread: `concurrency` keep-alive connections, each sending as soon as it has an answer. */
async function run(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const start = Date.now();
  const measureFrom = start + job.warmupMs;
  const end = measureFrom + job.durationMs;

  const once = () =>
    new Promise<number>((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = request(job.url, { agent, headers: job.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? Number(process.hrtime.bigint() - t0) / 1e6 : -1));
      });
      req.on('error', () => resolve(-1));
      req.end();
    });

  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (Date.now() < end) {
        const ms = await once();
        if (Date.now() < measureFrom) continue;
        if (ms < 0) errors++;
        else latencies.push(ms);
      }
    }),
  );
  agent.destroy();
  return { requests: latencies.length, errors, seconds: job.durationMs / 1000, latenciesMs: latencies };
}

if (parentPort) {
  void run(workerData as LoadJob).then((r) => parentPort!.postMessage(r));
}
