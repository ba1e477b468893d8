import { Agent, request as httpRequest } from 'node:http';
import { startSandboxPlatform, RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { FaultProxy } from '../support/fault-proxy';
import { Browser, PASSWORD, sessionCookie, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** One keep-alive GET; resolves with the status, or the error code when the request failed. */
function get(agent: Agent, port: number, path: string, cookie: string): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { Cookie: cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

describe('graceful shutdown under keep-alive load', () => {
  let sandbox: RunningSandbox;
  let proxy: FaultProxy;
  let portal: Portal;

  beforeAll(async () => {
    sandbox = await startSandboxPlatform({ port: 0 });
    proxy = new FaultProxy(sandbox.origin);
    portal = await startPortal({ platformUrl: `${await proxy.start()}/resourceful`, shutdownGraceMs: 5_000 });
  });
  afterAll(async () => {
    await portal.close();
    await proxy.close();
    await sandbox.close();
  });

  it('answers every request it accepted, slow ones included, then stops', async () => {
    const b = new Browser(portal.server);
    const cookie = sessionCookie(
      await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD }),
    )!;
    await new Promise<void>((resolve) => portal.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    const server = portal.app.getHttpServer();
    const { port } = server.address() as { port: number };

    let accepted = 0;
    let finished = 0;
    server.on('request', (_req: unknown, res: NodeJS.EventEmitter) => {
      accepted++;
      res.once('finish', () => finished++);
    });
    // Platform reads take 300 ms, so slow requests are in flight when the shutdown starts.
    proxy.rules = [{ match: /^GET /, delayMs: 300 }];

    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const results: Array<{ status?: number; error?: string }> = [];
    let stopping = false;
    const loop = async (path: string) => {
      for (let i = 0; i < 10_000; i++) {
        const r = await get(agent, port, path, cookie);
        results.push(r);
        if (r.error || stopping) return;
      }
    };
    const loops = [...Array(12)].map((_, i) => loop(i % 3 === 0 ? '/api/capabilities' : '/api/session'));
    // Under load for at least a second and 100 requests, however slow the machine.
    const loaded = Date.now();
    while (Date.now() - loaded < 1_000 || (accepted <= 100 && Date.now() - loaded < 20_000))
      await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const shutdown = portal.shutdown();
    stopping = true;
    await Promise.all(loops);
    await shutdown;
    agent.destroy();

    const answered = results.filter((r) => r.status !== undefined);
    expect(accepted).toBeGreaterThan(100);
    // Every request the server accepted was answered in full, and the client received every answer.
    expect(finished).toBe(accepted);
    expect(answered.length).toBe(accepted);
    expect(answered.filter((r) => r.status !== 200)).toEqual([]);
    // What failed had never reached the server: new connections refused after the stop.
    expect(results.filter((r) => r.error && r.error !== 'ECONNREFUSED')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.listening).toBe(false);
  }, 30_000);
});
