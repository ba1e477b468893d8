import { readdirSync } from 'node:fs';
import { AMELIA } from '../support/assets-api';
import {
  allMessages,
  pdf,
  sendForm,
  type OpenedMessage,
  type SendResult,
  type UploadFile,
} from '../support/messages-api';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { usePrivateUploadDir } from '../support/private-upload-dir';
import { expectOtherAdviserRefused } from '../support/refusals';
import { itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** Marking read, compose, reply and attachment retry (spec 3 §4, §5, §8), and nothing lost on the way. */
describe('messages: mark read, compose, reply, retry', () => {
  let portal: Portal;
  let amelia: Browser;
  const uploadDir = usePrivateUploadDir('messages-send-');
  beforeAll(async () => {
    portal = await startPortal({ uploadDir: uploadDir.path() });
    amelia = await signedIn(portal.server, 'amelia');
  }, 60_000);
  afterAll(() => portal.close());

  const sandbox = (what: 'fail-next-attachment' | 'fail-next-email') =>
    fetch(`${portal.sandbox!.origin}/sandbox/${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
  const sent = (b: Browser = amelia) => allMessages(b, { folder: 'sent' });
  const open = async (b: Browser, id: number) => (await b.get(`/api/messages/${id}`).expect(200)).body as OpenedMessage;
  const uploads = () => readdirSync(uploadDir.path()).filter((n) => n.startsWith('portal-upload-'));
  const download = async (b: Browser, url: string) =>
    (
      await b
        .get(url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body as Buffer;

  describe('POST /api/messages/:id/read', () => {
    it('marks an unread message read once, sends the read notice, and the badge count drops by one', async () => {
      const notices = async () =>
        ((await (await fetch(`${portal.sandbox!.origin}/sandbox/outbox`)).json()).adviser ?? []).length as number;
      const sentNotices = await notices();
      const before = (await amelia.get('/api/messages/unread-count').expect(200)).body.count as number;
      const unread = (await allMessages(amelia)).find((m) => !m.read)!;
      const adviser = await signedIn(portal.server, 'adviser', 'adviser');
      await chooseClient(adviser, AMELIA);
      expect((await open(adviser, unread.id)).read).toBe(false);
      expect((await amelia.post(`/api/messages/${unread.id}/read`)).body).toEqual({
        id: unread.id,
        read: true,
        readNoticeSent: true,
      });
      expect((await amelia.get('/api/messages/unread-count').expect(200)).body.count).toBe(before - 1);
      expect((await open(amelia, unread.id)).read).toBe(true);
      // The adviser's read status is the client side's: now read.
      expect((await open(adviser, unread.id)).read).toBe(true);
      expect(await notices()).toBe(sentNotices + 1); // the read notice e-mail to the adviser
      expect((await amelia.post(`/api/messages/${unread.id}/read`)).body).toEqual({
        id: unread.id,
        read: true,
        readNoticeSent: false,
      });
      expect(await notices()).toBe(sentNotices + 1);
    });

    it('lets dmitri and erin (Messages level) open their messages, download attachments and mark them read', async () => {
      for (const who of ['dmitri', 'erin']) {
        const b = await signedIn(portal.server, who);
        const mine = await allMessages(b);
        expect(mine.length).toBeGreaterThan(0);
        const target = mine.find((m) => !m.read) ?? itemAt(mine, 0);
        const m = await open(b, target.id);
        expect(m.id).toBe(target.id);
        const marked = (await b.post(`/api/messages/${target.id}/read`)).body;
        expect(marked).toEqual({ id: target.id, read: true, readNoticeSent: !target.read });
        for (const other of mine) {
          const withFiles = await open(b, other.id);
          if (!withFiles.attachments.length) continue;
          expect((await download(b, itemAt(withFiles.attachments, 0).downloadUrl)).length).toBeGreaterThan(0);
          break;
        }
      }
    });

    it("refuses advisers (read-only), adviser2, a forged request, and another client's message", async () => {
      const target = (await allMessages(amelia)).find((m) => !m.read)!;
      const adviser = await signedIn(portal.server, 'adviser', 'adviser');
      await chooseClient(adviser, AMELIA);
      expect((await adviser.post(`/api/messages/${target.id}/read`)).status).toBe(403);
      const other = await signedIn(portal.server, 'adviser2', 'adviser');
      expect((await other.post(`/api/messages/${target.id}/read`)).status).toBe(403);
      expect((await amelia.agent.post(`/api/messages/${target.id}/read`)).status).toBe(403); // no anti-forgery token
      const dmitri = await signedIn(portal.server, 'dmitri');
      expect((await dmitri.post(`/api/messages/${target.id}/read`)).status).toBe(404);
      expect((await open(amelia, target.id)).read).toBe(false);
    });
  });

  describe('POST /api/messages (compose)', () => {
    it('sends a message with two attachments: in Sent, with both files stored byte for byte', async () => {
      const files = [
        pdf('Passport scan.pdf', 150_000),
        { name: 'notes.txt', bytes: Buffer.from('Please call me on Tuesday.'), type: 'text/plain' },
      ];
      const res = await sendForm(
        amelia,
        '/api/messages',
        { subject: 'Documents you asked for', body: 'Hello <b>Sarah</b>, both attached.' },
        files,
      ).expect(200);
      const result = res.body as SendResult;
      expect(result).toMatchObject({
        outcome: 'Success',
        message: 'Message sent successfully.',
        storedAttachments: ['Passport scan.pdf', 'notes.txt'],
        failedAttachments: [],
        retryUrl: null,
      });
      const inSent = (await sent()).filter((m) => m.subject === 'Documents you asked for');
      expect(inSent.map((m) => m.id)).toEqual([result.messageId]);
      const m = await open(amelia, result.messageId!);
      expect(m.body).toContain('Hello Sarah, both attached.');
      expect(m.body).toContain('This message was sent with 2 attachments.');
      expect(m.attachments.map((a) => a.filename).sort()).toEqual(['Passport scan.pdf', 'notes.txt']);
      const stored = m.attachments.find((a) => a.filename === 'Passport scan.pdf')!;
      expect((await download(amelia, stored.downloadUrl)).equals(itemAt(files, 0).bytes)).toBe(true);
      expect(uploads()).toEqual([]);
    });

    it("references a linked account as 'Ref: description - external id' (spec 3 §5)", async () => {
      const summary = (await amelia.get('/api/dashboard/summary').expect(200)).body as {
        portfolios: { accounts: { id: number; name: string }[] }[];
      };
      const account = itemAt(itemAt(summary.portfolios, 0).accounts, 0);
      const r = (
        await sendForm(amelia, '/api/messages', {
          subject: 'About one account',
          body: 'Please look at this account',
          accountIds: String(account.id),
        }).expect(200)
      ).body as SendResult;
      expect((await open(amelia, r.messageId!)).body).toMatch(new RegExp(`Ref: [^\\n<]+ - EXT-${account.id}`));
    });

    it("refuses malformed account ids ('abc', '10001101abc', '10001101,abc') on compose and reply as unknown ones, sending nothing", async () => {
      const original = (await allMessages(amelia)).find((m) => m.subject === 'Notes from our meeting')!;
      const before = (await sent()).length;
      for (const ids of ['abc', '10001101abc', '10001101,abc', '0', '-5', '1.5']) {
        for (const path of ['/api/messages', `/api/messages/${original.id}/reply`]) {
          const r = await sendForm(amelia, path, { subject: 'Malformed account', body: 'x', accountIds: ids });
          expect([ids, path, r.status, r.body.message]).toEqual([ids, path, 400, 'No such account among yours.']);
        }
      }
      expect((await sent()).length).toBe(before);
    });

    it("refuses a subject that is empty or 256 characters, accepts 255, with the spec's texts", async () => {
      const empty = await sendForm(amelia, '/api/messages', { subject: '  ', body: 'x' }).expect(400);
      expect(empty.body.message).toBe('Please enter a message subject.');
      const long = await sendForm(amelia, '/api/messages', { subject: 's'.repeat(256), body: 'x' }).expect(400);
      expect(long.body.message).toBe('Subject must be under 256 characters.');
      const ok = await sendForm(amelia, '/api/messages', { subject: 's'.repeat(255), body: 'x' }).expect(200);
      expect(ok.body.outcome).toBe('Success');
    });

    it('names every refused file: a too-large .pdf and a .EXE sent together give two errors, and nothing is created', async () => {
      const before = (await sent()).length;
      const r = await sendForm(amelia, '/api/messages', { subject: 'Refused twice', body: 'x' }, [
        pdf('big.pdf', 10_000_001),
        pdf('fine.pdf'),
        { name: 'SETUP.EXE', bytes: Buffer.from('MZ\x90\x00'), type: 'application/octet-stream' },
      ]).expect(413);
      expect(r.body.attachmentErrors).toEqual([
        { filename: 'big.pdf', message: 'File is too large, please remove.' },
        { filename: 'SETUP.EXE', message: 'File type not allowed, please remove.' },
      ]);
      expect((await sent()).length).toBe(before);
      expect(uploads()).toEqual([]);
    });

    it("refuses '.EXE', a 10,000,001-byte file and a sixth file, creating nothing; 10,000,000 bytes and five files go", async () => {
      const before = (await sent()).length;
      const exe = await sendForm(amelia, '/api/messages', { subject: 'Refused', body: 'x' }, [
        { name: 'SETUP.EXE', bytes: Buffer.from('MZ\x90\x00'), type: 'application/octet-stream' },
      ]).expect(400);
      expect(exe.body).toMatchObject({
        message: 'File type not allowed, please remove.',
        attachmentErrors: [{ filename: 'SETUP.EXE', message: 'File type not allowed, please remove.' }],
      });
      const disguised = await sendForm(amelia, '/api/messages', { subject: 'Refused', body: 'x' }, [
        { name: 'statement.pdf', bytes: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(100)]) },
      ]).expect(400);
      expect(disguised.body.message).toBe('File type not allowed, please remove.');
      const big = await sendForm(amelia, '/api/messages', { subject: 'Refused', body: 'x' }, [
        pdf('big.pdf', 10_000_001),
      ]).expect(413);
      expect(big.body).toMatchObject({
        message: 'File is too large, please remove.',
        attachmentErrors: [{ filename: 'big.pdf', message: 'File is too large, please remove.' }],
      });
      const both = await sendForm(amelia, '/api/messages', { subject: 'Refused', body: 'x' }, [
        { name: 'big.ZIP', bytes: Buffer.alloc(10_000_001, 0x50) },
      ]).expect(413);
      const bothText = 'File type not allowed and file is too large, please remove.';
      expect(both.body).toMatchObject({
        message: bothText,
        attachmentErrors: [{ filename: 'big.ZIP', message: bothText }],
      });
      const six = await sendForm(
        amelia,
        '/api/messages',
        { subject: 'Refused', body: 'x' },
        [1, 2, 3, 4, 5, 6].map((i) => pdf(`${i}.pdf`)),
      ).expect(400);
      expect(six.body).toMatchObject({
        message: 'You can upload a maximum of 5 attachments.',
        countError: 'You can upload a maximum of 5 attachments.',
      });
      expect((await sent()).length).toBe(before);
      expect(uploads()).toEqual([]);

      const edge = await sendForm(amelia, '/api/messages', { subject: 'Edge of the limits', body: 'x' }, [
        pdf('exactly.pdf', 10_000_000),
        ...[2, 3, 4, 5].map((i) => pdf(`${i}.pdf`)),
      ]).expect(200);
      expect(edge.body).toMatchObject({
        outcome: 'Success',
        storedAttachments: ['exactly.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'],
      });
      expect((await sent()).length).toBe(before + 1);
    }, 60_000);

    it('refuses an 11 MB upload with the spec text and keeps nothing of it (the reader keeping nothing past the limit: bff/messages/multipart-form.spec.ts)', async () => {
      const before = (await sent()).length;
      const res = await sendForm(amelia, '/api/messages', { subject: 'Too big', body: 'x' }, [
        pdf('eleven.pdf', 11_000_000),
      ]).expect(413);
      expect(res.body.message).toBe('File is too large, please remove.');
      expect((await sent()).length).toBe(before);
      expect(uploads()).toEqual([]);
    }, 60_000);

    it('refuses advisers, adviser2, a forged request, JSON instead of multipart, and anyone signed out', async () => {
      const adviser = await signedIn(portal.server, 'adviser', 'adviser');
      await chooseClient(adviser, AMELIA);
      expect((await sendForm(adviser, '/api/messages', { subject: 'From adviser', body: 'x' })).status).toBe(403);
      await expectOtherAdviserRefused(portal.server, AMELIA, (b) =>
        b.agent
          .post('/api/messages')
          .set('X-CSRF-Token', b.csrf ?? '')
          .field('subject', 's'),
      );
      expect((await amelia.agent.post('/api/messages').field('subject', 'Forged').field('body', 'x')).status).toBe(403);
      expect((await amelia.post('/api/messages', { subject: 'As JSON', body: 'x' })).status).toBe(415);
      expect((await new Browser(portal.server).agent.post('/api/messages').field('subject', 's')).status).toBe(403); // no session, no token
      expect((await sent()).some((m) => ['From adviser', 'Forged', 'As JSON'].includes(m.subject))).toBe(false);
    });

    it('lets dmitri and erin (Messages level) send', async () => {
      for (const who of ['dmitri', 'erin']) {
        const b = await signedIn(portal.server, who);
        const r = (await sendForm(b, '/api/messages', { subject: `Hello from ${who}`, body: 'x' }).expect(200))
          .body as SendResult;
        expect(r.outcome).toBe('Success');
        expect((await sent(b)).map((m) => m.id)).toContain(r.messageId);
      }
    });
  });

  describe('nothing lost', () => {
    it('keeps the message in Sent when an attachment upload fails, names the file, and a retry stores it without a second message', async () => {
      await sandbox('fail-next-attachment');
      const files: UploadFile[] = [pdf('first.pdf'), pdf('second.pdf'), pdf('third.pdf')];
      const r = (
        await sendForm(amelia, '/api/messages', { subject: 'Three files, one fails', body: 'x' }, files).expect(200)
      ).body as SendResult;
      expect(r).toMatchObject({
        outcome: 'FailedToSend',
        message: 'There has been a problem sending your attachments.  Please review your sent messages.',
        storedAttachments: ['second.pdf', 'third.pdf'],
        failedAttachments: ['first.pdf'],
        retryUrl: `/api/messages/${r.messageId}/attachments`,
      });
      expect((await sent()).filter((m) => m.subject === 'Three files, one fails').map((m) => m.id)).toEqual([
        r.messageId,
      ]);

      const retry = (await sendForm(amelia, r.retryUrl!, {}, [itemAt(files, 0)]).expect(200)).body as SendResult;
      expect(retry).toMatchObject({
        outcome: 'Success',
        messageId: r.messageId,
        storedAttachments: ['first.pdf'],
        failedAttachments: [],
        retryUrl: null,
      });
      // Once stored it waits no longer: retrying again is refused and stores nothing twice.
      const again = await sendForm(amelia, r.retryUrl!, {}, [itemAt(files, 0)]).expect(400);
      expect(again.body.message).toBe('This message has no attachments waiting to be sent again.');
      expect((await sent()).filter((m) => m.subject === 'Three files, one fails')).toHaveLength(1);
      expect((await open(amelia, r.messageId!)).attachments.map((a) => a.filename).sort()).toEqual([
        'first.pdf',
        'second.pdf',
        'third.pdf',
      ]);
    });

    it('takes on a retry only the files that failed in that send, by name and size, and only from the client who sent it', async () => {
      await sandbox('fail-next-attachment');
      const files: UploadFile[] = [pdf('failed.pdf', 3000), pdf('kept.pdf')];
      const r = (
        await sendForm(amelia, '/api/messages', { subject: 'Only the failed one', body: 'x' }, files).expect(200)
      ).body as SendResult;
      expect(r.failedAttachments).toEqual(['failed.pdf']);
      const notOne = (name: string) =>
        `Only the attachments that could not be sent can be sent again: ${name} is not one of them.`;
      expect((await sendForm(amelia, r.retryUrl!, {}, [pdf('other.pdf')]).expect(400)).body.message).toBe(
        notOne('other.pdf'),
      );
      expect((await sendForm(amelia, r.retryUrl!, {}, [pdf('kept.pdf')]).expect(400)).body.message).toBe(
        notOne('kept.pdf'),
      );
      expect((await sendForm(amelia, r.retryUrl!, {}, [pdf('failed.pdf', 3001)]).expect(400)).body.message).toBe(
        notOne('failed.pdf'),
      );
      expect((await sendForm(amelia, r.retryUrl!, { files: '' }, []).expect(400)).body.message).toBe(
        'Choose the attachments that could not be sent.',
      );
      // A message sent without a failure has nothing waiting.
      const clean = (
        await sendForm(amelia, '/api/messages', { subject: 'All stored', body: 'x' }, [pdf('fine.pdf')]).expect(200)
      ).body as SendResult;
      expect(
        (await sendForm(amelia, `/api/messages/${clean.messageId}/attachments`, {}, [pdf('fine.pdf')]).expect(400)).body
          .message,
      ).toBe('This message has no attachments waiting to be sent again.');
      // ben shares amelia's household but did not send it: to him it is not there.
      expect((await sendForm(await signedIn(portal.server, 'ben'), r.retryUrl!, {}, [itemAt(files, 0)])).status).toBe(
        404,
      );
      expect((await open(amelia, r.messageId!)).attachments.map((a) => a.filename)).toEqual(['kept.pdf']);
      expect((await sendForm(amelia, r.retryUrl!, {}, [itemAt(files, 0)]).expect(200)).body).toMatchObject({
        outcome: 'Success',
        storedAttachments: ['failed.pdf'],
      });
    });

    it('reports a notification that could not be sent, with the message kept', async () => {
      await sandbox('fail-next-email');
      const r = (await sendForm(amelia, '/api/messages', { subject: 'Nobody told', body: 'x' }).expect(200))
        .body as SendResult;
      expect(r).toMatchObject({
        outcome: 'NotificationError',
        message: 'Message sent but no-one has been notified. Please contact us separately',
      });
      expect((await sent()).map((m) => m.id)).toContain(r.messageId);
    });

    it('creates one message for the same idempotency key sent twice, one after the other or at once', async () => {
      const key = 'compose-key-0001';
      const first = await sendForm(amelia, '/api/messages', { subject: 'Double click', body: 'x' }, [pdf('a.pdf')], {
        'Idempotency-Key': key,
      }).expect(200);
      const again = await sendForm(amelia, '/api/messages', { subject: 'Double click', body: 'x' }, [pdf('a.pdf')], {
        'Idempotency-Key': key,
      }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await sent()).filter((m) => m.subject === 'Double click')).toHaveLength(1);

      const twiceAtOnce = () =>
        sendForm(amelia, '/api/messages', { subject: 'Twice at once', body: 'x' }, [pdf('b.pdf', 500_000)], {
          'Idempotency-Key': 'compose-key-0002',
        });
      const [x, y] = await Promise.all([twiceAtOnce(), twiceAtOnce()]);
      expect([x.status, y.status]).toEqual([200, 200]);
      expect(x.body.messageId).toBe(y.body.messageId);
      expect((await sent()).filter((m) => m.subject === 'Twice at once')).toHaveLength(1);
      expect((await open(amelia, x.body.messageId)).attachments).toHaveLength(1);

      // Another key is another message; a malformed key is refused.
      await sendForm(amelia, '/api/messages', { subject: 'Double click', body: 'x' }, [], {
        'Idempotency-Key': 'compose-key-0003',
      }).expect(200);
      expect((await sent()).filter((m) => m.subject === 'Double click')).toHaveLength(2);
      await sendForm(amelia, '/api/messages', { subject: 'Bad key', body: 'x' }, [], {
        'Idempotency-Key': 'no',
      }).expect(400);
    });

    it('refuses with 422 an idempotency key reused for a different subject, body or file, sending nothing more', async () => {
      const key = 'compose-key-reuse-01';
      const first = await sendForm(amelia, '/api/messages', { subject: 'Reused key', body: 'first' }, [pdf('a.pdf')], {
        'Idempotency-Key': key,
      }).expect(200);
      for (const [fields, files] of [
        [{ subject: 'Another subject', body: 'first' }, [pdf('a.pdf')]],
        [{ subject: 'Reused key', body: 'second' }, [pdf('a.pdf')]],
        [{ subject: 'Reused key', body: 'first' }, [pdf('b.pdf')]],
        [
          { subject: 'Reused key', body: 'first' },
          [{ ...pdf('a.pdf'), bytes: Buffer.concat([pdf('a.pdf').bytes.subarray(0, 1000), Buffer.alloc(1000, 0x42)]) }],
        ],
      ] as const) {
        const r = await sendForm(amelia, '/api/messages', fields, [...files], { 'Idempotency-Key': key }).expect(422);
        expect(r.body).toMatchObject({
          statusCode: 422,
          message: 'This Idempotency-Key was already used for a different message. Send this one with a new key.',
        });
      }
      expect(
        (
          await sendForm(amelia, '/api/messages', { subject: 'Reused key', body: 'first' }, [pdf('a.pdf')], {
            'Idempotency-Key': key,
          }).expect(200)
        ).body,
      ).toEqual(first.body);
      expect((await sent()).filter((m) => m.subject === 'Reused key' || m.subject === 'Another subject')).toHaveLength(
        1,
      );
    });

    it('refuses with 422 a key used on compose when it comes again on a reply (one key, one request, across endpoints)', async () => {
      const original = (await allMessages(amelia)).find((m) => m.subject === 'Notes from our meeting')!;
      const key = 'cross-endpoint-key-01';
      const fields = { subject: 'Cross endpoint', body: 'same body' };
      const first = await sendForm(amelia, '/api/messages', fields, [], { 'Idempotency-Key': key }).expect(200);
      const reply = await sendForm(amelia, `/api/messages/${original.id}/reply`, fields, [], {
        'Idempotency-Key': key,
      }).expect(422);
      expect(reply.body).toMatchObject({
        statusCode: 422,
        message: 'This Idempotency-Key was already used for a different message. Send this one with a new key.',
      });
      const retry = await sendForm(amelia, `/api/messages/${first.body.messageId}/attachments`, {}, [pdf('a.pdf')], {
        'Idempotency-Key': key,
      }).expect(422);
      expect(retry.body.statusCode).toBe(422);
      expect((await sent()).filter((m) => m.subject === 'Cross endpoint')).toHaveLength(1);
    });

    it("refuses a retry on a message the client did not send or someone else's, by an adviser, adviser2 or a forged request", async () => {
      const received = itemAt(await allMessages(amelia), 0);
      expect((await sendForm(amelia, `/api/messages/${received.id}/attachments`, {}, [pdf('x.pdf')])).status).toBe(403);
      const own = itemAt(await sent(), 0);
      const adviser = await signedIn(portal.server, 'adviser', 'adviser');
      await chooseClient(adviser, AMELIA);
      expect((await sendForm(adviser, `/api/messages/${own.id}/attachments`, {}, [pdf('x.pdf')])).status).toBe(403);
      expect(
        (
          await sendForm(
            await signedIn(portal.server, 'adviser2', 'adviser'),
            `/api/messages/${own.id}/attachments`,
            {},
            [pdf('x.pdf')],
          )
        ).status,
      ).toBe(403);
      expect(
        (await amelia.agent.post(`/api/messages/${own.id}/attachments`).attach('files', pdf('x.pdf').bytes, 'x.pdf'))
          .status,
      ).toBe(403);
      expect((await open(amelia, own.id)).attachments.some((a) => a.filename === 'x.pdf')).toBe(false);
      const dmitri = await signedIn(portal.server, 'dmitri');
      const his = itemAt(await sent(dmitri), 0);
      expect((await sendForm(amelia, `/api/messages/${his.id}/attachments`, {}, [pdf('x.pdf')])).status).toBe(404);
    });
  });

  describe('POST /api/messages/:id/reply', () => {
    it("replies with 'RE: ' plus the subject, in Sent; refuses the adviser and another client's message", async () => {
      const original = (await allMessages(amelia)).find((m) => m.subject === 'Notes from our meeting')!;
      const r = (
        await sendForm(amelia, `/api/messages/${original.id}/reply`, { body: 'Thank you' }, [pdf('signed.pdf')]).expect(
          200,
        )
      ).body as SendResult;
      expect(r.outcome).toBe('Success');
      expect((await sent()).find((m) => m.id === r.messageId)!.subject).toBe('RE: Notes from our meeting');
      const adviser = await signedIn(portal.server, 'adviser', 'adviser');
      await chooseClient(adviser, AMELIA);
      expect((await sendForm(adviser, `/api/messages/${original.id}/reply`, { body: 'x' })).status).toBe(403);
      expect(
        (
          await sendForm(await signedIn(portal.server, 'adviser2', 'adviser'), `/api/messages/${original.id}/reply`, {
            body: 'x',
          })
        ).status,
      ).toBe(403);
      expect((await amelia.agent.post(`/api/messages/${original.id}/reply`).field('body', 'forged')).status).toBe(403);
      const dmitri = await signedIn(portal.server, 'dmitri');
      expect((await sendForm(dmitri, `/api/messages/${original.id}/reply`, { body: 'x' })).status).toBe(404);
      expect((await sent(dmitri)).some((m) => m.subject === 'RE: Notes from our meeting')).toBe(false);
    });

    it('refuses a reply to a message the client sent herself, whose canReply is false', async () => {
      const own = itemAt(await sent(), 0);
      expect((await open(amelia, own.id)).canReply).toBe(false);
      const before = (await sent()).length;
      const res = await sendForm(amelia, `/api/messages/${own.id}/reply`, { body: 'To myself' });
      expect([res.status, res.body.message]).toEqual([403, 'Replies can only be made to messages you received.']);
      expect((await sent()).length).toBe(before);
    });
  });
});
