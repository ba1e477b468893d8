import { FILE_TYPE_NOT_ALLOWED } from '../../domain/messages/attachment-validation';
import { allMessages, sendForm, type OpenedMessage, type SendResult } from '../support/messages-api';
import { Browser, signedIn, startPortal } from '../support/portal-harness';
import { usePrivateUploadDir } from '../support/private-upload-dir';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const text = (name: string) => ({ name, bytes: Buffer.from('plain text\n'), type: 'text/plain' });

/** A file's name is normalised before any check, and the normalised name is what is stored and shown (spec 3 §5). */
describe('attachment names on upload', () => {
  let portal: Portal;
  let dmitri: Browser;
  const uploadDir = usePrivateUploadDir('upload-names-');
  beforeAll(async () => {
    portal = await startPortal({ uploadDir: uploadDir.path() });
    dmitri = await signedIn(portal.server, 'dmitri');
  }, 60_000);
  afterAll(() => portal.close());

  it.each([
    ['evil.js.', 'evil.js'],
    ['evil.vbs.', 'evil.vbs'],
    ['evil.bat. ', 'evil.bat'],
    ['evil.msi.', 'evil.msi'],
    ['evil.js::$DATA', 'evil.js'],
  ])('refuses %j as an excluded type, naming it %j', async (raw, shown) => {
    const res = await sendForm(dmitri, '/api/messages', { subject: 'Names', body: 'b' }, [text(raw)]).expect(400);
    expect(res.body.attachmentErrors).toEqual([{ filename: shown, message: FILE_TYPE_NOT_ALLOWED }]);
    expect((await allMessages(dmitri, { folder: 'sent' })).some((m) => m.subject === 'Names')).toBe(false);
  });

  it('stores and shows a name with a right-to-left override as it really reads', async () => {
    const sent = (
      await sendForm(dmitri, '/api/messages', { subject: 'Invoice attached', body: 'b' }, [
        text('invoice\u202efdp.txt'),
      ]).expect(200)
    ).body as SendResult;
    expect(sent.failedAttachments).toEqual([]);
    const opened = (await dmitri.get(`/api/messages/${sent.messageId}`).expect(200)).body as OpenedMessage;
    expect(opened.attachments.map((a) => a.filename)).toEqual(['invoicefdp.txt']);
  });
});
