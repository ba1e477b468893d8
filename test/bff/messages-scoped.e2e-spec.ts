import { Logger } from '@nestjs/common';
import { batchReply, sentItems } from '../../adapters/platform-http/testing/batch-exchange';
import type { StubPlatform, StubRequest } from '../../adapters/platform-http/testing/stub-platform';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { call, signIn } from '../../adapters/sandbox-platform/testing/sandbox-test-client';
import { AMELIA } from '../support/assets-api';
import { faultyPlatform, type FaultyPlatformMode } from '../support/faulty-platform';
import type { MessageList } from '../support/messages-api';
import { chooseClient, signedIn, startPortal, type Browser } from '../support/portal-harness';

/** A client of the same adviser whose documents must never show under amelia. */
const DMITRI = 10004;

/**
 * Defence in depth (issue 22, item 14): a platform that ignores the entity filter of the docnote list (a name
 * or form it does not know is ignored, not refused) answers documents of other clients; the portal shows
 * none of them and logs what it dropped.
 */
describe('the message list never shows another client’s documents, whatever the platform answers', () => {
  let sandbox: RunningSandbox;
  let platform: StubPlatform & { state: { mode: FaultyPlatformMode } };
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let adviser: Browser;
  let ameliaRows: { id: number; entity_ids: number[] }[];
  let dmitriRow: { id: number; entity_ids: number[] };

  beforeAll(async () => {
    sandbox = await startSandboxPlatform({ port: 0 });
    platform = await faultyPlatform(sandbox);
    portal = await startPortal({ platformUrl: platform.baseUrl });
    adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const token = await signIn(sandbox, 'adviser');
    ameliaRows = (
      await call(
        sandbox,
        'GET',
        `docnote-v2?page_size=5&session_info=1&doctype.0=Valuation Report&entity_ids.0=${AMELIA}`,
        { token },
      )
    ).body;
    [dmitriRow] = (
      await call(sandbox, 'GET', `docnote-v2?page_size=1&session_info=1&entity_ids.0=${DMITRI}`, { token })
    ).body;
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await platform.close();
    await sandbox.close();
  });
  afterEach(() => {
    platform.state.mode = 'pass';
    jest.restoreAllMocks();
  });

  it("drops a docnote of another client that the platform slipped into amelia's list, and logs it", async () => {
    expect(ameliaRows.length).toBeGreaterThan(0);
    expect(dmitriRow.entity_ids).toEqual([DMITRI]);
    // The platform ignores entity_ids: amelia's documents and one of dmitri's, as one short page, whether the
    // list is asked alone or its pages in a batch (each page answered alike).
    const slipped = [...ameliaRows, dmitriRow];
    const pages = (req: StubRequest) => req.method === 'POST' && req.url.endsWith('?goal=docnote-pages');
    platform.state.mode = (req) =>
      req.method === 'GET' && /\/docnote-v2\?/.test(req.url)
        ? { status: 200, body: slipped }
        : pages(req)
          ? batchReply(req, () => ({ body: slipped }))
          : undefined;
    const warnings: string[] = [];
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((...args: unknown[]) => void warnings.push(String(args[0])));

    const list = (await adviser.get('/api/messages').expect(200)).body as MessageList;
    expect(list.items.map((m) => m.id)).toEqual(ameliaRows.map((r) => r.id));
    expect(list.items.some((m) => m.id === dmitriRow.id)).toBe(false);
    const asked = platform.requests.filter(pages).at(-1)!;
    expect(sentItems(asked).map((item) => [item.url, item.body?.entity_ids])).toEqual([
      ['/resourceful/docnote-v2', [AMELIA]],
      ['/resourceful/docnote-v2', [AMELIA]],
    ]);
    expect(warnings.join('\n')).toMatch(
      new RegExp(`docnote-v2 list: 1 of ${ameliaRows.length + 1} rows dropped, for ${DMITRI}, not among those asked`),
    );
    // Opening it by id is the platform's own refusal: the adviser's portal view has no way to it either.
    platform.state.mode = 'pass';
    await adviser.get(`/api/messages/${dmitriRow.id}`).expect(404);
  });
});
