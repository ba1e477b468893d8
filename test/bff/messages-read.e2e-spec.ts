import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AMELIA } from '../support/assets-api';
import { allMessages, sendForm, type MessageList, type OpenedMessage } from '../support/messages-api';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused } from '../support/refusals';
import { itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** Reading messages and documents (spec 3 §2, §3, §6, §9) and who may. */
describe('messages: folders, list, message, downloads, counts', () => {
  let portal: Portal;
  let amelia: Browser;
  let adviser: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
  }, 60_000);
  afterAll(() => portal.close());

  const list = async (b: Browser, query: Record<string, string | number> = {}) =>
    (await b.get('/api/messages').query(query).expect(200)).body as MessageList;
  const open = async (b: Browser, id: number) => (await b.get(`/api/messages/${id}`).expect(200)).body as OpenedMessage;
  const bySubject = async (b: Browser, subject: string) => (await allMessages(b)).find((m) => m.subject === subject)!;

  describe('GET /api/messages/folders', () => {
    it('gives amelia Inbox, Important, Sent and To be signed, with unread counts matching her lists, and compose', async () => {
      const body = (await amelia.get('/api/messages/folders').expect(200)).body;
      expect(body.folders.map((f: { id: string; name: string; type: string }) => [f.id, f.name, f.type])).toEqual([
        ['inbox', 'Inbox', 'received'],
        ['important', 'Important', 'important'],
        ['sent', 'Sent', 'sent'],
        ['to-be-signed', 'To be signed', 'digitalSignatures'],
      ]);
      const unreadInbox = (await allMessages(amelia)).filter((m) => !m.read).length;
      const unreadImportant = (await allMessages(amelia, { folder: 'important' })).filter((m) => !m.read).length;
      expect(unreadInbox).toBeGreaterThanOrEqual(3); // PERSONAS.md: at least 3 unread
      expect(body.folders[0]).toMatchObject({
        unreadCount: Math.min(unreadInbox, 21),
        unreadDisplay: unreadInbox > 20 ? '(20+)' : `(${unreadInbox})`,
      });
      expect(body.folders[1].unreadCount).toBe(unreadImportant);
      expect(body.folders[3].unreadCount).toBe(
        (await amelia.get('/api/messages/attention').expect(200)).body.toBeSigned,
      );
      expect(body).toMatchObject({
        canCompose: true,
        canReply: true,
        canDownloadAttachments: true,
        downloadNote: null,
        adviserView: false,
        defaultSort: '-created_date',
      });
      expect(body.sortOptions.map((o: { value: string }) => o.value)).toEqual([
        '-created_date',
        'created_date',
        '-reference_date',
        'reference_date',
        'subject',
        '-subject',
      ]);
    });

    it('gives dmitri and erin (Messages level) their folders', async () => {
      for (const who of ['dmitri', 'erin']) {
        const body = (await (await signedIn(portal.server, who)).get('/api/messages/folders').expect(200)).body;
        expect(body.folders.map((f: { id: string }) => f.id)).toEqual(['inbox', 'important', 'sent', 'to-be-signed']);
        expect(body.canCompose).toBe(true);
      }
    });

    it('gives the adviser with amelia no Sent, To be signed or compose; refuses an adviser without a client, adviser2 and anyone signed out', async () => {
      const body = (await adviser.get('/api/messages/folders').expect(200)).body;
      expect(body.folders.map((f: { type: string }) => f.type)).toEqual(['received', 'important']);
      expect(body).toMatchObject({
        canCompose: false,
        canReply: false,
        adviserView: true,
        canDownloadAttachments: true,
      });
      // Unread counts are the client's (spec 3 §6): none for the adviser, who sees each message's read status.
      expect(
        body.folders.map((f: { unreadCount: number | null; unreadDisplay: string }) => [
          f.unreadCount,
          f.unreadDisplay,
        ]),
      ).toEqual([
        [null, ''],
        [null, ''],
      ]);
      await (await signedIn(portal.server, 'adviser', 'adviser')).get('/api/messages/folders').expect(403);
      await new Browser(portal.server).get('/api/messages/folders').expect(401);
      await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get('/api/messages/folders'));
    });
  });

  describe('GET /api/messages', () => {
    it("pages amelia's inbox by 20, newest first, with load more, only her own and never adviser-only", async () => {
      const first = await list(amelia);
      expect([first.items.length, first.pageSize, first.hasMore]).toEqual([20, 20, true]); // PERSONAS.md: 25+ messages
      expect(first.nextCursor).toEqual(expect.any(String));
      // 'Load more' carries on from where the first page ended; the page by number is the same page.
      const second = await list(amelia, { cursor: first.nextCursor! });
      expect(second.items.length).toBeGreaterThan(0);
      expect(second.page).toBe(2);
      expect(await list(amelia, { page: 2 })).toEqual(second);
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
      const dates = first.items.map((m) => m.createdDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.every((m) => m.entityIds.includes(AMELIA) && !m.adviserOnly && !m.clientInitiated)).toBe(true);
      const oldest = await list(amelia, { sort: 'created_date' });
      expect(oldest.items.map((m) => m.createdDate)).toEqual(oldest.items.map((m) => m.createdDate).sort());
    });

    it('filters by subject search, document type and folder; says when nothing matches', async () => {
      const found = await allMessages(amelia, { search: 'VALUATION' });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((m) => /valuation/i.test(m.subject))).toBe(true);
      // The search is literal text: '*' is not a wildcard here.
      const star = await list(amelia, { search: '*' });
      expect([star.items, star.empty]).toEqual([[], 'No messages for current selection']);
      expect((await list(amelia, { search: 'quarterly*report' })).items).toEqual([]);
      await sendForm(amelia, '/api/messages', { subject: 'Fees * 2026 question', body: 'x' }).expect(200);
      expect((await list(amelia, { folder: 'sent', search: 's * 2' })).items.map((m) => m.subject)).toEqual([
        'Fees * 2026 question',
      ]);
      const reports = await allMessages(amelia, { docType: 'Valuation Report' });
      expect(reports.length).toBeGreaterThan(0);
      expect(reports.every((m) => m.documentType === 'Valuation Report')).toBe(true);
      const important = await allMessages(amelia, { folder: 'important' });
      expect(important.length).toBeGreaterThanOrEqual(1);
      expect(important.every((m) => m.important)).toBe(true);
      const sent = await allMessages(amelia, { folder: 'sent' });
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((m) => m.clientInitiated)).toBe(true);
      expect(await list(amelia, { search: 'no subject is like this one' })).toEqual({
        items: [],
        page: 1,
        pageSize: 20,
        hasMore: false,
        nextCursor: null,
        empty: 'No messages for current selection',
      });
    });

    it('shows the adviser the adviser-only file note, marked', async () => {
      await adviser.get('/api/messages').query({ folder: 'sent' }).expect(404); // advisers have no Sent folder
      const note = (await allMessages(adviser)).find((m) => m.subject.startsWith('File note'));
      expect(note).toMatchObject({ adviserOnly: true });
      expect((await allMessages(amelia)).some((m) => m.subject.startsWith('File note'))).toBe(false);
    });

    it('refuses an unknown folder, a sort not offered, and the wrong users', async () => {
      await amelia.get('/api/messages').query({ folder: 'archive' }).expect(404);
      await amelia.get('/api/messages').query({ sort: '-id' }).expect(400);
      await amelia.get('/api/messages').query({ page: 1001 }).expect(400);
      // A cursor is only ever one the list gave: anything else is refused, never passed on to the platform.
      await amelia.get('/api/messages').query({ cursor: 'not a cursor' }).expect(400);
      const forged = Buffer.from(JSON.stringify(['x', 500, 2])).toString('base64url');
      expect((await amelia.get('/api/messages').query({ cursor: forged }).expect(400)).body.message).toMatch(
        /not a place in a message list/,
      );
      await new Browser(portal.server).get('/api/messages').expect(401);
      await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get('/api/messages'));
    });
  });

  describe('GET /api/messages/:id and downloads', () => {
    it('sanitises the body on the server: the data-URI image stays, the script, handlers and javascript: link go', async () => {
      const m = await open(amelia, (await bySubject(amelia, 'Market update with a chart of your portfolio')).id);
      expect(m.body).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Portfolio chart"/);
      expect(m.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(m.body).toContain('href="https://example.com/commentary"');
      expect(m.attachments.map((a) => [a.filename, a.icon])).toEqual([['Portfolio chart.png', 'image']]);
      expect(m).toMatchObject({ canReply: true, replySubject: 'RE: Market update with a chart of your portfolio' });
    });

    it("lets the page show a message body's https images (the sanitiser keeps them) but still no script from elsewhere", async () => {
      const res = await amelia.get('/core/clients/documents-and-messages/');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/img-src 'self' data: https:(;|$)/);
      expect(csp).toContain("script-src 'self';");
    });

    it('streams an attachment with its name and type, to amelia and to the adviser with her in context', async () => {
      const m = await open(amelia, (await bySubject(amelia, 'Your quarterly valuation report')).id);
      const pdf = m.attachments.find((a) => a.filename === 'Valuation report.pdf')!;
      expect(pdf.icon).toBe('pdf');
      for (const b of [amelia, adviser]) {
        const res = await b
          .get(pdf.downloadUrl)
          .buffer(true)
          .parse((r, cb) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => cb(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(res.headers['content-type']).toMatch(/^application\/pdf/);
        expect(res.headers['content-disposition']).toContain('attachment; filename="Valuation report.pdf"');
        expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      }
      const xlsx = m.attachments.find((a) => a.filename === 'Valuation figures.xlsx')!;
      const sheet = await amelia
        .get(xlsx.downloadUrl)
        .buffer(true)
        .parse((r, cb) => {
          r.on('data', () => undefined);
          r.on('end', () => cb(null, null));
        })
        .expect(200);
      expect(sheet.headers['content-type']).toMatch(
        /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/,
      );
    });

    it("answers 404 to a client asking for another client's message or attachment", async () => {
      const dmitri = await signedIn(portal.server, 'dmitri');
      const his = itemAt((await list(dmitri)).items, 0);
      await amelia.get(`/api/messages/${his.id}`).expect(404);
      const m = await open(amelia, (await bySubject(amelia, 'Your quarterly valuation report')).id);
      await dmitri.get(itemAt(m.attachments, 0).downloadUrl).expect(404);
      await dmitri.get(`/api/messages/${m.id}`).expect(404);
      await amelia.get('/api/messages/999999999').expect(404);
      await amelia.get('/api/messages/abc').expect(400);
      await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(`/api/messages/${m.id}`));
      await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(itemAt(m.attachments, 0).downloadUrl));
    });
    it("answers a missing or someone else's message, attachment or signature request with the portal's own text alone, the same for the client and the adviser", async () => {
      const dmitri = await signedIn(portal.server, 'dmitri');
      const his = itemAt((await list(dmitri)).items, 0);
      const mine = itemAt((await list(amelia)).items, 0);
      const cases: [string, string][] = [
        [`/api/messages/${his.id}`, 'No such message.'],
        ['/api/messages/999999999', 'No such message.'],
        [`/api/messages/${his.id}/attachments/5`, 'No such message.'],
        [`/api/messages/${mine.id}/attachments/999`, 'No such attachment.'],
        ['/api/signing/requests/999999/signatories', 'No such signature request.'],
        ['/api/signing/requests/999999/content', 'No such signature request.'],
      ];
      for (const b of [amelia, adviser]) {
        for (const [path, text] of cases) {
          const res = await b.get(path).expect(404);
          expect([path, res.body.message, res.body.apiMessage]).toEqual([path, text, null]);
          expect(JSON.stringify(res.body)).not.toMatch(/docnote|Not found/);
        }
      }
      const read = await amelia.post(`/api/messages/${his.id}/read`);
      expect([read.status, read.body.message, read.body.apiMessage]).toEqual([404, 'No such message.', null]);
    });
  });

  describe('GET /api/messages/unread-count and /api/messages/attention', () => {
    it("counts amelia's unread inbox (21 at most) and her unread important messages and documents to sign", async () => {
      const unread = (await allMessages(amelia)).filter((m) => !m.read).length;
      expect((await amelia.get('/api/messages/unread-count').expect(200)).body).toEqual({
        count: Math.min(unread, 21),
        display: unread > 20 ? '(20+)' : `(${unread})`,
      });
      const importantUnread = (await allMessages(amelia, { folder: 'important' })).filter((m) => !m.read).length;
      const attention = (await amelia.get('/api/messages/attention').expect(200)).body;
      // The sandbox: one request awaiting her signature and one part-signed by ben wait for her; signed, declined and pending ones do not.
      expect(attention).toMatchObject({
        importantUnread,
        toBeSigned: 2,
        importantLink: '/clients/documents-and-messages/?importantOnly=true',
        toBeSignedLink: '/clients/documents-and-messages/?toBeSigned=true',
      });
      expect(attention.importantMessages.map((m: { id: number }) => m.id).sort()).toEqual(
        (await allMessages(amelia, { folder: 'important' }))
          .filter((m) => !m.read)
          .map((m) => m.id)
          .sort(),
      );
      const dues = attention.signatures.map((x: { dueDate: string }) => x.dueDate);
      expect(dues).toEqual([...dues].sort());
      expect(importantUnread).toBeGreaterThanOrEqual(1);
    });

    it('answers dmitri and erin, the adviser (no documents to sign), and refuses adviser2 and anyone signed out', async () => {
      for (const who of ['dmitri', 'erin']) {
        const b = await signedIn(portal.server, who);
        const unread = (await allMessages(b)).filter((m) => !m.read).length;
        expect((await b.get('/api/messages/unread-count').expect(200)).body.count).toBe(Math.min(unread, 21));
        await b.get('/api/messages/attention').expect(200);
      }
      expect((await adviser.get('/api/messages/attention').expect(200)).body).toMatchObject({
        toBeSigned: 0,
        signatures: [],
        importantUnread: null,
        importantMessages: [],
      });
      expect((await adviser.get('/api/messages/unread-count').expect(200)).body).toEqual({ count: null, display: '' });
      // The client's own counts are untouched by the adviser reading: amelia's still match her read state.
      const unread = (await allMessages(amelia)).filter((m) => !m.read).length;
      expect((await amelia.get('/api/messages/unread-count').expect(200)).body.count).toBe(Math.min(unread, 21));
      await new Browser(portal.server).get('/api/messages/unread-count').expect(401);
      await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get('/api/messages/unread-count'));
      await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get('/api/messages/attention'));
    });
  });
});

