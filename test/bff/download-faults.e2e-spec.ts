import request from 'supertest';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { DOWNLOAD_FAILED } from '../../bff/common/streamed-file';
import { FaultProxy } from '../support/fault-proxy';
import { allMessages, type OpenedMessage } from '../support/messages-api';
import { Browser, signedIn, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** A download whose platform stream breaks: never a cut-short file that looks whole, never a stopped portal. */
describe('downloads when the platform breaks off', () => {
  let sandbox: RunningSandbox;
  let proxy: FaultProxy;
  let portal: Portal;
  let amelia: Browser;
  let url: string;

  beforeAll(async () => {
    sandbox = await startSandboxPlatform({ port: 0 });
    proxy = new FaultProxy(sandbox.origin);
    portal = await startPortal({ platformUrl: `${await proxy.start()}/resourceful` });
    amelia = await signedIn(portal.server, 'amelia');
    for (const m of await allMessages(amelia)) {
      const opened = (await amelia.get(`/api/messages/${m.id}`).expect(200)).body as OpenedMessage;
      const a = opened.attachments[0];
      if (!a) continue;
      const whole = await amelia
        .get(a.downloadUrl)
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      if (whole.status === 200 && (whole.body as Buffer).length > 200) {
        url = a.downloadUrl;
        break;
      }
    }
    expect(url).toBeDefined();
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await proxy.close();
    await sandbox.close();
  });
  afterEach(() => (proxy.rules = []));

  it('cuts the connection when the file breaks off part-way, so the browser sees a failed download', async () => {
    proxy.rules = [{ match: /^GET .*\/docnote\/files\//, cutAfterBytes: 100 }];
    const outcome = await amelia
      .get(url)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
        res.on('error', (e) => cb(e, null));
      })
      .then(
        (res) => ({ complete: true, bytes: (res.body as Buffer).length }),
        () => ({ complete: false, bytes: 0 }),
      );
    expect(outcome.complete).toBe(false);
    await request(portal.server).get('/api/health/live').expect(200);
  });

  it("answers 502 in words, without the file's headers, when the file breaks off before its first byte", async () => {
    proxy.rules = [{ match: /^GET .*\/docnote\/files\//, cutAfterBytes: 0 }];
    const res = await amelia.get(url);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ message: DOWNLOAD_FAILED, requestId: expect.any(String) });
    expect(res.headers['content-disposition']).toBeUndefined();
    await request(portal.server).get('/api/health/live').expect(200);
  });
});
