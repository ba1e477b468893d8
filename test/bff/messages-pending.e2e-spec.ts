import { AMELIA } from '../support/assets-api';
import { allMessages, pdf, sendForm, type SendResult } from '../support/messages-api';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused } from '../support/refusals';
import { itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
type Pending = { messageId: number; files: { filename: string; size: number }[]; retryUrl: string | null };

/** A sent message's attachments that were not stored, read again from Sent to retry them (spec 3 §8). */
describe('GET /api/messages/:id/pending-attachments', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  }, 60_000);
  afterAll(() => portal.close());

  const failNextAttachment = () =>
    fetch(`${portal.sandbox!.origin}/sandbox/fail-next-attachment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
  const pendingOf = async (b: Browser, id: number) =>
    (await b.get(`/api/messages/${id}/pending-attachments`).expect(200)).body as Pending;

  it('lists the file that was not stored (name and size) to its sender, until a retry stores it', async () => {
    await failNextAttachment();
    const files = [pdf('first.pdf', 3000), pdf('second.pdf', 4000)];
    const sent = (await sendForm(amelia, '/api/messages', { subject: 'Waiting files', body: 'x' }, files).expect(200))
      .body as SendResult;
    expect(sent.failedAttachments).toEqual(['first.pdf']);
    expect(await pendingOf(amelia, sent.messageId!)).toEqual({
      messageId: sent.messageId,
      files: [{ filename: 'first.pdf', size: 3000 }],
      retryUrl: `/api/messages/${sent.messageId}/attachments`,
    });
    await sendForm(amelia, `/api/messages/${sent.messageId}/attachments`, {}, [itemAt(files, 0)]).expect(200);
    expect(await pendingOf(amelia, sent.messageId!)).toEqual({ messageId: sent.messageId, files: [], retryUrl: null });
  });

  it('lists nothing for a received message', async () => {
    const received = (await allMessages(amelia)).find((m) => !m.clientInitiated)!;
    expect((await pendingOf(amelia, received.id)).files).toEqual([]);
  });

  it('is refused signed out, to an adviser (even with amelia in context), to adviser2, and is not found for dmitri', async () => {
    await failNextAttachment();
    const sent = (
      await sendForm(amelia, '/api/messages', { subject: 'Waiting again', body: 'x' }, [pdf('third.pdf')]).expect(200)
    ).body as SendResult;
    const read = (b: Browser) => b.get(`/api/messages/${sent.messageId}/pending-attachments`);
    await read(new Browser(portal.server)).expect(401);
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    await read(adviser).expect(403);
    await expectOtherAdviserRefused(portal.server, AMELIA, read);
    const dmitri = await read(await signedIn(portal.server, 'dmitri')).expect(404);
    expect(JSON.stringify(dmitri.body)).not.toContain('third.pdf');
    expect((await pendingOf(amelia, sent.messageId!)).files).toEqual([{ filename: 'third.pdf', size: 2000 }]);
  });
});
