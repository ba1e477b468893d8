import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import {
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ALLOWED,
  FILE_TYPE_NOT_ALLOWED_AND_TOO_LARGE,
  hasExcludedExtension,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
} from '../../domain/messages/attachment-validation';
import { CONTENT_SNIFF_BYTES, contentFitsName } from '../../domain/messages/file-content';
import { normaliseFileName } from '../../domain/messages/file-name';
import { first } from '../../domain/shared/present';

/** busboy's factory, typed here for what this file uses. */
interface BusboyFileInfo {
  filename: string;
  mimeType: string;
}
interface Busboy {
  on(event: 'file', cb: (name: string, stream: Readable & { truncated?: boolean }, info: BusboyFileInfo) => void): this;
  on(event: 'field', cb: (name: string, value: string, info: { valueTruncated: boolean }) => void): this;
  on(event: 'filesLimit' | 'fieldsLimit' | 'partsLimit' | 'close', cb: () => void): this;
  on(event: 'error', cb: (e: Error) => void): this;
  removeAllListeners(event: string): this;
}
type BusboyFactory = (config: {
  headers: IncomingHttpHeaders;
  limits: Record<string, number>;
  defParamCharset?: string;
}) => Busboy;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const busboy = require('busboy') as BusboyFactory;

/** Fields other than files: a subject, a body of at most this many bytes, a few account ids. */
export const MAX_FIELD_BYTES = 200_000;
export const MAX_FIELDS = 30;
/** The largest request worth reading: five whole files and the fields, with room for the part headers. */
export const MAX_REQUEST_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + MAX_FIELD_BYTES + 1_000_000;
export const NOT_MULTIPART = 'Send the message as multipart/form-data.';
export const REQUEST_TOO_LARGE = 'The request is larger than five attachments of at most 10,000,000 bytes each.';
export const FIELD_TOO_LONG = 'The message is too long.';
export const UPLOAD_BROKEN = 'The upload did not arrive whole. Please try again.';
export const TOO_MANY_FIELDS = 'The form has more fields than a message takes.';
export const FILE_WITHOUT_NAME = 'Every attached file needs a file name.';
export const ENCODED_BODY = 'Send the message uncompressed: a Content-Encoding is not accepted.';
/** The form field that carries files; a part of that name without a file name is a file that lost its name. */
const FILES_FIELD = 'files';

/** A file received to a temporary file, never held whole in memory. */
export interface ReceivedFile {
  filename: string;
  mimetype: string;
  size: number;
  path: string;
  /** The content's SHA-256 (hex), known once the file has arrived: tells a repeated request from another. */
  sha256: string;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: ReceivedFile[];
  /** Removes the temporary files. */
  dispose(): Promise<void>;
}

export interface UploadProblem {
  filename: string;
  message: string;
}

/** Why a request was refused before anything was sent to the platform. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    readonly countError: string | null = null,
    readonly attachmentErrors: UploadProblem[] = [],
  ) {
    super(message);
  }
}

/**
 * Reads a multipart/form-data request as it streams in (spec 3 §5 "Attachments", §9): each file goes to a
 * temporary file. A file past 10,000,000 bytes, an excluded extension or content that does not fit the file's
 * name is not kept (nothing past the limit is read into it), and the rest of the request is read on so that the
 * refusal names every refused file; a sixth file stops the reading at once. Nothing is ever held whole in
 * memory. The request is unpiped on refusal: whatever is left of it is not read by this function.
 */
