import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A multipart/form-data body sent as a stream: text fields, then one file whose bytes are passed through, never held whole. */
export interface StreamedMultipart {
  body: Readable;
  contentType: string;
  /** Known when the file's size is: the body's exact length (otherwise it goes chunked). */
  contentLength: number | null;
}

const quoted = (v: string): string => v.replace(/["\\\r\n]/g, '_');

export function streamedMultipart(
  fields: Record<string, string>,
  file: { field: string; filename: string; mimetype: string; size?: number | null; content: AsyncIterable<Uint8Array> },
): StreamedMultipart {
  const boundary = `----portal${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.filename)}"\r\nContent-Type: ${quoted(file.mimetype)}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield head;
    for await (const chunk of file.content) yield chunk;
    yield tail;
  }
  return {
    body: Readable.from(parts(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: typeof file.size === 'number' ? head.length + file.size + tail.length : null,
  };
}
