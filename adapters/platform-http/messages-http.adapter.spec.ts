import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Test } from '@nestjs/testing';
import { MessagesPort } from '../../application/ports/messages.port';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { PlatformError } from '../../application/ports/platform-error';
import { SigningPort } from '../../application/ports/signing.port';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-platform/sandbox-server';
import { createMessagesHttpAdapter, MessagesHttpAdapter } from './messages-http.adapter';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { PlatformHttpModule } from './platform-http.module';
import { createSigningHttpAdapter, SigningHttpAdapter } from './signing-http.adapter';
import { startStubPlatform, type StubPlatform } from './testing/stub-platform';
import { first, itemAt } from '../../domain/shared/present';

const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;
const PASSWORD = 'Demo-Passw0rd';

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('MessagesHttpAdapter and SigningHttpAdapter against the sandbox platform', () => {
  let sb: RunningSandbox;
  let messages: MessagesHttpAdapter;
  let signing: SigningHttpAdapter;
  let amelia: PlatformCredential;
  let ben: PlatformCredential;
  let lena: PlatformCredential;
  let dmitri: PlatformCredential;

  async function signIn(username: string): Promise<PlatformCredential> {
    const outcome = await createPlatformHttpAdapter({ baseUrl: sb.url }).login({ username, password: PASSWORD });
    if (outcome.kind !== 'signedIn') throw new Error(`${username} did not sign in: ${outcome.kind}`);
    return outcome.credential;
  }

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    messages = createMessagesHttpAdapter({ baseUrl: sb.url });
    signing = createSigningHttpAdapter({ baseUrl: sb.url });
    [amelia, ben, lena, dmitri] = await Promise.all([
      signIn('amelia@client'),
      signIn('ben@client'),
      signIn('lena@client'),
      signIn('dmitri@client'),
    ]);
  });
  afterAll(() => sb.close());

  describe('documents and messages', () => {
    it('reads a page of 20 as typed records, newest first, the next page after its bookmark, the end of the list marked on a short page', async () => {
      const page = await messages.listDocNotes({ credential: amelia, pageSize: 20 });
      expect(page.items).toHaveLength(20);
      expect(page.nextBookmark).toEqual(expect.stringMatching(/[=+/]/));
      const created = page.items.map((n) => n.createdDate);
      expect(created).toEqual([...created].sort().reverse());
      const report = (
        await messages.listDocNotes({ credential: amelia, pageSize: 100, subject: 'quarterly valuation report' })
      ).items.find((n) => n.subject === 'Your quarterly valuation report')!;
      expect(report).toMatchObject({
        accounts: [10001101, 10001102],
        attachmentCount: 2,
        firstRead: null,
        clientAccessible: true,
        doctype: 'Valuation Report',
        editPrivilege: 8,
      });
      expect(report.referenceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const all = await messages.listDocNotes({ credential: amelia, pageSize: 100 });
      expect(all.nextBookmark).toBeNull();
      const second = await messages.listDocNotes({ credential: amelia, pageSize: 20, bookmark: page.nextBookmark });
      expect(second.items.map((n) => n.id)).toEqual(all.items.slice(20, 40).map((n) => n.id));
    });

    it('passes the filters: subject search, unread only, important category, doctype, sort, entity', async () => {
      const all = (await messages.listDocNotes({ credential: amelia, pageSize: 100, readState: true })).items;
      expect(all.some((n) => n.firstRead !== null)).toBe(true);
      const search = await messages.listDocNotes({ credential: amelia, pageSize: 100, subject: 'ISA' });
      expect(search.items.map((n) => n.id).sort()).toEqual(
        all
          .filter((n) => /isa/i.test(n.subject))
          .map((n) => n.id)
          .sort(),
      );
      const unread = await messages.listDocNotes({ credential: amelia, pageSize: 21, includeRead: false });
      expect(unread.items.length).toBe(all.filter((n) => n.firstRead === null).length);
      const important = await messages.listDocNotes({ credential: amelia, pageSize: 100, categories: [1] });
      expect(important.items.every((n) => n.categories.includes(1))).toBe(true);
      const noMessages = await messages.listDocNotes({
        credential: amelia,
        pageSize: 100,
        doctypesExcluded: ['Secure Message'],
      });
      expect(noMessages.items.length).toBe(all.filter((n) => n.doctype !== 'Secure Message').length);
      const bySubject = (await messages.listDocNotes({ credential: amelia, pageSize: 100, sort: 'subject' })).items.map(
        (n) => n.subject.toLowerCase(),
      );
      expect(bySubject).toEqual([...bySubject].sort());
      const oliver = await messages.listDocNotes({ credential: ben, pageSize: 100, entityIds: [OLIVER] });
      expect(oliver.items.length).toBeGreaterThanOrEqual(2);
      expect(oliver.items.every((n) => n.entityIds.includes(OLIVER))).toBe(true);
    });

    it('reads one docnote, its raw body as text, attachments, categories and document types', async () => {
      const chart = first(
        (await messages.listDocNotes({ credential: amelia, pageSize: 5, subject: 'chart of your portfolio' })).items,
      );
      expect((await messages.getDocNote({ credential: amelia, docnoteId: chart.id })).subject).toBe(chart.subject);
      const body = await messages.getDocNoteBody({ credential: amelia, docnoteId: chart.id });
      expect(body).toContain('<script>');
      expect(body).toMatch(/src="data:image\/png;base64,/);
      const [png] = await messages.listAttachments({ credential: amelia, docnoteId: chart.id });
      expect(png).toMatchObject({
        filename: 'Portfolio chart.png',
        mimetype: 'image/png',
        docnoteId: chart.id,
        digitalSignatureStatus: null,
      });
      expect((await messages.categories({ credential: amelia })).filter((c) => c.important)).toEqual([
        { id: 1, name: 'Important', important: true },
      ]);
      expect((await messages.documentTypes({ credential: amelia })).map((t) => t.code)).toContain('Secure Message');
    });

    it('streams a file download with its type and length, the same bytes the platform holds', async () => {
      const doc = first(
        (await messages.listDocNotes({ credential: amelia, pageSize: 5, subject: 'Notes from our meeting' })).items,
      );
      const att = first(await messages.listAttachments({ credential: amelia, docnoteId: doc.id }));
      const file = await messages.downloadFile({
        credential: amelia,
        docnoteId: doc.id,
        docpartId: att.docpartId,
        filename: att.filename,
      });
      expect(file.mimetype).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const bytes = await readAll(file.content);
      expect(file.size).toBe(bytes.length);
      expect(bytes.equals(first(sb.state.messages.find(doc.id)!.attachments).bytes())).toBe(true);
    });

    it("maps another client's docnote, attachment and file to not_found, the download's error body included", async () => {
      const doc = first(
        (await messages.listDocNotes({ credential: amelia, pageSize: 5, subject: 'Notes from our meeting' })).items,
      );
      await expect(messages.getDocNote({ credential: dmitri, docnoteId: doc.id })).rejects.toMatchObject({
        code: 'not_found',
        status: 404,
      });
      await expect(messages.listAttachments({ credential: dmitri, docnoteId: doc.id })).rejects.toMatchObject({
        code: 'not_found',
      });
      const failed = messages.downloadFile({
        credential: dmitri,
        docnoteId: doc.id,
        docpartId: doc.id * 100 + 1,
        filename: 'Meeting notes.docx',
      });
      await expect(failed).rejects.toBeInstanceOf(PlatformError);
      await expect(failed).rejects.toMatchObject({
        code: 'not_found',
        status: 404,
        apiMessage: expect.stringContaining('docnote'),
      });
    });

    it('sends: create, first read, attachments, notification', async () => {
      const created = await messages.createDocNote({
        credential: amelia,
        subject: 'Adapter test',
        body: '<pre>Hello</pre>',
        senderEntityId: AMELIA,
        notificationTemplateId: 301,
        accounts: [10001101],
      });
      expect(created).toMatchObject({
        subject: 'Adapter test',
        docsubtype: 'Client Initiated',
        actualCreatorId: AMELIA,
        accounts: [10001101],
        firstRead: null,
      });
      await messages.markFirstRead({ credential: amelia, docnoteId: created.id });
      expect((await messages.getDocNote({ credential: amelia, docnoteId: created.id })).firstRead).toEqual(
        expect.any(String),
      );
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
      const stored = await messages.uploadAttachment({
        credential: amelia,
        docnoteId: created.id,
        filename: 'Résumé "final".pdf',
        mimetype: 'application/pdf',
        size: bytes.length,
        content: chunksOf(bytes, 65_536),
      });
      expect(stored).toMatchObject({ docnoteId: created.id, size: bytes.length, mimetype: 'application/pdf' });
      const noSize = await messages.uploadAttachment({
        credential: amelia,
        docnoteId: created.id,
        filename: 'b.png',
        mimetype: 'image/png',
        content: chunksOf(bytes.subarray(0, 1000), 100),
      });
      expect(noSize.size).toBe(1000);
      const note = sb.state.messages.find(created.id)!;
      expect(first(note.attachments).bytes().equals(bytes)).toBe(true);
      // The filename field carries the name as given; only the part header's quoted copy is made safe.
      expect(first(note.attachments).filename).toBe('Résumé "final".pdf');
      const template = await messages.emailTemplate({ credential: amelia, templateId: 301 });
      await messages.sendEmail({
        credential: amelia,
        templateId: template.id,
        subject: template.subject,
        docnoteId: created.id,
        entityId: AMELIA,
      });
      expect(sb.state.messages.emails.at(-1)).toMatchObject({ templateId: 301, docnoteId: created.id });
    });

    it("answers the platform's error for an upload the sandbox is told to fail, then stores the retry", async () => {
      const created = await messages.createDocNote({
        credential: amelia,
        subject: 'Fails once',
        body: 'x',
        senderEntityId: AMELIA,
      });
      sb.state.messages.failNextAttachment = true;
      const upload = () =>
        messages.uploadAttachment({
          credential: amelia,
          docnoteId: created.id,
          filename: 'a.pdf',
          mimetype: 'application/pdf',
          size: 3,
          content: chunksOf(Buffer.from('abc'), 2),
        });
      await expect(upload()).rejects.toMatchObject({ code: 'unavailable', status: 500, apiMessage: null }); // a 500's body is never read
      await expect(upload()).resolves.toMatchObject({ filename: 'a.pdf', size: 3 });
      expect(sb.state.messages.find(created.id)!.attachments).toHaveLength(1);
    });
  });

  describe('digital signatures', () => {
    it('lists requests as typed records and only those awaiting signature with awaitingOnly', async () => {
      const all = await signing.list({ credential: amelia });
      expect(all.map((s) => s.status).sort()).toEqual([0, 1, 2, 3, 4]);
      const awaiting = await signing.list({ credential: amelia, awaitingOnly: true });
      expect(awaiting).toHaveLength(1);
      expect(awaiting[0]).toMatchObject({
        id: 7001,
        status: 4,
        subject: 'Investment Management Agreement',
        termsAndConds: null,
        docnoteId: expect.any(Number),
      });
      expect(first(awaiting).dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('reads signatories with a missing signing method as awaiting', async () => {
      expect(await signing.signatories({ credential: amelia, signatureId: 7001 })).toEqual([
        {
          id: 70011,
          entityId: AMELIA,
          entityName: 'Hartley, Amelia',
          entityPhone: '+44 7700 900123',
          signedAt: null,
          canSign: true,
          signingMethod: 'awaiting',
        },
      ]);
      expect(
        (await signing.signatories({ credential: ben, signatureId: 7002 })).map((s) => [s.entityId, s.signingMethod]),
      ).toEqual([
        [BEN, 'signed'],
        [AMELIA, 'awaiting'],
      ]);
    });

    it('reads the terms and streams the content for the frame', async () => {
      expect(await signing.terms({ credential: amelia })).toContain('electronic signature');
      const sig = first(await signing.list({ credential: amelia, awaitingOnly: true }));
      const content = await signing.content({ credential: amelia, signatureId: sig.id, filename: sig.filename });
      expect(content.mimetype).toBe('text/html');
      expect((await readAll(content.content)).toString()).toContain('Investment Management Agreement');
    });

    it("signs with 123456 after a wrong code, whose platform text comes back; lena's phone without '+' gets no code", async () => {
      const sig = first(await signing.list({ credential: amelia, awaitingOnly: true }));
      await signing.generateCode({ credential: amelia, signatureId: sig.id, signatoryId: 70011 });
      const req = {
        credential: amelia,
        signatureId: sig.id,
        signatoryId: 70011,
        signingMethod: 1 as const,
        secureData: sig.secureData,
      };
      await expect(signing.sign({ ...req, otp: '654321' })).rejects.toMatchObject({
        code: 'validation',
        status: 400,
        apiMessage: 'OTP does not match',
      });
      await signing.sign({ ...req, otp: '123456' });
      expect((await signing.list({ credential: amelia })).find((s) => s.id === sig.id)!.status).toBe(1);
      await expect(
        signing.generateCode({ credential: lena, signatureId: 7011, signatoryId: 70111 }),
      ).rejects.toMatchObject({ code: 'validation', status: 400 });
    });

    it('declines', async () => {
      const sig = first(await signing.list({ credential: lena, awaitingOnly: true }));
      await signing.decline({
        credential: lena,
        signatureId: sig.id,
        signatoryId: 70111,
        signingMethod: 1,
        secureData: sig.secureData,
        otp: '',
      });
      expect(first(await signing.list({ credential: lena })).status).toBe(2);
    });
  });

  it('resolves MessagesPort and SigningPort through the module', async () => {
    const app = await Test.createTestingModule({
      imports: [PlatformHttpModule.forRoot({ baseUrl: sb.url })],
    }).compile();
    try {
      expect(app.get(MessagesPort)).toBeInstanceOf(MessagesHttpAdapter);
      expect(app.get(SigningPort)).toBeInstanceOf(SigningHttpAdapter);
      expect((await app.get(MessagesPort).categories({ credential: amelia })).length).toBe(5);
    } finally {
      await app.close();
    }
  });
});

describe('MessagesHttpAdapter uploads stream', () => {
  it('sends the first bytes before the rest of the file exists (nothing waits for the whole file)', async () => {
    let firstArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    let received = 0;
    const server = createServer((req, res) => {
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        firstArrived();
      });
      req.on('end', () => {
        res.writeHead(201, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            id: 1,
            docnoteid: 5,
            filename: 'f.bin',
            size: received,
            mimetype: 'application/octet-stream',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const adapter = createMessagesHttpAdapter({ baseUrl: `http://127.0.0.1:${port}/resourceful` });
      // The second half is only produced once the server has seen the first: a body held whole would never arrive.
      async function* file(): AsyncGenerator<Uint8Array> {
        yield Buffer.alloc(1_000_000, 1);
        await arrived;
        yield Buffer.alloc(1_000_000, 2);
      }
      const stored = await adapter.uploadAttachment({
        credential: { token: 't' },
        docnoteId: 5,
        filename: 'f.bin',
        mimetype: 'application/octet-stream',
        size: 2_000_000,
        content: file(),
      });
      expect(stored.docnoteId).toBe(5);
      expect(received).toBeGreaterThan(2_000_000);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('MessagesHttpAdapter: the docnote-v2 list on the wire', () => {
  let stub: StubPlatform;
  let rows: Record<string, unknown>[];
  const warnings: string[] = [];
  const log = { warn: (m: string) => warnings.push(m), log: () => undefined };
  const credential = { token: 't' };
  const row = (id: number, entityIds: number[], bookmark?: string) => ({
    id,
    subject: `Note ${id}`,
    created_date: '2026-03-01T09:00:00Z',
    entity_ids: entityIds,
    ...(bookmark === undefined ? {} : { bookmark }),
  });
  beforeEach(async () => {
    warnings.length = 0;
    rows = [];
    stub = await startStubPlatform(() => ({ status: 200, body: rows }));
  });
  afterEach(() => stub.close());
  const adapter = () => createMessagesHttpAdapter({ baseUrl: stub.baseUrl }, log);

  it('sends the documented names and forms: dotted objects, numbered lists, 1/0, page_size and the bookmark as given', async () => {
    rows = Array.from({ length: 20 }, (_, i) => row(i + 1, [AMELIA], i === 19 ? 'x=y+z/' : `b${i}`));
    const page = await adapter().listDocNotes({
      credential,
      pageSize: 20,
      sort: '-created_date',
      bookmark: 'a+b/c==',
      createdFrom: '2026-01-01',
      createdTo: '2026-03-31',
      subject: 'tax pack',
      doctypes: ['Valuation Report', 'Tax Certificate'],
      doctypesExcluded: ['Secure Message'],
      entityIds: [AMELIA, OLIVER],
      categories: [1],
      includeRead: false,
      readState: true,
      docsubtype: 'Client Initiated',
    });
    expect(first(stub.requests).url).toBe(
      '/resourceful/docnote-v2?page_size=20&page_sort=-created_date&page_bookmark=a+b/c==&created_date.start_date=2026-01-01&created_date.end_date=2026-03-31' +
        '&subject=*tax%20pack*&doctype.0=Valuation%20Report&doctype.1=Tax%20Certificate&doctype_exclude.0=Secure%20Message&entity_ids.0=10001&entity_ids.1=10014' +
        '&categories.0=1&firstread.include_read_notes=0&session_info=1&docsubtype=Client%20Initiated',
    );
    // The next page is asked after the last row's bookmark, exactly as the platform wrote it.
    expect(page.nextBookmark).toBe('x=y+z/');
    await adapter().listDocNotes({ credential, pageSize: 20, bookmark: page.nextBookmark });
    expect(itemAt(stub.requests, 1).url).toBe('/resourceful/docnote-v2?page_size=20&page_bookmark=x=y+z/');
  });

  it("writes a message in the public client's docnote-v2 names: entity_ids and actual_creator, no sender or template fields", async () => {
    rows = row(77, [BEN, OLIVER]) as unknown as Record<string, unknown>[];
    await adapter().createDocNote({
      credential,
      subject: 'About Oliver',
      body: '<pre>x</pre>',
      senderEntityId: OLIVER,
      creatorEntityId: BEN,
      notificationTemplateId: 301,
      accounts: [5],
    });
    expect(stub.requests[0]).toMatchObject({ method: 'POST', url: '/resourceful/docnote-v2' });
    expect(first(stub.requests).body).toEqual({
      subject: 'About Oliver',
      body: '<pre>x</pre>',
      entity_ids: [BEN, OLIVER],
      actual_creator: BEN,
      accounts: [5],
    });
    await adapter().createDocNote({ credential, subject: 'Mine', body: 'x', senderEntityId: AMELIA });
    expect(itemAt(stub.requests, 1).body).toEqual({
      subject: 'Mine',
      body: 'x',
      entity_ids: [AMELIA],
      actual_creator: AMELIA,
    });
  });

  it("tells the adviser by e-mail with the entity it is about as the public client's attached_entities", async () => {
    rows = [];
    await adapter().sendEmail({ credential, templateId: 301, subject: 'New message', docnoteId: 77, entityId: AMELIA });
    expect(stub.requests[0]).toMatchObject({ method: 'POST', url: '/resourceful/email/email?_method=send' });
    expect(first(stub.requests).body).toEqual({
      template: 301,
      subject: 'New message',
      docnote_id: 77,
      attached_entities: [AMELIA],
    });
  });

  it('sends no page number, no read filter unless unread only is asked, and an open date range as one bound', async () => {
    await adapter().listDocNotes({ credential, pageSize: 21, createdFrom: '2026-01-01' });
    expect(first(stub.requests).url).toBe('/resourceful/docnote-v2?page_size=21&created_date.start_date=2026-01-01');
  });

  it('ends the list on a short page, on a full page without a bookmark, and on a bookmark that does not move on', async () => {
    rows = [row(1, [AMELIA], 'b1')];
    expect((await adapter().listDocNotes({ credential, pageSize: 20 })).nextBookmark).toBeNull();
    rows = [row(1, [AMELIA]), row(2, [AMELIA])];
    expect((await adapter().listDocNotes({ credential, pageSize: 2 })).nextBookmark).toBeNull();
    expect(warnings.join('\n')).toContain('without a bookmark');
    rows = [row(1, [AMELIA], 'same'), row(2, [AMELIA], 'same')];
    expect((await adapter().listDocNotes({ credential, pageSize: 2, bookmark: 'same' })).nextBookmark).toBeNull();
  });

  it("drops and logs a docnote of an entity not asked for, should the platform ignore entity_ids: no one sees another client's documents", async () => {
    rows = [
      row(1, [AMELIA], 'b1'),
      row(2, [BEN], 'b2'),
      row(3, [BEN, OLIVER], 'b3'),
      row(4, [], 'b4'),
      row(5, [OLIVER, AMELIA], 'b5'),
    ];
    const page = await adapter().listDocNotes({ credential, pageSize: 5, entityIds: [AMELIA] });
    expect(page.items.map((n) => n.id)).toEqual([1, 5]);
    // Paging goes on from the platform's page, whatever was dropped from it.
    expect(page.nextBookmark).toBe('b5');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /docnote-v2 list: 3 of 5 rows dropped, for 10002, 10002\+10014, none, not among those asked \(10001\)/,
    );
    // Without an entity filter nothing is dropped (a client's own list is theirs by the platform's rights).
    expect((await adapter().listDocNotes({ credential, pageSize: 5 })).items).toHaveLength(5);
  });
});
