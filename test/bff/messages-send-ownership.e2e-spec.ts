import { allMessages, pdf, sendForm, type SendResult } from '../support/messages-api';
import { Browser, signedIn, startPortal } from '../support/portal-harness';
import { usePrivateUploadDir } from '../support/private-upload-dir';
import { readdirSync } from 'node:fs';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const exe = { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00', 'latin1'), type: 'application/octet-stream' };

/** Whose message it is is decided before a byte of an upload is read: a message not yours is not found, whatever comes with it. */
describe('replying and retrying on a message that is not yours', () => {
  let portal: Portal;
  let amelia: Browser;
  let ben: Browser;
  const uploadDir = usePrivateUploadDir('send-ownership-');
  beforeAll(async () => {
    portal = await startPortal({ uploadDir: uploadDir.path() });
    amelia = await signedIn(portal.server, 'amelia');
    ben = await signedIn(portal.server, 'ben');
  }, 60_000);
  afterAll(() => portal.close());

  const uploads = () => readdirSync(uploadDir.path()).filter((n) => n.startsWith('portal-upload-'));

  it("answers 404 to a reply on amelia's message from ben, with a file that would be refused, receiving none of it", async () => {
    const received = (await allMessages(amelia)).find((m) => !m.clientInitiated)!;
    const res = await sendForm(ben, `/api/messages/${received.id}/reply`, { body: 'x' }, [
      exe,
      pdf('big.pdf', 3_000_000),
    ]);
    expect(res.status).toBe(404);
    expect(res.body.attachmentErrors).toBeUndefined();
    expect(uploads()).toEqual([]);
  });

  it("answers 404 to a retry on amelia's sent message from ben, with a file that would be refused", async () => {
    const sent = (
      await sendForm(amelia, '/api/messages', { subject: 'Mine', body: 'x' }, [pdf('mine.pdf')]).expect(200)
    ).body as SendResult;
    const res = await sendForm(ben, `/api/messages/${sent.messageId}/attachments`, {}, [exe]);
    expect(res.status).toBe(404);
    expect(res.body.attachmentErrors).toBeUndefined();
  });

  it('still checks the files of a reply the client may make', async () => {
    const received = (await allMessages(amelia)).find((m) => !m.clientInitiated)!;
    const res = await sendForm(amelia, `/api/messages/${received.id}/reply`, { body: 'x' }, [exe]).expect(400);
    expect(res.body.attachmentErrors).toEqual([
      { filename: 'setup.exe', message: 'File type not allowed, please remove.' },
    ]);
  });
});
