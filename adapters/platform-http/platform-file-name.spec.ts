import { startStubPlatform, type StubPlatform } from './testing/stub-platform';
import { createMessagesHttpAdapter } from './messages-http.adapter';
import { platformFileName } from './platform-file-name';
import { createSigningHttpAdapter } from './signing-http.adapter';
import { first } from '../../domain/shared/present';

const RLO = '\u202e';
const SPOOFED = `invoice${RLO}fdp.hta`;
const cred = { token: 't' };

describe('platformFileName', () => {
  it('normalises a name and keeps the platform spelling only when it differs', () => {
    expect(platformFileName('Statement.pdf')).toEqual({ filename: 'Statement.pdf' });
    expect(platformFileName(SPOOFED)).toEqual({ filename: 'invoicefdp.hta', platformFilename: SPOOFED });
    expect(platformFileName('reports/Q1 \u2066plan\u2069.pdf')).toEqual({
      filename: 'Q1 plan.pdf',
      platformFilename: 'reports/Q1 \u2066plan\u2069.pdf',
    });
  });
});

describe('file names the platform sends', () => {
  let stub: StubPlatform;
  beforeAll(async () => {
    stub = await startStubPlatform((req) => {
      const path = decodeURIComponent(first(req.url.split('?')).replace(/^\/resourceful\//, ''));
      if (path === 'docnote-v2/5')
        return { status: 200, body: { id: 5, subject: 'Invoice', entity_ids: [1], docpartid: 9, filename: SPOOFED } };
      if (path === 'docnote-v2/5/attachment-v4')
        return {
          status: 200,
          body: [{ id: 7, docnoteid: 5, filename: `a${RLO}gpj.exe`, mimetype: 'image/jpeg', docpartid: 70 }],
        };
      if (path === 'docnote-v2/5/attachment-v4/7')
        return {
          status: 200,
          body: { id: 7, docnoteid: 5, filename: `a${RLO}gpj.exe`, mimetype: 'image/jpeg', docpartid: 70 },
        };
      if (path === 'digital_signature')
        return { status: 200, body: [{ id: 3, filename: `contract${RLO}fdp.js`, status: 4, secure_data: 's' }] };
      if (path.startsWith('docnote/files/') || path.startsWith('digital_signature/content/'))
        return { status: 200, body: 'bytes', headers: { 'Content-Type': 'application/pdf' } };
      return { status: 404, body: { error_code: null, api_message: 'no', user_message: null } };
    });
  });
  afterAll(() => stub.close());

  it('reach the use cases without bidirectional controls, the platform spelling kept for its own URLs', async () => {
    const messages = createMessagesHttpAdapter({ baseUrl: stub.baseUrl });
    const note = await messages.getDocNote({ credential: cred, docnoteId: 5 });
    expect(note).toMatchObject({ filename: 'invoicefdp.hta', platformFilename: SPOOFED });
    const listed = first(await messages.listAttachments({ credential: cred, docnoteId: 5 }));
    expect(listed).toMatchObject({ filename: 'agpj.exe', platformFilename: `a${RLO}gpj.exe` });
    expect((await messages.getAttachment({ credential: cred, docnoteId: 5, attachmentId: 7 })).filename).toBe(
      'agpj.exe',
    );

    const signature = first(await createSigningHttpAdapter({ baseUrl: stub.baseUrl }).list({ credential: cred }));
    expect(signature).toMatchObject({
      filename: 'contractfdp.js',
      platformFilename: `contract${RLO}fdp.js`,
      subject: 'contractfdp.js',
    });

    for (const record of [note, listed, signature])
      expect(JSON.stringify(record.filename)).not.toMatch(/\\u202e|\u202e/);
  });
});
