import { existsSync, readdirSync } from 'node:fs';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { standaloneOptions } from '../standalone-options';
import { call, entityOf, signIn } from '../testing/sandbox-test-client';
import { MAX_ATTACHMENT_BYTES } from './docnote.routes';

const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;

/** A raw fetch for answers that are not JSON (bodies, files) and multipart uploads. */
async function raw(
  sb: RunningSandbox,
  method: string,
  path: string,
  token: string,
  init: { body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${sb.url}/${path}`, {
    method,
    headers: { Cookie: `XPLANID=${token}`, ...(init.headers ?? {}) },
    body: init.body,
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

function upload(
  sb: RunningSandbox,
  token: string,
  docnoteId: number,
  filename: string,
  bytes: Buffer,
  type = 'application/pdf',
) {
  const form = new FormData();
  form.append('filename', filename);
  form.append('content', new Blob([new Uint8Array(bytes)], { type }), filename);
  return raw(sb, 'POST', `docnote-v2/${docnoteId}/attachment-v3`, token, { body: form });
}

describe('sandbox documents and messages calls (spec 3 §7)', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let ben: string;
  let adviser: string;
  let adviser2: string;
  let dmitri: string;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    [amelia, ben, adviser, adviser2, dmitri] = await Promise.all([
      signIn(sb, 'amelia'),
      signIn(sb, 'ben'),
      signIn(sb, 'adviser'),
      signIn(sb, 'adviser2'),
      signIn(sb, 'dmitri'),
    ]);
  });
  afterAll(() => sb.close());

  const get = (path: string, token = amelia) => call(sb, 'GET', path, { token });
  /** Every docnote of a list, page after page (each after the last row's bookmark, as given) while a page is full. */
  async function all(query: string, token = amelia, pageSize = 20): Promise<any[]> {
    const rows: any[] = [];
    for (let bookmark = ''; ;) {
      const res = await get(
        `docnote-v2?page_size=${pageSize}${bookmark ? `&page_bookmark=${bookmark}` : ''}${query ? `&${query}` : ''}`,
        token,
      );
      expect(res.status).toBe(200);
      rows.push(...res.body);
      if (res.body.length < pageSize) return rows;
      bookmark = res.body.at(-1).bookmark;
    }
  }

  describe('the list: paging, sort and filters', () => {
    it('pages 20 at a time by bookmark, newest first, each docnote once; the end is a short page', async () => {
      const rows = await all('');
      expect(rows.length).toBeGreaterThanOrEqual(25);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const first = await get('docnote-v2?page_size=20');
      expect(first.body).toHaveLength(20);
      expect(first.body.map((r: any) => r.id)).toEqual(rows.slice(0, 20).map((r) => r.id));
      const created = rows.map((r) => r.created_date);
      expect(created).toEqual([...created].sort().reverse());
      const lastBookmark = (await all('', amelia, 100)).at(-1).bookmark;
      expect((await get(`docnote-v2?page_size=20&page_bookmark=${lastBookmark}`)).body).toEqual([]);
    });

    it('has no page number: page=2 is not a parameter and answers the first page (a caller paging by it would never move on)', async () => {
      const first = await get('docnote-v2?page_size=20');
      expect((await get('docnote-v2?page_size=20&page=2')).body).toEqual(first.body);
    });

    it("reads the bookmark exactly as sent ('=', '+' and '/' in it), and refuses it percent-encoded", async () => {
      const [, row] = (await get('docnote-v2?page_size=2')).body;
      expect(row.bookmark).toMatch(/^(?=.*=)(?=.*\+)(?=.*\/)/);
      expect((await get(`docnote-v2?page_size=2&page_bookmark=${row.bookmark}`)).status).toBe(200);
      const refused = await get(`docnote-v2?page_size=2&page_bookmark=${encodeURIComponent(row.bookmark)}`);
      expect([refused.status, refused.body.api_message]).toEqual([400, 'page_bookmark is not valid']);
    });

    it('sorts by subject both ways and by date oldest first', async () => {
      const bySubject = (await all('page_sort=subject', amelia, 100)).map((r) => r.subject.toLowerCase());
      expect(bySubject).toEqual([...bySubject].sort());
      const desc = (await all('page_sort=-subject', amelia, 100)).map((r) => r.subject.toLowerCase());
      expect(desc).toEqual([...bySubject].reverse());
      const oldest = (await all('page_sort=created_date', amelia, 100)).map((r) => r.created_date);
      expect(oldest).toEqual([...oldest].sort());
      expect((await get('docnote-v2?page_sort=size')).status).toBe(400);
    });

    it('spans several years of created dates and filters a created_date range inclusively', async () => {
      const rows = await all('', amelia, 100);
      const years = new Set(rows.map((r) => r.created_date.slice(0, 4)));
      expect(years.size).toBeGreaterThanOrEqual(4);
      const day = rows[5].created_date.slice(0, 10);
      const sameDay = await all(`created_date.start_date=${day}&created_date.end_date=${day}`, amelia, 100);
      expect(sameDay.length).toBeGreaterThanOrEqual(1);
      expect(sameDay.every((r) => r.created_date.slice(0, 10) === day)).toBe(true);
      expect(sameDay.length).toBe(rows.filter((r) => r.created_date.slice(0, 10) === day).length);
      expect((await get('docnote-v2?created_date.start_date=yesterday')).status).toBe(400);
    });

    it('ignores the names it does not know, as the platform does: a wrongly named filter filters nothing', async () => {
      const rows = await all('', amelia, 100);
      const day = rows[5].created_date.slice(0, 10);
      expect(await all(`created_date_from=${day}&created_date_to=${day}`, amelia, 100)).toEqual(rows);
      const everything = await all('session_info=1', amelia, 100);
      expect(await all('session_info=1&include_read_notes=0', amelia, 100)).toEqual(everything);
      expect(everything.some((r) => r.session_info.firstread !== null)).toBe(true);
    });

    it('takes lists numbered and booleans as 1 or 0, and refuses a repeated key, a comma-joined id list and true/false', async () => {
      const both = await all('doctype.0=Valuation Report&doctype.1=Tax Certificate', amelia, 100);
      expect(new Set(both.map((r) => r.doctype))).toEqual(new Set(['Valuation Report', 'Tax Certificate']));
      expect((await get('docnote-v2?doctype=Valuation Report&doctype=Tax Certificate')).status).toBe(400);
      expect((await get(`docnote-v2?entity_ids=${AMELIA},${OLIVER}`)).status).toBe(400);
      expect((await get('docnote-v2?firstread.include_read_notes=false')).status).toBe(400);
      expect((await get('docnote-v2?session_info=true')).status).toBe(400);
    });

    it('searches subjects by wildcard, case-insensitive', async () => {
      const rows = await all('', amelia, 100);
      const expected = rows
        .filter((r) => /valuation/i.test(r.subject))
        .map((r) => r.id)
        .sort();
      expect(expected.length).toBeGreaterThan(1);
      expect((await all('subject=*VALUATION*', amelia, 100)).map((r) => r.id).sort()).toEqual(expected);
      expect((await all('subject=valuation', amelia, 100)).map((r) => r.id).sort()).toEqual(expected);
      expect(await all('subject=*no such subject*', amelia, 100)).toEqual([]);
    });

    it('filters by doctype, doctype_exclude, category, docsubtype and unread', async () => {
      const rows = await all('session_info=1', amelia, 100);
      const reports = await all('doctype.0=Valuation Report', amelia, 100);
      expect(reports.length).toBe(rows.filter((r) => r.doctype === 'Valuation Report').length);
      expect(reports.every((r) => r.doctype === 'Valuation Report')).toBe(true);
      const notMessages = await all('doctype_exclude.0=Secure Message', amelia, 100);
      expect(notMessages.length).toBe(rows.filter((r) => r.doctype !== 'Secure Message').length);
      const important = await all('categories.0=1', amelia, 100);
      expect(important.length).toBeGreaterThanOrEqual(1);
      expect(important.every((r) => r.categories.includes(1))).toBe(true);
      const sent = await all('docsubtype=Client Initiated', amelia, 100);
      expect(sent.length).toBeGreaterThanOrEqual(2);
      expect(sent.every((r) => r.actual_creator === AMELIA)).toBe(true);
      const unread = await all('firstread.include_read_notes=0&session_info=1', amelia, 100);
      expect(unread.length).toBeGreaterThanOrEqual(3);
      expect(unread.every((r) => r.session_info.firstread === null)).toBe(true);
      expect(unread.length).toBe(rows.filter((r) => r.session_info.firstread === null).length);
      // Whose first reads count: the caller's own by default, or an entity of the list's (never anyone else's).
      expect(
        await all(`firstread.include_read_notes=0&session_info=1&firstread.entity_id=${AMELIA}`, amelia, 100),
      ).toEqual(unread);
      expect((await get(`docnote-v2?firstread.include_read_notes=0&firstread.entity_id=${BEN}`)).status).toBe(403);
      // The unread count asks for 21.
      expect(
        (await get('docnote-v2?page_size=21&firstread.include_read_notes=0&categories.0=1')).body.length,
      ).toBeGreaterThanOrEqual(1);
      // Without session_info=1 no row says whether it was read.
      expect(rows.length).toBe((await all('', amelia, 100)).length);
      expect((await all('', amelia, 100)).some((r) => 'session_info' in r)).toBe(false);
    });

    it('keeps adviser-only file notes from the client and shows them to the adviser, who must name a client', async () => {
      const mine = await all('', amelia, 100);
      expect(mine.every((r) => r.is_client_access_accessible)).toBe(true);
      const theirs = await all(`entity_ids.0=${AMELIA}`, adviser, 100);
      expect(theirs.some((r) => r.is_client_access_accessible === false)).toBe(true);
      expect(theirs.length).toBe(mine.length + theirs.filter((r) => !r.is_client_access_accessible).length);
      expect((await get('docnote-v2', adviser)).status).toBe(403);
      expect((await get(`docnote-v2?entity_ids.0=${AMELIA}`, adviser2)).status).toBe(403);
      // entity_ids under a name the platform does not know is no entity_ids: the adviser named no client.
      expect((await get(`docnote-v2?entity_id=${AMELIA}`, adviser)).status).toBe(403);
    });

    it("lists ben's messages about Oliver (a related entity) under entity_ids, and none of them for amelia", async () => {
      const oliver = await all(`entity_ids.0=${OLIVER}`, ben, 100);
      expect(oliver.length).toBeGreaterThanOrEqual(2);
      expect(oliver.every((r) => r.entity_ids.includes(OLIVER) && r.entity_ids.includes(BEN))).toBe(true);
      expect(await all(`entity_ids.0=${OLIVER}`, amelia, 100)).toEqual([]);
    });

    it('restricts rows to the fields asked for', async () => {
      const res = await get('docnote-v2?page_size=2&fields.0=subject&fields.1=created_date');
      expect(Object.keys(res.body[0]).sort()).toEqual(['bookmark', 'created_date', 'id', 'subject']);
      expect((await get('docnote-v2?fields.0=nonsense')).status).toBe(400);
    });
  });

  describe('one docnote, its body and attachments', () => {
    it('reads a docnote with categories, linked accounts and its attachments of every kind', async () => {
      const rows = await all('', amelia, 100);
      const report = rows.find((r) => r.subject === 'Your quarterly valuation report');
      expect(report.accounts).toEqual([10001101, 10001102]);
      expect(report.reference_date).toEqual({ _type: 'Date', _val: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      const list = (await get(`docnote-v2/${report.id}/attachment-v4`)).body;
      expect(list.map((a: any) => a.filename)).toEqual(['Valuation report.pdf', 'Valuation figures.xlsx']);
      const file = await raw(
        sb,
        'GET',
        `docnote/files/${report.id}/${list[0].docpartid}/${encodeURIComponent(list[0].filename)}`,
        amelia,
      );
      expect(file.status).toBe(200);
      expect(file.type).toBe('application/pdf');
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.bytes.length).toBe(list[0].size);
      expect(file.disposition).toContain('Valuation%20report.pdf');
      const xlsx = await raw(
        sb,
        'GET',
        `docnote/files/${report.id}/${list[1].docpartid}/${encodeURIComponent(list[1].filename)}`,
        amelia,
      );
      expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
      const kinds = new Set<string>();
      for (const r of rows.filter((x) => x.attachment_count > 0))
        for (const a of (await get(`docnote-v2/${r.id}/attachment-v4`)).body) kinds.add(a.mimetype);
      expect([...kinds]).toEqual(
        expect.arrayContaining([
          'application/pdf',
          'image/png',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ]),
      );
    });

    it('serves the raw body as text, with the inline image and the script a sanitiser must deal with', async () => {
      const note = (await all('subject=*chart of your portfolio*', amelia))[0];
      const body = await raw(sb, 'GET', `docnote-v2/${note.id}/body`, amelia);
      expect(body.type).toContain('text/html');
      const html = body.bytes.toString('utf8');
      expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
      expect(html).toContain('<script>');
      expect(html).toContain('onerror=');
    });

    it('answers a body inside a batch as its text', async () => {
      const note = (await all('subject=*chart of your portfolio*', amelia))[0];
      const res = await call(sb, 'POST', '?goal=bodies', {
        token: amelia,
        body: { batch: [{ name: 'b', method: 'GET', url: `/resourceful/docnote-v2/${note.id}/body` }] },
      });
      expect(res.body[0]).toMatchObject({
        name: 'b',
        code: 200,
        body: expect.stringContaining('<script>'),
        headers: { 'Content-Type': expect.stringContaining('text/html') },
      });
    });

    it("answers 404 for another client's docnote, attachment, body and file, and for adviser2", async () => {
      const note = (await all('', amelia, 100)).find((r) => r.attachment_count > 0 && r.entity_ids.length === 1);
      const att = (await get(`docnote-v2/${note.id}/attachment-v4`)).body[0];
      for (const token of [dmitri, adviser2]) {
        expect((await get(`docnote-v2/${note.id}`, token)).status).toBe(404);
        expect((await raw(sb, 'GET', `docnote-v2/${note.id}/body`, token)).status).toBe(404);
        expect((await get(`docnote-v2/${note.id}/attachment-v4`, token)).status).toBe(404);
        expect((await get(`docnote-v2/${note.id}/attachment-v4/${att.id}`, token)).status).toBe(404);
        expect(
          (await raw(sb, 'GET', `docnote/files/${note.id}/${att.docpartid}/${encodeURIComponent(att.filename)}`, token))
            .status,
        ).toBe(404);
        expect((await call(sb, 'POST', `docnote-v2/${note.id}/firstread`, { token })).status).toBe(404);
      }
      expect((await get(`docnote-v2/${note.id}`, adviser)).status).toBe(200);
      expect((await get(`docnote-v2/${note.id}/attachment-v4/${att.id + 50}`)).status).toBe(404);
    });

    it('gives the attachment item of a signature document its digital_signature_status', async () => {
      const doc = (await all('doctype.0=Digital Signature', amelia, 100)).find(
        (r) => r.subject === 'Please sign: Investment Management Agreement',
      );
      const att = (await get(`docnote-v2/${doc.id}/attachment-v4`)).body[0];
      expect((await get(`docnote-v2/${doc.id}/attachment-v4/${att.id}`)).body.digital_signature_status).toBe(4);
    });

    it('marks a docnote first-read for the reader only, keeping the first time', async () => {
      const joint = (await all('subject=Your joint investment bond&session_info=1', amelia))[0];
      expect(joint.session_info.firstread).toBeNull();
      expect(joint.has_been_seen).toBe(false);
      const res = await call(sb, 'POST', `docnote-v2/${joint.id}/firstread`, { token: amelia });
      expect(res.status).toBe(200);
      const again = await call(sb, 'POST', `docnote-v2/${joint.id}/firstread`, { token: amelia });
      expect(again.body.firstread).toBe(res.body.firstread);
      expect((await get(`docnote-v2/${joint.id}`)).body).toMatchObject({
        session_info: { firstread: res.body.firstread },
        has_been_seen: true,
      });
      expect((await get(`docnote-v2/${joint.id}`, ben)).body.session_info.firstread).toBeNull();
    });

    it('lists categories with the important one, and the document types', async () => {
      const cats = (await get('docnote-v2/category')).body;
      expect(cats.filter((c: any) => c.is_important)).toEqual([{ id: 1, name: 'Important', is_important: true }]);
      const types = (await get('ufield/docnote/doctype/choice')).body;
      expect(types.map((t: any) => t.code)).toEqual(
        expect.arrayContaining(['Secure Message', 'Valuation Report', 'Terms and Conditions']),
      );
    });
  });

  describe('sending: create, attachments and the notification', () => {
    async function create(
      token = amelia,
      body: Record<string, unknown> = { subject: 'Sandbox test', body: '<pre>hello</pre>' },
    ) {
      return call(sb, 'POST', 'docnote-v2', { token, body });
    }

    it('creates a Client Initiated secure message, unread until firstread, listed for the sender', async () => {
      const res = await create(amelia, {
        subject: 'About my pension',
        body: '<pre>Question</pre>',
        entity_ids: [AMELIA],
        actual_creator: AMELIA,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        subject: 'About my pension',
        doctype: 'Secure Message',
        docsubtype: 'Client Initiated',
        actual_creator: AMELIA,
        edit_privilege: 8,
        session_info: { firstread: null },
      });
      expect((await raw(sb, 'GET', `docnote-v2/${res.body.id}/body`, amelia)).bytes.toString()).toBe(
        '<pre>Question</pre>',
      );
      expect((await all('docsubtype=Client Initiated', amelia, 100)).map((r) => r.id)).toContain(res.body.id);
      expect((await get(`docnote-v2/${res.body.id}`, dmitri)).status).toBe(404);
    });

    it('refuses a message without a subject, one of 256 characters, from an adviser, or on behalf of someone else', async () => {
      expect((await create(amelia, { subject: '', body: 'x' })).status).toBe(400);
      expect((await create(amelia, { subject: 'x'.repeat(256), body: 'x' })).status).toBe(400);
      expect((await create(amelia, { subject: 'x'.repeat(255), body: 'x' })).status).toBe(201);
      expect((await create(adviser)).status).toBe(403);
      expect(
        (await create(amelia, { subject: 'x', body: 'x', entity_ids: [AMELIA, entityOf(sb, 'dmitri')] })).status,
      ).toBe(403);
      expect(
        (await create(amelia, { subject: 'x', body: 'x', entity_ids: [AMELIA], actual_creator: BEN })).status,
      ).toBe(403);
      expect((await create(ben, { subject: 'x', body: 'x', entity_ids: [BEN, OLIVER, AMELIA] })).status).toBe(400);
      const forOliver = await create(ben, {
        subject: 'About Oliver',
        body: 'x',
        entity_ids: [BEN, OLIVER],
        actual_creator: BEN,
      });
      expect(forOliver.status).toBe(201);
      expect(forOliver.body.entity_ids).toEqual([BEN, OLIVER]);
    });

    it('stores an uploaded attachment with its bytes and serves them back', async () => {
      const note = (await create()).body;
      const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256));
      const res = await upload(sb, amelia, note.id, 'Statement.pdf', bytes);
      expect(res.status).toBe(201);
      const att = JSON.parse(res.bytes.toString());
      expect(att).toMatchObject({
        filename: 'Statement.pdf',
        size: 5000,
        mimetype: 'application/pdf',
        docnoteid: note.id,
      });
      const back = await raw(sb, 'GET', `docnote/files/${note.id}/${att.docpartid}/Statement.pdf`, amelia);
      expect(back.bytes.equals(bytes)).toBe(true);
      expect((await get(`docnote-v2/${note.id}`)).body.attachment_count).toBe(1);
    });

    it('takes a file of exactly 10,000,000 bytes and refuses one byte more', async () => {
      const note = (await create()).body;
      expect((await upload(sb, amelia, note.id, 'big.bin', Buffer.alloc(MAX_ATTACHMENT_BYTES, 7))).status).toBe(201);
      expect((await upload(sb, amelia, note.id, 'bigger.bin', Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 7))).status).toBe(
        400,
      );
      expect((await get(`docnote-v2/${note.id}/attachment-v4`)).body.map((a: any) => a.size)).toEqual([
        MAX_ATTACHMENT_BYTES,
      ]);
    });

    it('refuses a 12 MB file and keeps nothing of it on disk', async () => {
      const note = (await create()).body;
      const before = readdirSync(sb.uploadDir).length;
      const res = await upload(sb, amelia, note.id, 'huge.bin', Buffer.alloc(12_000_000, 1));
      expect(res.status).toBe(400);
      expect(JSON.parse(res.bytes.toString()).api_message).toBe('Attachment is too large');
      expect((await get(`docnote-v2/${note.id}/attachment-v4`)).body).toEqual([]);
      expect(readdirSync(sb.uploadDir).length).toBe(before);
    });

    it('removes the file of a refused upload (the failure switch) and keeps the stored one on disk', async () => {
      const note = (await create()).body;
      const before = readdirSync(sb.uploadDir).length;
      sb.state.messages.failNextAttachment = true;
      expect((await upload(sb, amelia, note.id, 'x.pdf', Buffer.from('x'))).status).toBe(500);
      expect(readdirSync(sb.uploadDir).length).toBe(before);
      expect((await upload(sb, amelia, note.id, 'x.pdf', Buffer.from('x'))).status).toBe(201);
      expect(readdirSync(sb.uploadDir).length).toBe(before + 1);
    });

    it("refuses uploads to someone else's message, to the adviser's letters, and from an adviser", async () => {
      const note = (await create()).body;
      expect((await upload(sb, dmitri, note.id, 'a.pdf', Buffer.from('x'))).status).toBe(404);
      expect((await upload(sb, adviser, note.id, 'a.pdf', Buffer.from('x'))).status).toBe(403);
      const letter = (await all('', amelia, 100)).find((r) => r.docsubtype === null);
      expect((await upload(sb, amelia, letter.id, 'a.pdf', Buffer.from('x'))).status).toBe(403);
    });

    it('fails the next upload once with the platform error when told to (state switch and control route)', async () => {
      const note = (await create()).body;
      sb.state.messages.failNextAttachment = true;
      const failed = await upload(sb, amelia, note.id, 'one.pdf', Buffer.from('one'));
      expect(failed.status).toBe(500);
      expect(JSON.parse(failed.bytes.toString())).toMatchObject({
        error_code: 'attachment_failed',
        api_message: 'The attachment could not be saved',
      });
      expect((await upload(sb, amelia, note.id, 'one.pdf', Buffer.from('one'))).status).toBe(201);
      expect((await call(sb, 'POST', 'sandbox/fail-next-attachment', { root: true, body: { on: true } })).status).toBe(
        204,
      );
      expect((await upload(sb, amelia, note.id, 'two.pdf', Buffer.from('two'))).status).toBe(500);
      expect((await upload(sb, amelia, note.id, 'two.pdf', Buffer.from('two'))).status).toBe(201);
      expect((await get(`docnote-v2/${note.id}/attachment-v4`)).body.map((a: any) => a.filename)).toEqual([
        'one.pdf',
        'two.pdf',
      ]);
    });

    it('arms the failure from SANDBOX_FAIL_NEXT_ATTACHMENT at start', async () => {
      const other = await startSandboxPlatform({
        ...standaloneOptions({ SANDBOX_FAIL_NEXT_ATTACHMENT: 'true' }),
        port: 0,
      });
      try {
        const token = await signIn(other, 'amelia');
        const note = (await call(other, 'POST', 'docnote-v2', { token, body: { subject: 's', body: 'b' } })).body;
        expect((await upload(other, token, note.id, 'a.pdf', Buffer.from('a'))).status).toBe(500);
        expect((await upload(other, token, note.id, 'a.pdf', Buffer.from('a'))).status).toBe(201);
        expect(readdirSync(other.uploadDir)).toHaveLength(1);
      } finally {
        await other.close();
      }
      // Closing the server removes what was uploaded to it.
      expect(existsSync(other.uploadDir)).toBe(false);
    });

    it('reads a notification template and records the e-mail to the adviser in the outbox', async () => {
      expect((await get('email/template/301')).body).toMatchObject({ id: 301, subject: expect.any(String) });
      expect((await get('email/template/999')).status).toBe(404);
      const before = sb.state.outbox.for('adviser').length;
      const res = await call(sb, 'POST', 'email/email?_method=send', {
        token: amelia,
        body: { template: 301, subject: 'New message' },
      });
      expect(res.status).toBe(200);
      expect(sb.state.outbox.for('adviser').slice(before)).toEqual([
        expect.objectContaining({ kind: 'notification', channel: 'email', code: null }),
      ]);
      expect(sb.state.messages.emails.at(-1)).toMatchObject({
        templateId: 301,
        subject: 'New message',
        toEntityId: 1001,
      });
      expect(
        (await call(sb, 'POST', 'email/email?_method=send', { token: amelia, body: { template: 999, subject: 'x' } }))
          .status,
      ).toBe(400);
      sb.state.messages.failNextEmail = true;
      expect(
        (await call(sb, 'POST', 'email/email?_method=send', { token: amelia, body: { template: 301, subject: 'x' } }))
          .status,
      ).toBe(500);
      expect(
        (await call(sb, 'POST', 'email/email?_method=send', { token: amelia, body: { template: 301, subject: 'x' } }))
          .status,
      ).toBe(200);
    });
  });

  it('refuses every call without a session', async () => {
    expect((await call(sb, 'GET', 'docnote-v2')).status).toBe(401);
    expect((await call(sb, 'GET', 'docnote-v2/category')).status).toBe(401);
  });
});
