import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandboxPlatform, type RunningSandbox } from '../adapters/sandbox-platform/sandbox-server';
import { jsonOf, portal } from './testing/run-portal';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('portal sandbox outbox', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
  });
  afterAll(() => sb.close());

  it('says when nothing has been sent yet', async () => {
    const run = await portal(['sandbox', 'outbox', '--platform-url', sb.url]);
    expect(run).toEqual({ code: 0, stdout: `No codes sent yet by the sandbox at ${sb.origin}.\n`, stderr: '' });
  });

  it("shows farah's code after her sign-in is replayed", async () => {
    expect((await portal(['login', 'replay', 'farah', '--platform-url', sb.url])).code).toBe(0);

    const run = await portal(['sandbox', 'outbox', '--platform-url', sb.url]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`Last code sent to each user by the sandbox at ${sb.origin}`);
    expect(lines[1]).toMatch(/^ {2}username +kind +channel +target +code +sent at$/);
    expect(lines[2]).toMatch(/^ {2}farah@client +mfa +sms +\+447700904321 +123456 +\d{4}-\d\d-\d\dT/);

    const json = await portal(['sandbox', 'outbox', '--json'], { PLATFORM_URL: sb.url });
    expect(jsonOf(json)).toEqual({
      sandbox: sb.origin,
      ok: true,
      codes: [
        {
          username: 'farah@client',
          kind: 'mfa',
          channel: 'sms',
          target: '+447700904321',
          code: '123456',
          sentAt: expect.any(String),
        },
      ],
      error: null,
    });
  });

  it("reads the running portal's sandbox on SANDBOX_PORT when no URL is given", async () => {
    const run = await portal(['sandbox', 'outbox', '--json'], { SANDBOX_PORT: new URL(sb.origin).port });
    expect(jsonOf(run).sandbox).toBe(sb.origin);
  });

  it('exits 1 with a clear message when no sandbox answers', async () => {
    const port = await closedPort();
    const run = await portal(['sandbox', 'outbox'], { SANDBOX_PORT: String(port) });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `No sandbox platform answered at http://127.0.0.1:${port}. Start the portal with npm start, or pass --platform-url.\n`,
    });

    const json = await portal([
      'sandbox',
      'outbox',
      '--json',
      '--platform-url',
      `http://127.0.0.1:${port}/resourceful`,
    ]);
    expect(json.code).toBe(1);
    expect(jsonOf(json)).toMatchObject({ ok: false, codes: [], error: { code: 'unavailable' } });
    expect(json.stderr).toContain(`No sandbox platform answered at http://127.0.0.1:${port}.`);
  });

  it('says so when the server that answers is not a sandbox', async () => {
    const server = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const run = await portal(['sandbox', 'outbox', '--platform-url', `${origin}/resourceful`]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`The server at ${origin} is not a sandbox platform: it has no /sandbox/outbox.\n`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