describe('messages with the site switches preventUserDownloadingAttachment and enableRelatedEntities on', () => {
  let portal: Portal;
  beforeAll(async () => {
    const demo = JSON.parse(readFileSync(join(__dirname, '../../adapters/site-config/demo-site-config.json'), 'utf8'));
    demo.settings.messaging = {
      ...(demo.settings.messaging ?? {}),
      preventUserDownloadingAttachment: true,
      enableRelatedEntities: true,
    };
    const path = join(mkdtempSync(join(tmpdir(), 'portal-site-')), 'site.json');
    writeFileSync(path, JSON.stringify(demo));
    portal = await startPortal({ siteConfigPath: path });
  }, 60_000);
  afterAll(() => portal.close());

  it("refuses the adviser's download with the Xplan note but still lets amelia download", async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const folders = (await adviser.get('/api/messages/folders').expect(200)).body;
    expect(folders).toMatchObject({
      canDownloadAttachments: false,
      downloadNote: 'Attachments can be downloaded via Xplan',
    });
    const report = (await allMessages(amelia)).find((m) => m.subject === 'Your quarterly valuation report')!;
    const url = itemAt(
      ((await amelia.get(`/api/messages/${report.id}`).expect(200)).body as OpenedMessage).attachments,
      0,
    ).downloadUrl;
    const refused = await adviser.get(url).expect(403);
    expect(refused.body.message).toBe('Attachments can be downloaded via Xplan');
    await amelia.get(url).expect(200);
  });
  it("offers ben 'Show messages for' his related entities, lists Oliver's messages alone, refuses anyone else, and says a reply relates to Oliver", async () => {
    const ben = await signedIn(portal.server, 'ben');
    const folders = (await ben.get('/api/messages/folders').expect(200)).body;
    expect(folders.relatedEntitiesEnabled).toBe(true);
    const oliver = (folders.relatedEntities as { id: number; name: string }[]).find((e) => e.name.includes('Oliver'))!;
    expect(oliver).toBeDefined();
    const his = await allMessages(ben, { entityId: oliver.id });
    expect(his.length).toBeGreaterThanOrEqual(3); // the sandbox gives ben three messages about Oliver
    expect(his.every((m) => m.entityIds.includes(oliver.id))).toBe(true);
    await ben.get('/api/messages').query({ entityId: 999999 }).expect(404);
    const statement = his.find((m) => m.subject === "Oliver's Junior ISA statement")!;
    const r = await sendForm(ben, `/api/messages/${statement.id}/reply`, {
      body: 'Thanks',
      entityId: String(oliver.id),
    }).expect(200);
    const reply = (await ben.get(`/api/messages/${r.body.messageId}`).expect(200)).body as OpenedMessage;
    expect(reply.subject).toBe("RE: Oliver's Junior ISA statement");
    expect(reply.body).toContain(`This reply relates to a message sent to ${oliver.name} - Thanks`);
  });
});
