import { validation } from './errors';

/** One part of a multipart/form-data body. */
export interface MultipartPart {
  name: string;
  /** Set on a file part. */
  filename: string | null;
  contentType: string | null;
  bytes: Buffer;
}

/** A parsed multipart/form-data request body (what PlatformRequest.body holds for one). */
export interface MultipartBody {
  kind: 'multipart';
  parts: MultipartPart[];
}

export const isMultipart = (body: unknown): body is MultipartBody =>
  typeof body === 'object' && body !== null && (body as MultipartBody).kind === 'multipart';

/** The boundary of a multipart/form-data content type; null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!m) throw validation('A multipart body needs a boundary');
  return m[1] ?? m[2];
}

/** Splits a whole multipart/form-data body into its parts (RFC 7578); malformed input is a 400. */
export function parseMultipart(raw: Buffer, boundary: string): MultipartBody {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = raw.indexOf(delimiter);
  if (at < 0) throw validation('Malformed multipart body');
  for (;;) {
    at += delimiter.length;
    if (raw.subarray(at, at + 2).toString() === '--') break;
    const headerEnd = raw.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) throw validation('Malformed multipart body');
    const headers = raw.subarray(at, headerEnd).toString('utf8');
    const next = raw.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4);
    if (next < 0) throw validation('Malformed multipart body');
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) throw validation('A multipart part needs a name');
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    const contentType = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? null;
    parts.push({ name, filename, contentType, bytes: raw.subarray(headerEnd + 4, next) });
    at = next + 2;
  }
  return { kind: 'multipart', parts };
}
