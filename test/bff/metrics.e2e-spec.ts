import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PortalMetrics } from '../../bff/observability/portal-metrics';
import { Browser, PASSWORD, signedIn, startPortal } from '../support/portal-harness';
import { rawSignIn } from '../support/raw-http';
import { present } from '../../domain/shared/present';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, as far as a scrape needs reading: one sample a line, comments skipped. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[present(label[1], 'a label name')] = present(label[2], 'a label value').replace(/\\(.)/g, '$1');
    samples.push({ name: present(m[1], 'a metric name'), labels, value: Number(m[3]) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
const sum = (samples: Sample[]) => samples.reduce((total, s) => total + s.value, 0);

describe('Prometheus metrics on METRICS_PORT', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal({ metricsPort: 0 });
  });
  afterAll(() => portal.close());

  async function scrape(): Promise<Sample[]> {
    const res = await fetch(portal.metricsUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return parseMetrics(await res.text());
  }

  it('measures a signed-in page read by its route and status, its platform calls, and the process', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    await amelia.get('/api/dashboard/summary').expect(200);

    const samples = await scrape();
    const page = find(samples, 'portal_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/dashboard/summary',
      status: '200',
    });
    expect(sum(page)).toBe(1);
    const buckets = find(samples, 'portal_http_request_duration_seconds_bucket', {
      route: '/api/dashboard/summary',
      status: '200',
      le: '+Inf',
    });
    expect(sum(buckets)).toBe(1);
    expect(
      sum(
        find(samples, 'portal_http_request_duration_seconds_count', {
          method: 'POST',
          route: '/api/auth/login',
          status: '200',
        }),
      ),
    ).toBe(1);

    expect(
      sum(
        find(samples, 'portal_platform_call_duration_seconds_count', {
          entry_point: 'auth/login',
          method: 'POST',
          outcome: 'ok',
        }),
      ),
    ).toBe(1);
    expect(find(samples, 'portal_platform_call_duration_seconds_count', { outcome: 'ok' }).length).toBeGreaterThan(3);
    expect(find(samples, 'portal_platform_circuit_state', { state: 'closed' })).toEqual([
      expect.objectContaining({ value: 1 }),
    ]);
    expect(find(samples, 'portal_platform_circuit_state', { state: 'open' })).toEqual([
      expect.objectContaining({ value: 0 }),
    ]);
    expect(sum(find(samples, 'portal_session_store_duration_seconds_count', { operation: 'get' }))).toBeGreaterThan(0);
    expect(sum(find(samples, 'portal_session_store_errors_total'))).toBe(0);
    expect(find(samples, 'portal_upload_bytes_in_flight')).toEqual([expect.objectContaining({ value: 0 })]);

    // Node's default process metrics.
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect({ name, present: find(samples, name).length > 0 }).toEqual({ name, present: true });
    }
  });

  it('labels by route pattern, never by the URL: ids, refused requests and unknown paths alike', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    await amelia.get('/api/clients/98765');
    await request(portal.server).post('/api/auth/logout').expect(403);
    await request(portal.server).get('/api/no-such-thing/12345').expect(404);

    const samples = await scrape();
    const routes = new Set(find(samples, 'portal_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect(routes).toContain('/api/clients/:clientId');
    expect(
      sum(
        find(samples, 'portal_http_request_duration_seconds_count', {
          method: 'POST',
          route: '/api/auth/logout',
          status: '403',
        }),
      ),
    ).toBe(1);
    expect(routes).toContain('/api/(unmatched)');
    expect([...routes].filter((r) => r !== undefined && /\d/.test(r))).toEqual([]);
  });

  it('counts throttling refusals by limit', async () => {
    const b = new Browser(portal.server);
    // Five messages per account in 15 minutes: the sixth is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await b.post('/api/auth/forgot-username', { email: 'nobody-metrics@example.com', dob: '1980-01-01' })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    const samples = await scrape();
    expect(find(samples, 'portal_throttle_refusals_total')).toEqual([
      expect.objectContaining({ labels: { limit: 'code-send:account' }, value: 1 }),
    ]);
    expect(
      sum(
        find(samples, 'portal_http_request_duration_seconds_count', {
          route: '/api/auth/forgot-username',
          status: '429',
        }),
      ),
    ).toBe(1);
  });

  it('counts the bytes of an upload in flight while it arrives, and none once its answer has gone', async () => {
    const server = portal.server as unknown as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const session = await rawSignIn(base, 'amelia', PASSWORD);
    const boundary = 'metrics-upload-boundary-5e1';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nIn flight\r\n--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nAttached.\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="flight.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const inFlight = async () => sum(find(await scrape(), 'portal_upload_bytes_in_flight'));

    const req = httpRequest(`${base}/api/messages`, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
    req.write(Buffer.concat([head, Buffer.alloc(100_000, 0x20)]));
    // The server reads what was sent as it arrives: wait for it to count it, scrape by scrape (no timer).
    let seen = 0;
    for (let i = 0; i < 500 && seen < head.length; i++) seen = await inFlight();
    expect(seen).toBeGreaterThanOrEqual(head.length);
    req.end(`\r\n--${boundary}--\r\n`);
    expect(await answered).toBe(200);
    expect(await inFlight()).toBe(0);
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(portal.metricsUrl!.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(portal.metricsUrl!, { method: 'POST' })).status).toBe(404);
  });

  it("keeps each portal's metrics its own, and serves none unless METRICS_PORT is set", async () => {
    const other = await startPortal({ metricsPort: 0 });
    const quiet = await startPortal();
    try {
      await request(other.server).get('/api/site-config').expect(200);
      const mine = find(await scrape(), 'portal_http_request_duration_seconds_count', { route: '/api/site-config' });
      const theirs = parseMetrics(await (await fetch(other.metricsUrl!)).text());
      expect(sum(find(theirs, 'portal_http_request_duration_seconds_count', { route: '/api/site-config' }))).toBe(1);
      expect(sum(find(theirs, 'portal_http_request_duration_seconds_count'))).toBe(1);
      expect(sum(mine)).toBe(0);
      expect(quiet.metricsUrl).toBeUndefined();
      expect(quiet.metrics).toBeInstanceOf(PortalMetrics);
    } finally {
      await other.close();
      await quiet.close();
    }
  });
});
