import { createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { SandboxError, validation } from './errors';

/** One part of a multipart/form-data body: a text field, or a file written to disk as it arrived. */
export interface MultipartPart {
  name: string;
  /** Set on a file part. */
  filename: string | null;
  contentType: string | null;
  /** A field's text; null on a file part. */
  value: string | null;
  /** Where a file part's bytes are (a temporary file); null on a field. */
  path: string | null;
  /** Bytes received (a file cut off at the limit says so in `truncated`). */
  size: number;
  truncated: boolean;
  /** Set by a handler that keeps the file: it is then not removed after the call. */
  claimed?: boolean;
}

/** A parsed multipart/form-data request body (what PlatformRequest.body holds for one). */
export interface MultipartBody {
  kind: 'multipart';
  parts: MultipartPart[];
}

export const isMultipart = (body: unknown): body is MultipartBody =>
  typeof body === 'object' && body !== null && (body as MultipartBody).kind === 'multipart';

export const isMultipartRequest = (contentType: string | undefined): boolean =>
  /^multipart\/form-data/i.test(contentType ?? '');

export interface MultipartLimits {
  /** A file part keeps at most this many bytes plus one (the one tells "too large"). */
  fileBytes: number;
  files: number;
  fields: number;
}

/**
 * Reads a multipart/form-data request as it arrives: fields as text, each file streamed into a
 * temporary file in `dir` (never held in memory), cut off one byte past `limits.fileBytes`.
 * Malformed input is a 400; more parts than the limits allow, a 413.
 */
export async function receiveMultipart(
  req: IncomingMessage,
  dir: string,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: limits.fileBytes + 1, files: limits.files, fields: limits.fields, fieldSize: 100_000 },
    });
  } catch {
    throw validation('Malformed multipart body');
  }
  const parts: MultipartPart[] = [];
  const writes: Promise<void>[] = [];
  const streams: NodeJS.ReadableStream[] = [];
  const files: WriteStream[] = [];
  let overLimit = false;
  const done = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) =>
      parts.push({ name, filename: null, contentType: null, value, path: null, size: 0, truncated: false }),
    );
    parser.on('file', (name, stream, info) => {
      const part: MultipartPart = {
        name,
        filename: info.filename || null,
        contentType: info.mimeType || null,
        value: null,
        path: join(dir, randomUUID()),
        size: 0,
        truncated: false,
      };
      parts.push(part);
      stream.on('data', (chunk: Buffer) => (part.size += chunk.length));
      stream.on('limit', () => (part.truncated = true));
      streams.push(stream);
      const file = createWriteStream(part.path!);
      files.push(file);
      const written = pipeline(stream, file);
      // A part cut off rejects its write; the request's own failure is what is answered, so no rejection goes unheard.
      written.catch(() => undefined);
      writes.push(written);
    });
    parser.on('filesLimit', () => (overLimit = true));
    parser.on('fieldsLimit', () => (overLimit = true));
    parser.on('error', () => reject(validation('Malformed multipart body')));
    req.on('error', () => reject(validation('Malformed multipart body')));
    req.on('close', () => {
      if (!req.complete) reject(validation('Malformed multipart body'));
    });
    parser.on('close', () => resolve());
  });
  try {
    req.pipe(parser);
    await done;
    await Promise.all(writes);
  } catch (e) {
    req.unpipe(parser);
    // A part still open (its sender gone) would never end: it is stopped, and every write settles before its
    // temporary file is removed.
    for (const stream of streams) (stream as unknown as { destroy(): void }).destroy();
    await Promise.allSettled(writes);
    // A file still being opened is created when its open completes: removed only once it has closed.
    await Promise.all(files.filter((f) => !f.closed).map((f) => once(f, 'close').catch(() => undefined)));
    discardUnclaimed({ kind: 'multipart', parts });
    throw e;
  }
  if (overLimit) {
    discardUnclaimed({ kind: 'multipart', parts });
    throw new SandboxError(413, 'validation', 'Too many parts in the request');
  }
  return { kind: 'multipart', parts };
}

/** Removes the temporary files no handler kept. */
export function discardUnclaimed(body: unknown): void {
  if (!isMultipart(body)) return;
  for (const p of body.parts) if (p.path && !p.claimed) rmSync(p.path, { force: true });
}
