import { DownloadAttachmentUseCase } from './download-attachment.use-case';
import { GetMessageUseCase, MessageAccess } from './get-message.use-case';
import { ListFoldersUseCase } from './list-folders.use-case';
import { ListMessagesUseCase } from './list-messages.use-case';
import { MarkReadUseCase } from './mark-read.use-case';
import { MessageCountsUseCase } from './message-counts.use-case';
import { SigningRequests } from '../signing/signing-requests';
import {
  adviser,
  AMELIA,
  BEN,
  client,
  contextFor,
  docNote,
  FakeMessages,
  FakeSigning,
  IMPORTANT,
  signatory,
} from './testing/messages-fakes';
import { first } from '../../domain/shared/present';

function setUp(settings: Record<string, unknown> = {}) {
  const messages = new FakeMessages();
  const signing = new FakeSigning();
  const { context, siteConfig } = contextFor(messages, settings);
  const requests = new SigningRequests(signing as never, siteConfig);
  const access = new MessageAccess(messages, context);
  return {
    messages,
    signing,
    folders: new ListFoldersUseCase(messages, requests, context),
    list: new ListMessagesUseCase(messages, context),
    get: new GetMessageUseCase(messages, context, access),
    markRead: new MarkReadUseCase(messages, context, access),
    download: new DownloadAttachmentUseCase(messages, context, access),
    counts: new MessageCountsUseCase(messages, requests, context),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const value = <T>(r: { ok: boolean; value?: T; error?: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
};

describe('ListFoldersUseCase', () => {
  it('counts unread per folder up to 21 and shows (n) or (20+)', async () => {
    const s = setUp();
    // 25 unread received, 2 of them important; 1 read; 1 sent by the client (read when sent).
    for (let i = 1; i <= 25; i++) s.messages.notes.push(docNote(i, { categories: i <= 2 ? [IMPORTANT] : [] }));
    s.messages.notes.push(
      docNote(30, { firstRead: '2026-01-01T00:00:00Z' }),
      docNote(31, { docsubtype: 'Client Initiated', firstRead: '2026-01-01T00:00:00Z' }),
    );
    // One request awaiting her signature, one she has signed.
    s.signing.items = [4, 1].map((status, i) => ({
      id: i + 1,
      status: status as 1 | 4,
      dueDate: '2026-12-01',
      filename: 'f.pdf',
      secureData: '',
      termsAndConds: null,
      lastNotifiedAt: null,
      docnoteId: null,
      subject: '',
    }));
    const v = value(await s.folders.execute(client));
    expect(v.folders.map((f) => [f.id, f.unreadCount, f.unreadDisplay])).toEqual([
      ['inbox', 21, '(20+)'],
      ['important', 2, '(2)'],
      ['sent', 0, ''],
      ['to-be-signed', 1, '(1)'],
    ]);
    expect(s.messages.queries.every((q) => q.includeRead !== false || q.pageSize === 21)).toBe(true);
    expect(v).toMatchObject({
      canCompose: true,
      canReply: true,
      canDownloadAttachments: true,
      downloadNote: null,
      adviserView: false,
      defaultSort: '-created_date',
    });
  });

  it('gives an adviser no compose and, with downloads prevented, the Xplan note', async () => {
    const v = value(await setUp({ preventUserDownloadingAttachment: true }).folders.execute(adviser));
    expect(v.folders.map((f) => f.type)).toEqual(['received', 'important']);
    expect(v).toMatchObject({
      canCompose: false,
      canReply: false,
      canDownloadAttachments: false,
      downloadNote: 'Attachments can be downloaded via Xplan',
      adviserView: true,
    });
  });

  it("gives an adviser no unread counts: the platform's unread filter is the adviser's own reads, not the client's", async () => {
    const s = setUp();
    for (let i = 1; i <= 3; i++) s.messages.notes.push(docNote(i, { categories: [IMPORTANT] }));
    const v = value(await s.folders.execute(adviser));
    expect(v.folders.map((f) => [f.id, f.unreadCount, f.unreadDisplay])).toEqual([
      ['inbox', null, ''],
      ['important', null, ''],
    ]);
    expect(s.messages.queries.some((q) => q.includeRead === false)).toBe(false);
  });
});

describe('ListMessagesUseCase', () => {
  it('pages by 20 with load more, newest first by default, and keeps the client’s own messages out of the inbox', async () => {
    const s = setUp();
    for (let i = 1; i <= 22; i++) s.messages.notes.push(docNote(i));
    s.messages.notes.push(docNote(40, { docsubtype: 'Client Initiated' }));
    const first = value(await s.list.execute(client, {}));
    expect([first.items.length, first.hasMore, first.empty]).toEqual([20, true, null]);
    expect(s.messages.queries[0]).toMatchObject({
      bookmark: null,
      pageSize: 20,
      sort: '-created_date',
      entityIds: [AMELIA],
      readState: true,
    });
    const second = value(await s.list.execute(client, { page: 2 }));
    // The fake's page 2 holds 21, 22 and the client's own 40, which the inbox leaves out.
    expect(second.items.map((m) => m.id)).toEqual([21, 22]);
    expect(second.hasMore).toBe(false);
    expect(value(await s.list.execute(client, { folder: 'sent' })).items.map((m) => m.id)).toEqual([40]);
  });

  it("fills the inbox's pages to 20 when the platform's pages hold the client's own messages", async () => {
    const s = setUp();
    // Platform order: 1-10 received, 11-15 sent by the client, 16-40 received: 35 received in all.
    for (let i = 1; i <= 40; i++)
      s.messages.notes.push(docNote(i, i >= 11 && i <= 15 ? { docsubtype: 'Client Initiated' } : {}));
    const first = value(await s.list.execute(client, {}));
    expect(first.items.map((m) => m.id)).toEqual([...range(1, 10), ...range(16, 25)]);
    expect(first.hasMore).toBe(true);
    const second = value(await s.list.execute(client, { page: 2 }));
    expect(second.items.map((m) => m.id)).toEqual(range(26, 40));
    expect(second.hasMore).toBe(false);
    expect(value(await s.list.execute(client, { folder: 'sent' })).items.map((m) => m.id)).toEqual(range(11, 15));
  });

  it("carries on from where the last page ended: 'Load more' reads only the platform pages it needs", async () => {
    const s = setUp();
    for (let i = 1; i <= 200; i++) s.messages.notes.push(docNote(i));
    let page = value(await s.list.execute(client, {}));
    const seen = [...page.items.map((m) => m.id)];
    // The first page reads the platform's first two pages (the second to know there is more).
    expect(s.messages.queries.map((q) => q.bookmark)).toEqual([null, '@20']);
    for (let n = 2; n <= 8; n++) {
      s.messages.queries = [];
      page = value(await s.list.execute(client, { from: page.next! }));
      expect(page.page).toBe(n);
      seen.push(...page.items.map((m) => m.id));
      expect(s.messages.queries.map((q) => q.bookmark)).toEqual([`@${(n - 1) * 20}`, `@${n * 20}`]);
    }
    expect(page.items.map((m) => m.id)).toEqual(range(141, 160));
    expect(seen).toEqual(range(1, 160));
    expect(page.hasMore).toBe(true);
  });

  it('walks to a page asked by number from the start, after each bookmark in turn', async () => {
    const s = setUp();
    for (let i = 1; i <= 200; i++) s.messages.notes.push(docNote(i));
    const page8 = value(await s.list.execute(client, { page: 8 }));
    expect([page8.page, page8.hasMore]).toEqual([8, true]);
    expect(page8.items.map((m) => m.id)).toEqual(range(141, 160));
    expect(new Set(s.messages.queries.map((q) => q.bookmark))).toEqual(
      new Set([null, ...range(1, 8).map((n) => `@${n * 20}`)]),
    );
    expect(value(await s.list.execute(client, { page: 11 }))).toMatchObject({
      items: [],
      hasMore: false,
      next: null,
      empty: null,
    });
  });

  it('ends the list, without spinning, when the platform ignores the bookmark and answers its first page again', async () => {
    const s = setUp();
    for (let i = 1; i <= 60; i++) s.messages.notes.push(docNote(i));
    const list = s.messages.listDocNotes.bind(s.messages);
    // The first page, whatever the bookmark; its last row's bookmark every time.
    s.messages.listDocNotes = async (q) => list({ ...q, bookmark: null });
    const first = value(await s.list.execute(client, {}));
    expect(first.items.map((m) => m.id)).toEqual(range(1, 20));
    expect(first.hasMore).toBe(false);
    expect(s.messages.queries).toHaveLength(2);
    expect(value(await s.list.execute(client, { page: 3 }))).toMatchObject({ items: [], hasMore: false });
  });

  it('reads wide platform pages for a search narrowed here, and goes on from inside one', async () => {
    const s = setUp();
    for (let i = 1; i <= 150; i++)
      s.messages.notes.push(docNote(i, { subject: i % 3 === 0 ? `Fees * ${i}` : `Note ${i}` }));
    const first = value(await s.list.execute(client, { search: 's * ' }));
    expect(first.items.map((m) => m.id)).toEqual(range(1, 20).map((n) => n * 3));
    expect(s.messages.queries.map((q) => [q.pageSize, q.bookmark])).toEqual([[100, null]]);
    const second = value(await s.list.execute(client, { search: 's * ', from: first.next! }));
    expect(second.items.map((m) => m.id)).toEqual(range(21, 40).map((n) => n * 3));
    const third = value(await s.list.execute(client, { search: 's * ', from: second.next! }));
    expect(third.items.map((m) => m.id)).toEqual(range(41, 50).map((n) => n * 3));
    expect(third.hasMore).toBe(false);
  });

  it('passes the sort, document type and subject search, and says when nothing matches', async () => {
    const s = setUp();
    s.messages.notes.push(
      docNote(1, { subject: 'Annual review' }),
      docNote(2, { subject: 'Tax pack', doctype: 'Document' }),
    );
    expect(value(await s.list.execute(client, { search: ' review ', sort: 'subject' })).items.map((m) => m.id)).toEqual(
      [1],
    );
    expect(s.messages.queries.at(-1)).toMatchObject({ subject: 'review', sort: 'subject' });
    expect(value(await s.list.execute(client, { docType: 'Document' })).items.map((m) => m.id)).toEqual([2]);
    expect(value(await s.list.execute(client, { docType: 'All' })).items).toHaveLength(2);
    expect(value(await s.list.execute(client, { search: 'nothing like it' }))).toMatchObject({
      items: [],
      empty: 'No messages for current selection',
    });
  });

  it('lists a related entity only when related entities are on, and refuses anyone else', async () => {
    const s = setUp({ enableRelatedEntities: true });
    s.messages.notes.push(docNote(1), docNote(2, { entityIds: [BEN] }));
    expect(value(await s.list.execute(client, {})).items.map((m) => m.id)).toEqual([1, 2]);
    expect(value(await s.list.execute(client, { entityId: BEN })).items.map((m) => m.id)).toEqual([2]);
    expect(await s.list.execute(client, { entityId: 999 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await setUp().list.execute(client, { entityId: BEN })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('hides adviser-only docnotes from the client but marks them for the adviser, with the client-side read status', async () => {
    const s = setUp();
    s.messages.notes.push(docNote(1, { clientAccessible: false, hasBeenSeen: true }));
    expect(value(await s.list.execute(client, {})).items).toEqual([]);
    expect(value(await s.list.execute(adviser, {})).items).toEqual([
      expect.objectContaining({ id: 1, adviserOnly: true, read: true }),
    ]);
  });

  it('refuses an unknown folder and sends the signing folder to the signing list', async () => {
    const s = setUp();
    expect(await s.list.execute(client, { folder: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await s.list.execute(client, { folder: 'to-be-signed' })).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
  });
});

describe('GetMessageUseCase, MarkReadUseCase, DownloadAttachmentUseCase', () => {
  it("opens the client's message with its attachments and reply subject, and not someone else's", async () => {
    const s = setUp();
    s.messages.notes.push(docNote(1, { subject: 'Your review' }), docNote(2, { entityIds: [999] }));
    s.messages.attachments.push({
      id: 9,
      docnoteId: 1,
      filename: 'a.pdf',
      createdDate: '2026-01-01',
      mimetype: 'application/pdf',
      size: 4,
      docpartId: 3,
      digitalSignatureStatus: null,
    });
    const m = value(await s.get.execute(client, 1));
    expect(m).toMatchObject({
      id: 1,
      rawBody: '<p>Body of 1</p>',
      replySubject: 'RE: Your review',
      canReply: true,
      read: false,
    });
    expect(m.attachments.map((a) => a.filename)).toEqual(['a.pdf']);
    expect(await s.get.execute(client, 2)).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: 'No such message.' },
    });
    expect(await s.get.execute(client, 3)).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: 'No such message.' },
    });
    expect(value(await s.get.execute(adviser, 1)).canReply).toBe(false);
  });

  it('marks read once, sending the read notice then, for clients only', async () => {
    const s = setUp({ readNoticeTemplateId: 304 });
    s.messages.notes.push(docNote(1));
    expect(value(await s.markRead.execute(client, 1))).toEqual({ id: 1, read: true, readNoticeSent: true });
    expect(value(await s.markRead.execute(client, 1))).toEqual({ id: 1, read: true, readNoticeSent: false });
    expect(s.messages.calls).toEqual(['firstread 1', 'template 304', 'email 304']);
    expect(s.messages.emails).toEqual([expect.objectContaining({ templateId: 304, docnoteId: 1 })]);
    expect(await s.markRead.execute(adviser, 1)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('keeps the mark when the read notice fails, and sends none without a template', async () => {
    const s = setUp({ readNoticeTemplateId: 304 });
    s.messages.notes.push(docNote(1), docNote(2));
    s.messages.failEmail = true;
    expect(value(await s.markRead.execute(client, 1))).toEqual({ id: 1, read: true, readNoticeSent: false });
    expect(first(s.messages.notes).firstRead).not.toBeNull();
    const quiet = setUp();
    quiet.messages.notes.push(docNote(2));
    await quiet.markRead.execute(client, 2);
    expect(quiet.messages.calls).toEqual(['firstread 2']);
  });

  it('downloads an attachment of the message only, and refuses advisers when downloads are prevented', async () => {
    const s = setUp({ preventUserDownloadingAttachment: true });
    s.messages.notes.push(docNote(1), docNote(2));
    s.messages.attachments.push({
      id: 9,
      docnoteId: 1,
      filename: 'a.pdf',
      createdDate: '2026-01-01',
      mimetype: 'application/pdf',
      size: 4,
      docpartId: 3,
      digitalSignatureStatus: null,
    });
    expect(value(await s.download.execute(client, 1, 9)).filename).toBe('a.pdf');
    expect(await s.download.execute(client, 2, 9)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await s.download.execute(adviser, 1, 9)).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: 'Attachments can be downloaded via Xplan' },
    });
    const open = setUp();
    open.messages.notes.push(docNote(1));
    open.messages.attachments.push(...s.messages.attachments);
    expect(value(await open.download.execute(adviser, 1, 9)).filename).toBe('a.pdf');
  });

  it('asks the platform for a file under its own spelling of the name and serves it under the normalised one', async () => {
    const s = setUp();
    s.messages.notes.push(
      docNote(1, { docpartId: 4, filename: 'invoicefdp.hta', platformFilename: 'invoice\u202efdp.hta' }),
    );
    s.messages.attachments.push({
      id: 9,
      docnoteId: 1,
      filename: 'agpj.exe',
      platformFilename: 'a\u202egpj.exe',
      createdDate: '2026-01-01',
      mimetype: 'image/jpeg',
      size: 4,
      docpartId: 3,
      digitalSignatureStatus: null,
    });
    const asked: string[] = [];
    const download = s.messages.downloadFile.bind(s.messages);
    s.messages.downloadFile = (r) => (asked.push(r.filename), download(r));
    expect(value(await s.download.execute(client, 1, 9)).filename).toBe('agpj.exe');
    expect(value(await s.download.execute(client, 1, null)).filename).toBe('invoicefdp.hta');
    expect(asked).toEqual(['a\u202egpj.exe', 'invoice\u202efdp.hta']);
  });
});

describe('MessageCountsUseCase', () => {
  it('counts unread received messages with a page of 21 and shows (20+) above 20', async () => {
    const s = setUp();
    for (let i = 1; i <= 30; i++) s.messages.notes.push(docNote(i));
    expect(value(await s.counts.unread(client))).toEqual({ count: 21, display: '(20+)' });
    expect(s.messages.queries.at(-1)).toMatchObject({ pageSize: 21, includeRead: false });
  });

  it('counts unread important messages and requests waiting for a signature with a due date', async () => {
    const s = setUp();
    s.messages.notes.push(
      docNote(1, { categories: [IMPORTANT] }),
      docNote(2, { categories: [IMPORTANT], firstRead: '2026-01-01T00:00:00Z' }),
      docNote(3),
    );
    const item = (id: number, status: 0 | 1 | 2 | 3 | 4, dueDate: string | null) => ({
      id,
      status,
      dueDate,
      filename: 'f.pdf',
      secureData: '',
      termsAndConds: null,
      lastNotifiedAt: null,
      docnoteId: null,
      subject: '',
    });
    s.signing.items = [
      item(1, 4, '2026-12-01'),
      item(2, 0, '2026-12-02'),
      item(3, 1, '2026-12-03'),
      item(4, 2, '2026-12-04'),
      item(5, 3, '2026-12-05'),
      item(6, 4, null),
    ];
    // 2 is part-signed by Ben; Amelia's own record may still sign.
    s.signing.signatoriesOf.set(2, [
      signatory(BEN, { signingMethod: 'signed', signedAt: '2026-11-01T10:00:00Z' }),
      signatory(AMELIA),
    ]);
    expect(value(await s.counts.attention({ ...client, today: '2026-12-01' }))).toEqual({
      importantUnread: 1,
      toBeSigned: 2,
      importantMessages: [{ id: 1, subject: 'Message 1', createdDate: '2026-01-02T09:00:00Z' }],
      // Soonest due first; due yesterday is overdue, due today is not.
      signatures: [
        { id: 1, subject: '', dueDate: '2026-12-01', overdue: false, docnoteId: null },
        { id: 2, subject: '', dueDate: '2026-12-02', overdue: false, docnoteId: null },
      ],
      importantLink: '/clients/documents-and-messages/?importantOnly=true',
      toBeSignedLink: '/clients/documents-and-messages/?toBeSigned=true',
    });
    expect(
      value(await s.counts.attention({ ...client, today: '2026-12-02' })).signatures.map((x) => [x.id, x.overdue]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
    s.signing.items = [item(7, 0, '2026-12-09'), item(8, 4, '2026-11-30'), item(9, 0, '2026-11-01')];
    s.signing.signatoriesOf.set(7, [signatory(AMELIA)]);
    // 9 is part-signed by Amelia herself: it waits for Ben, not for her.
    s.signing.signatoriesOf.set(9, [
      signatory(AMELIA, { signingMethod: 'signed', signedAt: '2026-10-01T10:00:00Z' }),
      signatory(BEN),
    ]);
    expect(value(await s.counts.attention({ ...client, today: '2026-12-01' })).signatures.map((x) => x.id)).toEqual([
      8, 7,
    ]);
    expect(value(await s.counts.attention({ ...adviser, today: '2026-12-01' }))).toMatchObject({
      toBeSigned: 0,
      signatures: [],
      importantUnread: null,
      importantMessages: [],
    });
    expect(value(await s.counts.unread(adviser))).toEqual({ count: null, display: '' });
    expect(
      value(await setUp({ digitalSignaturesEnabled: false }).counts.attention({ ...client, today: '2026-12-01' }))
        .toBeSigned,
    ).toBe(0);
  });
});
