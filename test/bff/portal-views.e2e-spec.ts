import { PortalViewRecorder } from '../../bff/portal-views/portal-view.recorder';
import { PortalViewsPort } from '../../application/ports/portal-views.port';
import { OPENED_PORTAL } from '../../domain/audit/portal-views';
import { allMessages, type OpenedMessage } from '../support/messages-api';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { AMELIA } from '../support/signing-api';
import { itemAt, last } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const URL = '/api/portal-views';
interface Entry {
  id: string;
  at: string;
  adviserName: string;
  adviserUserId: number;
  action: string;
  what: string;
  previewMode: boolean;
}

/** 'Who has viewed my portal': every adviser view of a client's portal is logged for that client alone. */
describe('portal views (the audited view-as log)', () => {
  let portal: Portal;
  let recorder: PortalViewRecorder;
  const settled = () => Promise.all([...recorder.inFlight]);
  const log = async (b: Browser, before?: string) =>
    (
      await b
        .get(URL)
        .query(before ? { before } : {})
        .expect(200)
    ).body as { entries: Entry[]; next: string | null };

  beforeAll(async () => {
    portal = await startPortal();
    recorder = portal.app.get(PortalViewRecorder);
  });
  afterAll(() => portal.close());

  it('shows amelia the adviser who opened her portal and the message they read and the file they downloaded, newest first', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const before = (await log(amelia)).entries.length;
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const document = (await allMessages(adviser, { folder: 'inbox' })).find(
      (m) => !!(m as { filename?: string | null }).filename,
    )!;
    const opened = (await adviser.get(`/api/messages/${document.id}`).expect(200)).body as OpenedMessage;
    await adviser.get(`/api/messages/${document.id}/document`).buffer(true).expect(200);
    await settled();

    const { entries } = await log(amelia);
    const fresh = entries.slice(0, entries.length - before);
    const filename = (document as { filename?: string }).filename;
    const expected = [`Downloaded ${filename}`, `Read "${opened.subject}"`, OPENED_PORTAL];
    expect(fresh.map((e) => e.what)).toEqual(expected);
    expect(fresh.every((e) => e.adviserName === 'Sarah Whitfield' && e.previewMode === false)).toBe(true);
    expect(Date.parse(itemAt(fresh, 0).at)).toBeGreaterThanOrEqual(Date.parse(last(fresh).at));
  });

  it("names only what amelia may see: an adviser-only file note read or downloaded is 'a document in your file' (issue 21)", async () => {
    const SUBJECT = 'File note: call with Amelia about retirement income';
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const note = (await allMessages(adviser)).find((m) => m.subject === SUBJECT)!;
    expect(note).toMatchObject({ adviserOnly: true });
    // A file on the note, in this portal's own sandbox: its name must not reach amelia's log either.
    const platformNote = portal.sandbox!.state.messages.find(note.id)!;
    platformNote.attachments.push({
      id: note.id * 100 + 1,
      docnoteId: note.id,
      filename: 'Retirement income cash-flow.pdf',
      mimetype: 'application/pdf',
      createdAt: '2026-01-05T10:00:00.000Z',
      bytes: () => Buffer.from('%PDF-1.4'),
    });

    const opened = (await adviser.get(`/api/messages/${note.id}`).expect(200)).body as OpenedMessage;
    await adviser.get(itemAt(opened.attachments, 0).downloadUrl).buffer(true).expect(200);
    await settled();

    const amelia = await signedIn(portal.server, 'amelia');
    await amelia.get(`/api/messages/${note.id}`).expect(404);
    const { entries } = await log(amelia);
    expect(entries.slice(0, 3).map((e) => e.what)).toEqual([
      'Downloaded a document in your file',
      'Read a document in your file',
      OPENED_PORTAL,
    ]);
    const text = JSON.stringify(entries);
    for (const secret of [SUBJECT, 'File note', 'retirement income', 'Retirement income cash-flow.pdf'])
      expect(text).not.toContain(secret);
  });

  it("keeps one client's log from another: ben sees nothing of amelia's", async () => {
    const ben = await signedIn(portal.server, 'ben');
    expect((await log(ben)).entries.some((e) => e.what === OPENED_PORTAL)).toBe(false);
  });

  it('refuses every adviser the log, even with the client in context, and anyone signed out', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await adviser.get(URL).expect(403);
    await chooseClient(adviser, AMELIA);
    await adviser.get(URL).expect(403);
    await (await signedIn(portal.server, 'adviser2', 'adviser')).get(URL).expect(403);
    await new Browser(portal.server).get(URL).expect(401);
  });

  it('pages the log 20 at a time with a cursor, and refuses a malformed one', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    for (let i = 0; i < 22; i++) await chooseClient(adviser, AMELIA);
    await settled();
    const amelia = await signedIn(portal.server, 'amelia');
    const first = await log(amelia);
    expect(first.entries).toHaveLength(20);
    const second = await log(amelia, first.next!);
    expect(second.entries.length).toBeGreaterThan(0);
    const order = (id: string): [number, number] => {
      const parts = id.split('-').map(Number);
      return [itemAt(parts, 0), itemAt(parts, 1)];
    };
    const [lastMs, lastSeq] = order(itemAt(first.entries, 19).id);
    const [nextMs, nextSeq] = order(itemAt(second.entries, 0).id);
    expect(nextMs < lastMs || (nextMs === lastMs && nextSeq < lastSeq)).toBe(true);
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(
      first.entries.length + second.entries.length,
    );
    await amelia.get(URL).query({ before: 'not-a-cursor' }).expect(400);
  });

  it("never fails or holds up the adviser's request when the log fails or hangs", async () => {
    const port = portal.app.get(PortalViewsPort);
    const original = port.record.bind(port);
    try {
      port.record = () => Promise.reject(new Error('store down'));
      const adviser = await signedIn(portal.server, 'adviser', 'adviser');
      await chooseClient(adviser, AMELIA);
      await adviser.get('/api/messages/folders').expect(200);
      await settled();
      port.record = () => new Promise(() => undefined);
      const started = Date.now();
      await chooseClient(adviser, AMELIA);
      expect(Date.now() - started).toBeLessThan(400);
      await settled();
    } finally {
      port.record = original;
    }
  });
});
