import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { readMultipart, UploadRefused } from './multipart-form';
import { first } from '../../domain/shared/present';

const BOUNDARY = 'test-boundary-7MA4YWxkTrZu0gW';

type Part = { field: string; value: string } | { file: string; size: number; head?: Buffer };

/**
 * A request whose body is produced only as it is read, 64 KiB at a time, counting what was pulled: a test can
 * tell how much of a large upload the reader consumed.
 */
function request(parts: Part[], headers: Record<string, string> = {}) {
  function* chunks(): Generator<Buffer> {
    for (const p of parts) {
      if ('field' in p) {
        yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`);
        continue;
      }
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${p.file}"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const head = p.head ?? Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
      let left = p.size;
      const first = head.subarray(0, Math.min(head.length, left));
      yield first;
      left -= first.length;
      while (left > 0) {
        const n = Math.min(left, 65536);
        yield Buffer.alloc(n, 0x41);
        left -= n;
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  const it = chunks();
  let pulled = 0;
  const stream = new Readable({
    read() {
      const next = it.next();
      if (next.done) return void this.push(null);
      pulled += next.value.length;
      this.push(next.value);
    },
  });
  return Object.assign(stream, {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    pulled: () => pulled,
  });
}

async function refusal(p: Promise<unknown>): Promise<UploadRefused> {
  try {
    await p;
  } catch (e) {
    if (e instanceof UploadRefused) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('readMultipart (spec 3 §5 "Attachments", streamed)', () => {
  it('receives the fields and each file to a temporary file, and disposes of them', async () => {
    const form = await readMultipart(
      request([
        { field: 'subject', value: 'Hello' },
        { field: 'accountIds', value: '1' },
        { field: 'accountIds', value: '2' },
        { file: 'a.pdf', size: 300_000 },
        { file: 'b.pdf', size: 10_000_000 },
      ]),
    );
    expect(form.fields.get('subject')).toEqual(['Hello']);
    expect(form.fields.get('accountIds')).toEqual(['1', '2']);
    expect(form.files.map((f) => [f.filename, f.size])).toEqual([
      ['a.pdf', 300_000],
      ['b.pdf', 10_000_000],
    ]);
    expect((await readFile(first(form.files).path)).subarray(0, 4).toString()).toBe('%PDF');
    await form.dispose();
    expect(existsSync(first(form.files).path)).toBe(false);
  });

  it('keeps only the name of a file sent with a path', async () => {
    const form = await readMultipart(
      request([
        { file: 'C:\\fakepath\\statement.pdf', size: 100 },
        { file: '../../etc/report.pdf', size: 100 },
      ]),
    );
    expect(form.files.map((f) => f.filename)).toEqual(['statement.pdf', 'report.pdf']);
    await form.dispose();
  });

  it('refuses a 10,000,001-byte file, keeping nothing of it past the limit', async () => {
    const req = request([
      { field: 'subject', value: 'Big' },
      { file: 'scan.pdf', size: 11_000_000 },
    ]);
    const e = await refusal(readMultipart(req));
    expect([e.status, e.message, e.attachmentErrors]).toEqual([
      413,
      'File is too large, please remove.',
      [{ filename: 'scan.pdf', message: 'File is too large, please remove.' }],
    ]);
  });

  it('names every refused file, each with its own text, not only the first', async () => {
    const e = await refusal(
      readMultipart(
        request([
          { file: 'big.pdf', size: 10_000_001 },
          { file: 'fine.pdf', size: 100 },
          { file: 'SETUP.EXE', size: 100 },
          {
            file: 'statement.pdf',
            size: 2000,
            head: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
          },
        ]),
      ),
    );
    expect(e.status).toBe(413);
    expect(e.attachmentErrors).toEqual([
      { filename: 'big.pdf', message: 'File is too large, please remove.' },
      { filename: 'SETUP.EXE', message: 'File type not allowed, please remove.' },
      { filename: 'statement.pdf', message: 'File type not allowed, please remove.' },
    ]);
  });

  it('stops reading a request that goes on past the largest worth reading', async () => {
    const req = request(Array.from({ length: 5 }, (_, i) => ({ file: `${i}.pdf`, size: 12_000_000 })));
    const e = await refusal(readMultipart(req));
    expect(e.status).toBe(413);
    expect(req.pulled()).toBeLessThan(52_000_000);
  });

  it('refuses a sixth file', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ file: `${i}.pdf`, size: 1000 }));
    const e = await refusal(readMultipart(request(six)));
    expect([e.status, e.message, e.countError]).toEqual([
      400,
      'You can upload a maximum of 5 attachments.',
      'You can upload a maximum of 5 attachments.',
    ]);
  });

  it('refuses an excluded extension in any case without keeping it, and content that does not fit the name', async () => {
    const exe = await refusal(readMultipart(request([{ file: 'setup.EXE', size: 5_000_000 }])));
    expect([exe.status, exe.message, exe.attachmentErrors]).toEqual([
      400,
      'File type not allowed, please remove.',
      [{ filename: 'setup.EXE', message: 'File type not allowed, please remove.' }],
    ]);
    const disguised = await refusal(
      readMultipart(
        request([
          {
            file: 'statement.pdf',
            size: 2000,
            head: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
          },
        ]),
      ),
    );
    expect(disguised.attachmentErrors).toEqual([
      { filename: 'statement.pdf', message: 'File type not allowed, please remove.' },
    ]);
  });

  it('gives an excluded file that is also too large the combined text', async () => {
    const req = request([{ file: 'setup.exe', size: 10_000_001 }]);
    const both = await refusal(readMultipart(req));
    const text = 'File type not allowed and file is too large, please remove.';
    expect([both.status, both.message, both.attachmentErrors]).toEqual([
      413,
      text,
      [{ filename: 'setup.exe', message: text }],
    ]);
    const exact = await refusal(readMultipart(request([{ file: 'setup.zip', size: 10_000_000 }])));
    expect([exact.status, exact.message]).toEqual([400, 'File type not allowed, please remove.']);
  });

  it('refuses what is not multipart, and a declared length beyond five whole files before reading', async () => {
    expect(
      (
        await refusal(
          readMultipart(Object.assign(Readable.from([]), { headers: { 'content-type': 'application/json' } })),
        )
      ).status,
    ).toBe(415);
    const req = request([{ file: 'a.pdf', size: 10 }], { 'content-length': String(60_000_000) });
    expect((await refusal(readMultipart(req))).status).toBe(413);
    expect(req.pulled()).toBe(0);
  });
});

describe('readMultipart and a sender already gone', () => {
  it('refuses a request destroyed before it is read, at once, leaving no temporary folder', async () => {
    const { readdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith('portal-upload-')).length;
    const req = Object.assign(new Readable({ read() {} }), {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    req.destroy();
    await expect(readMultipart(req)).rejects.toMatchObject({ status: 400 });
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('portal-upload-')).length).toBeLessThanOrEqual(before);
  });
});
