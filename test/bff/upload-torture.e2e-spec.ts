import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pdf, sendForm, type SendResult } from '../support/messages-api';
import { PASSWORD, signedIn, startPortal } from '../support/portal-harness';
import { usePrivateUploadDir } from '../support/private-upload-dir';
import { rawRequest, rawSignIn, type RawAnswer, type RawSession } from '../support/raw-http';

type Portal = Awaited<ReturnType<typeof startPortal>>;

const B = 'XX';
const CRLF = '\r\n';
const field = (name: string, value: string) =>
  `--${B}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
const fileHead = (name: string, type = 'application/pdf') =>
  `--${B}${CRLF}Content-Disposition: form-data; name="files"; filename="${name}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`;
const PDF = pdf('x.pdf', 3000).bytes.toString('latin1');
const whole = (name: string) => `${fileHead(name)}${PDF}${CRLF}`;
const END = `--${B}--${CRLF}`;
const fields = field('subject', 'Torture') + field('body', 'b');

interface Case {
  name: string;
  body: () => Buffer | string;
  /** The answer expected; 'closed' for a client that went away. */
  expect: 400 | 413 | 415 | 'closed';
  contentType?: string;
  headers?: Record<string, string>;
  /** A Content-Length larger than the bytes sent, then the client disconnects. */
  disconnect?: boolean;
}

/** Every way an upload can arrive broken (issue: one bad upload must never take the portal down). */
const CASES: Case[] = [
  {
    name: 'cut off inside the last file part (no closing boundary)',
    body: () => `${fields}${fileHead('a.txt', 'text/plain')}hello`,
    expect: 400,
  },
  {
    name: 'cut off inside the first part (a field)',
    body: () => `--${B}${CRLF}Content-Disposition: form-data; name="subject"${CRLF}${CRLF}Tortu`,
    expect: 400,
  },
  {
    name: 'cut off inside a middle part (the first of two files)',
    body: () => `${fields}${fileHead('one.pdf')}${PDF.slice(0, 1000)}`,
    expect: 400,
  },
  {
    name: "cut off inside a part's headers",
    body: () => `${fields}--${B}${CRLF}Content-Disposition: form-data; name="files"; filen`,
    expect: 400,
  },
  { name: 'cut off right after a boundary line', body: () => `${fields}--${B}${CRLF}`, expect: 400 },
  {
    name: 'cut off after whole parts, before the closing boundary',
    body: () => `${fields}${whole('a.pdf')}`,
    expect: 400,
  },
  { name: 'cut off inside the closing boundary', body: () => `${fields}${whole('a.pdf')}--${B}`, expect: 400 },
  { name: 'a boundary that never comes', body: () => 'a'.repeat(100_000), expect: 400 },
  {
    name: 'header-only parts (no blank line, no body)',
    body: () =>
      `--${B}${CRLF}Content-Disposition: form-data; name="subject"${CRLF}--${B}${CRLF}Content-Disposition: form-data; name="files"; filename="a.pdf"${CRLF}${END}`,
    expect: 400,
  },
  {
    name: 'a file part without a file name',
    body: () =>
      `${fields}--${B}${CRLF}Content-Disposition: form-data; name="files"${CRLF}Content-Type: application/pdf${CRLF}${CRLF}${PDF}${CRLF}${END}`,
    expect: 400,
  },
  { name: '1,000 empty fields', body: () => `${fields}${field('x', '').repeat(1000)}${END}`, expect: 400 },
  {
    name: '1,000 empty file parts',
    body: () => `${fields}${`${fileHead('')}${CRLF}`.repeat(1000)}${END}`,
    expect: 400,
  },
  {
    name: 'a field larger than the limit',
    body: () => `${field('subject', 'S')}${field('body', 'b'.repeat(300_000))}${END}`,
    expect: 413,
  },
  {
    name: 'a file larger than the limit',
    body: () =>
      Buffer.concat([
        Buffer.from(`${fields}${fileHead('big.pdf')}${PDF}`, 'latin1'),
        Buffer.alloc(10_000_100, 0x20),
        Buffer.from(`${CRLF}${END}`),
      ]),
    expect: 413,
  },
  {
    name: 'a boundary other than the one announced',
    body: () => `${fields}${whole('a.pdf')}${END}`,
    contentType: 'multipart/form-data; boundary=YY',
    expect: 400,
  },
  {
    name: 'no boundary announced',
    body: () => `${fields}${whole('a.pdf')}${END}`,
    contentType: 'multipart/form-data; charset=utf-8',
    expect: 415,
  },
  {
    name: 'a gzip-encoded body',
    body: () => gzipSync(Buffer.from(`${fields}${whole('a.pdf')}${END}`, 'latin1')),
    headers: { 'content-encoding': 'gzip' },
    expect: 415,
  },
  {
    name: 'a client that disconnects in the middle of a file',
    body: () => `${fields}${fileHead('gone.pdf')}${PDF}${'x'.repeat(60_000)}`,
    disconnect: true,
    expect: 'closed',
  },
];

