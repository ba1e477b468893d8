import type { Response } from 'express';
import { normaliseFileName } from '../../domain/messages/file-name';
import { contentTypeByName } from '../../domain/messages/file-types';
import { first } from '../../domain/shared/present';

/** Headers of a streamed download (spec 3 §2: the file keeps its name and type). */

/**
 * Types a browser would run rather than save: sent as plain bytes instead. Matched on the type itself (HTML,
 * any +xml such as SVG or XHTML, XML, scripts), not on a word inside it: the Office types name 'openxmlformats'.
 */
const ACTIVE_TYPE =
  /^\s*([a-z0-9.+-]+\/[a-z0-9.-]*(html|javascript|ecmascript)[a-z0-9.+-]*|[a-z0-9.-]+\/[a-z0-9.-]+\+xml|(text|application)\/xml)\s*(;|$)/i;
/** A plain 'type/subtype' (RFC 9110 tokens), nothing after it: anything else the platform claims is not trusted. */
const PLAIN_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

const GENERIC = 'application/octet-stream';
/** The name a download gets when the platform's name has nothing usable left in it. */
export const UNNAMED_DOWNLOAD = 'download';

/**
 * The platform's type (without parameters), unless it is one a browser would run (or not a plain type at all); where the platform
 * gives none, or only the generic octet-stream, the type the file's extension names (a .xlsx is a spreadsheet,
 * a .docx a Word file). Downloads are always attachments (contentDisposition), so no type is shown inline.
 */
export function downloadType(mimetype: string | null | undefined, filename = ''): string {
  // Parameters (';charset=…') are dropped: the type alone is checked and sent.
  const type = first((mimetype ?? '').split(';')).trim();
  if (ACTIVE_TYPE.test(type) || (type !== '' && !PLAIN_TYPE.test(type))) return GENERIC;
  if (!type || type.toLowerCase() === GENERIC) return contentTypeByName(normaliseFileName(filename)) ?? GENERIC;
  return type;
}

/** Lone surrogates (a broken name) become U+FFFD, so the name can be percent-encoded. */
const wellFormed = (s: string): string =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** RFC 8187 attr-chars stay; every other byte of the UTF-8 name is percent-encoded (encodeURIComponent leaves ' ( ) * !). */
const extValue = (s: string): string =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): always an attachment, never inline. The name is
 * normalised first (the one rule for file names: no bidirectional, control or zero-width characters, no path);
 * the quoted fallback keeps printable ASCII only, with '"', '\', ';' and '%' made '_' (no header injection, no
 * quoted string a lenient parser could misread); filename* carries the real name, percent-encoded.
 */
export function contentDisposition(filename: string): string {
  const name = wellFormed(normaliseFileName(filename)) || UNNAMED_DOWNLOAD;
  const ascii = name.replace(/[^\x20-\x7e]|["\\;%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}

/** The headers every download carries besides its type and disposition: never kept, never sniffed into something runnable. */
export function setDownloadHeaders(res: Pick<Response, 'setHeader'>): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
