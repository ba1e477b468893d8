import { createMessagesHttpAdapter } from './messages-http.adapter';
import { batchReply, listeningLog, sentItems, type ItemReply, type SentItem } from './testing/batch-exchange';
import { startStubPlatform, type StubPlatform, type StubRequest } from './testing/stub-platform';
import { first, itemAt } from '../../domain/shared/present';

/**
 * Two docnote-v2 pages in one round trip (listDocNotePages): a dependent batch whose second request takes its
 * page_bookmark from the first page's last row, `{result=page-0:$[19].bookmark}` (public evidence: cl-xplan-api
 * Documentation/api/Batched Requests.md). The stub platform resolves the reference as the documentation
 * describes; what the adapter sends and what it makes of each answer is checked. No sandbox takes part.
 */
type Row = Record<string, unknown>;

const AMELIA = 10001;
const cred = { token: 'tok-1' };
const PAGE = 20;
/** A bookmark holding '=', '+' and '/', as the platform's do: it travels in the JSON body as it is. */
const bookmarkOf = (id: number) => `b/${id}+=`;
const docnote = (id: number, entity = AMELIA): Row => ({
  id,
  subject: `Message ${id}`,
  created_date: '2026-01-02T09:00:00Z',
  entity_ids: [entity],
  doctype: 'Secure Message',
  bookmark: bookmarkOf(id),
});

/** The docnotes newest first; a request's page starts after the row whose bookmark it names. */
function answer(notes: Row[], req: StubRequest, override: (item: SentItem) => ItemReply | undefined = () => undefined) {
  const done = new Map<string, { code: number; rows?: Row[] }>();
  return batchReply(req, (item) => {
    const reply = ((): ItemReply => {
      const given = override(item);
      if (given) return given;
      let bookmark = item.body?.page_bookmark as string | undefined;
      const ref = bookmark && /^\{result=([^:}]+):\$\[(\d+)\]\.bookmark\}$/.exec(bookmark);
      if (ref) {
        const earlier = done.get(itemAt(ref, 1));
        if (!earlier || earlier.code !== 200)
          return { code: 424, body: { api_message: 'the request referred to failed' } };
        const row = earlier.rows![Number(ref[2])];
        if (!row) return { code: 400, body: { api_message: 'finds nothing to use' } };
        bookmark = String(row.bookmark);
      }
      const start = bookmark ? notes.findIndex((n) => n.bookmark === bookmark) + 1 : 0;
      return { body: notes.slice(start, start + Number(item.body?.page_size)) };
    })();
    done.set(item.name, { code: reply.code ?? 200, rows: reply.body as Row[] });
    return reply;
  });
}

describe('listDocNotePages: pages in one dependent batch', () => {
  let stub: StubPlatform;
  let notes: Row[];
  let override: (item: SentItem) => ItemReply | undefined;
  beforeAll(async () => {
    stub = await startStubPlatform((req) =>
      req.method === 'POST' && req.url === '/resourceful?goal=docnote-pages'
        ? answer(notes, req, override)
        : { status: 404, body: { api_message: 'not recorded' } },
    );
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    override = () => undefined;
  });

  const read = async (bookmark: string | null = null) => {
    const log = listeningLog();
    const pages = await createMessagesHttpAdapter({ baseUrl: stub.baseUrl }, log).listDocNotePages(
      {
        credential: cred,
        pageSize: PAGE,
        sort: '-created_date',
        entityIds: [AMELIA],
        readState: true,
        includeRead: false,
        bookmark,
      },
      2,
    );
    return { pages: pages.map((p) => ({ ids: p.items.map((n) => n.id), next: p.nextBookmark })), log };
  };
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i);

  it("sends both pages' parameters in their bodies, the second's bookmark a reference to the first page's last row", async () => {
    notes = ids(50, 50).map((id) => docnote(id));
    const { pages } = await read(bookmarkOf(51));
    expect(stub.requests).toHaveLength(1);
    const parameters = {
      page_size: PAGE,
      page_sort: '-created_date',
      entity_ids: [AMELIA],
      firstread: { include_read_notes: 0 },
      session_info: 1,
    };
    expect(sentItems(first(stub.requests))).toEqual([
      {
        name: 'page-0',
        method: 'GET',
        url: '/resourceful/docnote-v2',
        body: { ...parameters, page_bookmark: 'b/51+=' },
        omit_results_on_success: false,
      },
      {
        name: 'page-1',
        method: 'GET',
        url: '/resourceful/docnote-v2',
        body: { ...parameters, page_bookmark: '{result=page-0:$[19].bookmark}' },
        omit_results_on_success: false,
      },
    ]);
    expect(pages).toEqual([
      { ids: ids(50, 20), next: bookmarkOf(31) },
      { ids: ids(30, 20), next: bookmarkOf(11) },
    ]);
  });

  it('gives the first page alone when it ends the list; the second, whose reference found nothing, is not read', async () => {
    notes = ids(15, 15).map((id) => docnote(id));
    const { pages, log } = await read();
    expect(pages).toEqual([{ ids: ids(15, 15), next: null }]);
    expect(log.lines).toEqual([]);
  });

  it('gives the pages read before a failed one, for the caller to read on from the last bookmark', async () => {
    notes = ids(50, 50).map((id) => docnote(id));
    override = (item) =>
      item.name === 'page-1'
        ? { code: 500, text: '<html>Internal Server Error</html>', headers: { 'Content-Type': 'text/html' } }
        : undefined;
    const { pages, log } = await read();
    expect(pages).toEqual([{ ids: ids(50, 20), next: bookmarkOf(31) }]);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^warn request -: batch docnote-pages item page-1 answered 500: the list is read on from there with a call of its own$/,
      ),
    ]);
  });

  it("fails with the first page's error", async () => {
    notes = [];
    override = (item) =>
      item.name === 'page-0'
        ? { code: 403, body: { api_message: 'Permission Error: docnotes', user_message: null } }
        : undefined;
    await expect(read()).rejects.toMatchObject({ code: 'forbidden', status: 403 });
  });

  it("drops and logs another entity's docnotes on either page, and keeps paging by the platform's rows", async () => {
    notes = ids(40, 40).map((id) => docnote(id, id === 35 || id === 12 ? 99999 : AMELIA));
    const { pages, log } = await read();
    expect(pages).toEqual([
      { ids: ids(40, 20).filter((id) => id !== 35), next: bookmarkOf(21) },
      { ids: ids(20, 20).filter((id) => id !== 12), next: bookmarkOf(1) },
    ]);
    expect(log.lines).toHaveLength(2);
    expect(
      log.lines.every((l) =>
        /docnote-v2 list: 1 of 20 rows dropped, for 99999, not among those asked \(10001\)$/.test(l),
      ),
    ).toBe(true);
  });
});