/** Every file under `dir`, with its size (what the portal and the sandbox keep on disk). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(`${p}:${statSync(p).size}`);
    }
  };
  walk(dir);
  return out.sort();
}

describe('uploads that arrive broken (torture test through the running portal)', () => {
  let portal: Portal;
  let base: string;
  let dmitri: RawSession;
  let amelia: RawSession;
  let waitingId: number;
  /** What would have ended a portal process: an error no one handled. */
  const unhandled: string[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e instanceof Error ? e.message : String(e));
  // Every temporary file of the portal and its sandbox goes here, so that one left behind is seen.
  const uploadDir = usePrivateUploadDir('torture-');
  let tmp = '';

  beforeAll(async () => {
    tmp = uploadDir.path();
    process.on('uncaughtException', onUnhandled);
    process.on('unhandledRejection', onUnhandled);
    portal = await startPortal({ uploadDir: tmp });
    await new Promise<void>((resolve) => portal.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(portal.app.getHttpServer().address() as { port: number }).port}`;
    dmitri = await rawSignIn(base, 'dmitri', PASSWORD);
    amelia = await rawSignIn(base, 'amelia', PASSWORD);
    // A message of amelia's with a file waiting to be retried, so that a broken retry can be seen not to touch it.
    await fetch(`${portal.sandbox!.origin}/sandbox/fail-next-attachment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    const sender = await signedIn(portal.server, 'amelia');
    const sent = (
      await sendForm(sender, '/api/messages', { subject: 'Waiting file', body: 'x' }, [
        pdf('waiting.pdf', 3000),
      ]).expect(200)
    ).body as SendResult;
    expect(sent.failedAttachments).toEqual(['waiting.pdf']);
    waitingId = sent.messageId!;
  }, 60_000);

  afterAll(async () => {
    await portal?.close();
    process.off('uncaughtException', onUnhandled);
    process.off('unhandledRejection', onUnhandled);
  });

  const getJson = async (s: RawSession, path: string) => {
    const res = await fetch(new URL(path, base), { headers: { cookie: s.cookie } });
    expect(res.status).toBe(200);
    return res.json();
  };
  /** The first page of Sent, newest first: a message sent since shows as a new first row. */
  const sentCount = async (s: RawSession) =>
    ((await getJson(s, '/api/messages?folder=sent')) as { items: { id: number }[] }).items.map((m) => m.id);
  const pending = (s: RawSession) => getJson(s, `/api/messages/${waitingId}/pending-attachments`);

  async function send(s: RawSession, path: string, c: Case): Promise<RawAnswer> {
    const body = Buffer.from(c.body() as string, typeof c.body() === 'string' ? 'latin1' : undefined);
    const headers: Record<string, string | number> = {
      'content-type': c.contentType ?? `multipart/form-data; boundary=${B}`,
      'content-length': c.disconnect ? body.length + 1_000_000 : body.length,
      'x-csrf-token': s.csrf,
      cookie: s.cookie,
      ...c.headers,
    };
    return rawRequest(base, { path, headers, body, disconnectAfterBody: c.disconnect });
  }

  const targets = [
    { endpoint: 'compose, as dmitri (a client at the Messages level)', who: () => dmitri, path: () => '/api/messages' },
    {
      endpoint: 'retry of a waiting file, as amelia',
      who: () => amelia,
      path: () => `/api/messages/${waitingId}/attachments`,
    },
  ];

  for (const target of targets) {
    describe(target.endpoint, () => {
      it.each(CASES.map((c) => [c.name, c] as const))(
        '%s: a clear refusal, the portal still up, nothing left behind or sent',
        async (_name, c) => {
          const s = target.who();
          const filesBefore = filesUnder(tmp);
          const sentBefore = await sentCount(s);
          const pendingBefore = await pending(amelia);

          const answer = await send(s, target.path(), c);

          if (c.expect === 'closed') expect(answer.status).toBeNull();
          else {
            expect({ status: answer.status, error: answer.error }).toEqual({ status: c.expect, error: undefined });
            const body = JSON.parse(answer.body) as { message: string; requestId: string };
            expect(body.message).toMatch(/^[A-Z].+[.!?]$/);
            expect(body.requestId).toEqual(expect.any(String));
          }
          expect(unhandled.splice(0)).toEqual([]);
          const live = await fetch(new URL('/api/health/live', base));
          expect(live.status).toBe(200);
          // Temporary files are removed as the refusal goes (a disconnect's as soon as the portal sees it).
          for (let i = 0; i < 250 && filesUnder(tmp).join() !== filesBefore.join(); i++)
            await new Promise((r) => setTimeout(r, 20));
          expect(filesUnder(tmp)).toEqual(filesBefore);
          expect(await sentCount(s)).toEqual(sentBefore);
          expect(await pending(amelia)).toEqual(pendingBefore);
        },
      );
    });
  }

  // The embedded sandbox runs in the portal's process and reads uploads before it checks anyone's session.
  describe('the embedded sandbox platform, sent the same directly', () => {
    it.each(CASES.filter((c) => c.expect !== 413).map((c) => [c.name, c] as const))(
      '%s: refused, and the process still up',
      async (_name, c) => {
        const filesBefore = filesUnder(tmp);
        const body = Buffer.from(c.body() as string, typeof c.body() === 'string' ? 'latin1' : undefined);
        const headers = {
          'content-type': c.contentType ?? `multipart/form-data; boundary=${B}`,
          'content-length': c.disconnect ? body.length + 1_000_000 : body.length,
          ...c.headers,
        };
        const answer = await rawRequest(portal.sandbox!.origin, {
          path: '/resourceful/docnote-v2/1/attachment-v3',
          headers,
          body,
          disconnectAfterBody: c.disconnect,
        });
        if (c.expect === 'closed') expect(answer.status).toBeNull();
        else expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(unhandled.splice(0)).toEqual([]);
        expect((await fetch(new URL('/api/health/live', base))).status).toBe(200);
        for (let i = 0; i < 250 && filesUnder(tmp).join() !== filesBefore.join(); i++)
          await new Promise((r) => setTimeout(r, 20));
        expect(filesUnder(tmp)).toEqual(filesBefore);
      },
    );
  });

  it('still takes a whole, well-formed upload afterwards', async () => {
    const body = `${fields}${whole('fine.pdf')}${END}`;
    const before = await sentCount(dmitri);
    const filesBefore = filesUnder(tmp).length;
    const answer = await send(dmitri, '/api/messages', { name: 'whole', body: () => body, expect: 400 });
    expect(answer.status).toBe(200);
    const sent = JSON.parse(answer.body) as SendResult;
    expect(sent).toMatchObject({ outcome: 'Success', failedAttachments: [] });
    expect((await sentCount(dmitri))[0]).toBe(sent.messageId);
    expect(before).not.toContain(sent.messageId);
    // The folder watched above is the one in use: the sandbox keeps the stored file there.
    expect(filesUnder(tmp).length).toBe(filesBefore + 1);
  });
});