export async function readMultipart(
  req: Readable & { headers: IncomingHttpHeaders },
  root: string = tmpdir(),
  /** Told the size of each piece of the body as it arrives (the upload metrics). */
  onBytes?: (bytes: number) => void,
): Promise<MultipartForm> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new UploadRefused(415, NOT_MULTIPART);
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding !== 'identity' && encoding !== '') throw new UploadRefused(415, ENCODED_BODY);
  const length = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(length) && length > MAX_REQUEST_BYTES) throw new UploadRefused(413, REQUEST_TOO_LARGE);

  // A request whose sender already went away emits nothing more: refused now, or it would wait for ever.
  const gone = () => req.destroyed || req.readableAborted || (req as { aborted?: boolean }).aborted === true;
  if (gone()) throw new UploadRefused(400, UPLOAD_BROKEN);
  const dir = await mkdtemp(join(root, 'portal-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  if (gone()) {
    await dispose();
    throw new UploadRefused(400, UPLOAD_BROKEN);
  }
  const fields = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  const open: { stream: Readable; out: Writable }[] = [];

  let bb: Busboy;
  try {
    bb = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        fileSize: MAX_ATTACHMENT_BYTES + 1,
        files: MAX_ATTACHMENTS,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_ATTACHMENTS + MAX_FIELDS,
      },
    });
  } catch {
    await dispose();
    throw new UploadRefused(415, NOT_MULTIPART);
  }

  return new Promise<MultipartForm>((resolve, reject) => {
    let settled = false;
    const refuse = (e: UploadRefused) => {
      if (settled) return;
      settled = true;
      req.unpipe(bb as unknown as Writable);
      // A part busboy still starts from what it already had is read and dropped, its errors heard.
      bb.removeAllListeners('file');
      bb.on('file', (_name, stream) => {
        stream.on('error', () => undefined);
        stream.resume();
      });
      // Every file still being written stops here, so the temporary files are gone before the answer goes.
      for (const { stream, out } of open) {
        stream.destroy();
        out.destroy();
      }
      void Promise.allSettled(writes)
        .then(dispose)
        .finally(() => reject(e));
    };

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) return refuse(new UploadRefused(413, FIELD_TOO_LONG));
      if (name === FILES_FIELD && value !== '') return refuse(new UploadRefused(400, FILE_WITHOUT_NAME));
      fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    bb.on('filesLimit', () => refuse(new UploadRefused(400, TOO_MANY_ATTACHMENTS, TOO_MANY_ATTACHMENTS)));
    bb.on('fieldsLimit', () => refuse(new UploadRefused(400, TOO_MANY_FIELDS)));
    bb.on('partsLimit', () => refuse(new UploadRefused(400, TOO_MANY_FIELDS)));
    bb.on('error', () => refuse(new UploadRefused(400, UPLOAD_BROKEN)));

    /** Every file's problems, so that the answer names each refused file, not only the first (spec 3 §5). */
    const problems = new Map<number, { filename: string; type: boolean; large: boolean }>();
    let parts = 0;
    const problem = (index: number, filename: string, what: 'type' | 'large') => {
      const p = problems.get(index) ?? { filename, type: false, large: false };
      p[what] = true;
      problems.set(index, p);
    };

    bb.on('file', (_name, stream, info) => {
      // First of all: a part cut off (the body ends inside it) errors its stream, which must never go unheard.
      stream.on('error', () => refuse(new UploadRefused(400, UPLOAD_BROKEN)));
      // The name as it is checked, stored and shown (spec 3 §5 on the normalised name): see normaliseFileName.
      const filename = normaliseFileName(info.filename ?? '');
      if (!filename) return stream.resume(); // an empty file input
      const index = parts++;
      // busboy signals when a file reaches fileSize bytes: 10,000,001 is one too many. It reads no more of it.
      stream.on('limit', () => problem(index, filename, 'large'));
      if (hasExcludedExtension(filename)) {
        // Never kept: only counted (up to the limit), so that a file both excluded and too large gets the
        // combined text (spec 3 §5).
        problem(index, filename, 'type');
        return stream.resume();
      }
      const path = join(dir, `${files.length}`);
      const record: ReceivedFile = {
        filename,
        mimetype: info.mimeType || 'application/octet-stream',
        size: 0,
        path,
        sha256: '',
      };
      const hasher = createHash('sha256');
      files.push(record);
      const out = createWriteStream(path);
      open.push({ stream, out });
      let head = Buffer.alloc(0);
      let sniffed = false;
      const sniff = () => {
        sniffed = true;
        if (!contentFitsName(filename, head)) {
          // Nothing more of it is kept; the rest of the request is read on for the other files' problems.
          stream.unpipe(out);
          out.destroy();
          stream.resume();
          problem(index, filename, 'type');
        }
      };
      stream.on('data', (chunk: Buffer) => {
        record.size += chunk.length;
        hasher.update(chunk);
        if (!sniffed) {
          head = Buffer.concat([head, chunk.subarray(0, CONTENT_SNIFF_BYTES - head.length)]);
          if (head.length >= CONTENT_SNIFF_BYTES) sniff();
        }
      });
      writes.push(
        new Promise<void>((done) => {
          stream.on('end', () => {
            record.sha256 = hasher.digest('hex');
            if (!sniffed) sniff();
            if (out.destroyed) done();
          });
          out.on('close', done);
          out.on('error', () => {
            refuse(new UploadRefused(400, UPLOAD_BROKEN));
            done();
          });
          stream.pipe(out);
        }),
      );
    });

    bb.on('close', () => {
      if (settled) return;
      void Promise.all(writes).then(() => {
        if (settled) return;
        if (problems.size)
          return refuse(refusalOf([...problems.entries()].sort(([a], [b]) => a - b).map(([, p]) => p)));
        settled = true;
        resolve({ fields, files, dispose });
      });
    });
    req.on('aborted', () => refuse(new UploadRefused(400, UPLOAD_BROKEN)));
    req.on('error', () => refuse(new UploadRefused(400, UPLOAD_BROKEN)));
    req.on('close', () => {
      if (!req.readableEnded) refuse(new UploadRefused(400, UPLOAD_BROKEN));
    });
    // Read on past a refused file only as far as the largest request worth reading.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      onBytes?.(chunk.length);
      if (received > MAX_REQUEST_BYTES) refuse(new UploadRefused(413, REQUEST_TOO_LARGE));
    });
    req.pipe(bb as unknown as Writable);
  });
}

/** One refusal naming every refused file with its own text; 413 when any is too large. */
function refusalOf(problems: readonly { filename: string; type: boolean; large: boolean }[]): UploadRefused {
  const errors = problems.map((p) => ({
    filename: p.filename,
    message: p.type && p.large ? FILE_TYPE_NOT_ALLOWED_AND_TOO_LARGE : p.type ? FILE_TYPE_NOT_ALLOWED : FILE_TOO_LARGE,
  }));
  return new UploadRefused(problems.some((p) => p.large) ? 413 : 400, first(errors).message, null, errors);
}
