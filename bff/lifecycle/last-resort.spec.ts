import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import { installLastResort, LAST_RESORT_MESSAGE } from './last-resort';
import { requestContext } from './request-context';

/** A server whose requests run in the portal's request context; `work` breaks the request as a test says. */
async function serve(
  work: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const context = requestContext((res) => res.locals?.requestId as string | undefined);
  const server = createServer((req, res) => {
    (res as unknown as { locals: Record<string, unknown> }).locals = { requestId: 'req-0001-abcd' };
    context(req, res, () => work(req, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

describe('the process-level last resort', () => {
  const proc = new EventEmitter();
  const logged: string[] = [];
  const exits: number[] = [];
  let uninstall: () => void;
  let server: Server | undefined;
  beforeEach(() => {
    logged.length = 0;
    exits.length = 0;
    uninstall = installLastResort({ proc, log: { error: (m) => logged.push(m) }, exit: (c) => exits.push(c) });
  });
  afterEach(async () => {
    uninstall();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
  });

  it('answers 500 with the request id to the request an unheard error broke, logs it, and keeps the process', async () => {
    // The error surfaces from the request body's stream events, long after the handler returned.
    let url: string;
    ({ server, url } = await serve((req) => {
      req.on('data', () => undefined);
      req.on('end', () => setImmediate(() => proc.emit('uncaughtException', new Error('Unexpected end of form'))));
    }));
    const res = await fetch(url, { method: 'POST', body: 'x'.repeat(100_000) });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      statusCode: 500,
      message: LAST_RESORT_MESSAGE,
      requestId: 'req-0001-abcd',
    });
    expect(logged).toEqual([
      expect.stringMatching(/^Unhandled error in request req-0001-abcd: Error: Unexpected end of form/),
    ]);
    expect(exits).toEqual([]);
  });

  it('cuts the connection of an answer already under way, so a cut-short answer never looks whole', async () => {
    let url: string;
    ({ server, url } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write('part of a file');
      setImmediate(() => proc.emit('uncaughtException', new Error('read failed')));
    }));
    const res = await fetch(url);
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(logged[0]).toMatch(/req-0001-abcd/);
  });

  it('logs a rejection nobody awaited, with its request, and never ends the process', async () => {
    let url: string;
    ({ server, url } = await serve(() => setTimeout(() => proc.emit('unhandledRejection', new Error('lost')), 5)));
    expect((await fetch(url)).status).toBe(500);
    proc.emit('unhandledRejection', new Error('outside'));
    expect(logged).toEqual([
      expect.stringMatching(/^Unhandled rejection in request req-0001-abcd: Error: lost/),
      expect.stringMatching(/^Unhandled rejection: Error: outside/),
    ]);
    expect(exits).toEqual([]);
  });

  it('stops the process on an error that belongs to no request, after logging it', () => {
    proc.emit('uncaughtException', new Error('timer broke'));
    expect(logged).toEqual([
      expect.stringMatching(/^Unhandled error outside any request; stopping: Error: timer broke/),
    ]);
    expect(exits).toEqual([1]);
  });
});
