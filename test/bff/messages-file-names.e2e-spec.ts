import { PortalViewRecorder } from '../../bff/portal-views/portal-view.recorder';
import type { SandboxAttachment } from '../../adapters/sandbox-platform/data/messages/docnote-records';
import { AMELIA } from '../support/assets-api';
import { allMessages, type OpenedMessage } from '../support/messages-api';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { present } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;

const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Reads a download whole, whatever its type. */
const whole = (b: Browser, url: string) =>
  b
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });

/**
 * File names from the platform (issue 21, item 4): a name with a right-to-left override, quotes, CR/LF, ';' or
 * non-ASCII reaches the API answer normalised, and a download of it is an attachment with a safe RFC 6266 header,
 * never sniffed and never served as something a browser would run, whatever type the platform claims.
 */
describe('file names and types the platform sends', () => {
  let portal: Portal;
  let amelia: Browser;
  let adviser: Browser;
  let noteId: number;

  /** Files the platform holds on one of amelia's documents (added to this portal's own sandbox only). */
  const PLATFORM_FILES: { filename: string; mimetype: string }[] = [
    { filename: 'invoice\u202efdp.hta', mimetype: 'text/html' },
    { filename: 'He said "sell"; now.svg', mimetype: 'image/svg+xml' },
    { filename: 'a.pdf\r\nSet-Cookie: sid=evil', mimetype: 'application/javascript' },
    { filename: 'Zürich 東京 €.js', mimetype: 'text/javascript' },
    { filename: 'page.xhtml', mimetype: 'application/xhtml+xml' },
    { filename: 'feed.xml', mimetype: 'text/xml' },
  ];

  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    noteId = (await allMessages(amelia)).find((m) => m.subject === 'Your quarterly valuation report')!.id;
    const note = portal.sandbox!.state.messages.find(noteId)!;
    PLATFORM_FILES.forEach(({ filename, mimetype }, i) => {
      const attachment: SandboxAttachment = {
        id: noteId * 100 + 50 + i,
        docnoteId: noteId,
        filename,
        mimetype,
        createdAt: '2026-01-05T10:00:00.000Z',
        bytes: () => Buffer.from('<script>alert(document.cookie)</script>'),
      };
      note.attachments.push(attachment);
    });
  }, 60_000);
  afterAll(() => portal.close());

  it('gives the names normalised in the message answer, to the client and the adviser', async () => {
    for (const b of [amelia, adviser]) {
      const m = (await b.get(`/api/messages/${noteId}`).expect(200)).body as OpenedMessage;
      const names = m.attachments.map((a) => a.filename);
      expect(names).toEqual(
        expect.arrayContaining([
          'invoicefdp.hta',
          'He said "sell"; now.svg',
          'a.pdfSet-Cookie: sid=evil',
          'Zürich 東京 €.js',
        ]),
      );
      for (const name of names) expect(name).not.toMatch(BIDI);
      expect(JSON.stringify(m)).not.toMatch(/\\u202e|\u202e|\\r|\\n/);
    }
  });

  it('serves every one as an attachment with a safe RFC 6266 name, nosniff, and never a type a browser would run', async () => {
    const m = (await amelia.get(`/api/messages/${noteId}`).expect(200)).body as OpenedMessage;
    const served = m.attachments.filter((a) => a.id >= noteId * 100 + 50);
    expect(served).toHaveLength(PLATFORM_FILES.length);
    const dispositions: string[] = [];
    for (const a of served) {
      const res = await whole(amelia, a.downloadUrl).expect(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['set-cookie']).toBeUndefined();
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(
        /^attachment; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/,
      );
      expect(
        decodeURIComponent(present(/filename\*=UTF-8''(.+)$/.exec(disposition)![1], 'the encoded file name')),
      ).toBe(a.filename);
      dispositions.push(disposition);
      expect((res.body as Buffer).toString()).toContain('<script>');
    }
    expect(dispositions[0]).toBe(`attachment; filename="invoicefdp.hta"; filename*=UTF-8''invoicefdp.hta`);
    expect(dispositions[1]).toBe(
      `attachment; filename="He said _sell__ now.svg"; filename*=UTF-8''He%20said%20%22sell%22%3B%20now.svg`,
    );
    expect(dispositions[3]).toBe(
      `attachment; filename="Z_rich __ _.js"; filename*=UTF-8''Z%C3%BCrich%20%E6%9D%B1%E4%BA%AC%20%E2%82%AC.js`,
    );
  });

  it("names the file in the adviser's download entry of 'Who has viewed my portal' as it was served", async () => {
    const m = (await adviser.get(`/api/messages/${noteId}`).expect(200)).body as OpenedMessage;
    await whole(adviser, m.attachments.find((a) => a.filename === 'invoicefdp.hta')!.downloadUrl).expect(200);
    await Promise.all([...portal.app.get(PortalViewRecorder).inFlight]);
    const entries = (await amelia.get('/api/portal-views').expect(200)).body.entries as { what: string }[];
    expect(entries.map((e) => e.what)).toContain('Downloaded invoicefdp.hta');
    for (const e of entries) expect(e.what).not.toMatch(BIDI);
  });
});
