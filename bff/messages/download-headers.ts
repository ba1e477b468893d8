import { contentTypeByName } from '../../domain/messages/file-types';

/** Headers of a streamed download (spec 3 §2: the file keeps its name and type). */

/**
 * Types a browser would run rather than save: sent as plain bytes instead. Matched on the type itself (HTML,
 * any +xml such as SVG or XHTML, XML, scripts), not on a word inside it: the Office types name 'openxmlformats'.
 */
const ACTIVE_TYPE = /^\s*([a-z0-9.+-]+\/[a-z0-9.-]*(html|javascript|ecmascript)[a-z0-9.+-]*|[a-z0-9.-]+\/[a-z0-9.-]+\+xml|(text|application)\/xml)\s*(;|$)/i;

const GENERIC = 'application/octet-stream';

/**
 * The platform's type, unless it is one a browser would run; where the platform gives none, or only the
 * generic octet-stream, the type the file's extension names (a .xlsx is a spreadsheet, a .docx a Word file).
 */
export function downloadType(mimetype: string | null | undefined, filename = ''): string {
  const type = (mimetype ?? '').trim();
  if (ACTIVE_TYPE.test(type) || /[\r\n]/.test(type)) return GENERIC;
  if (!type || type.toLowerCase() === GENERIC) return contentTypeByName(filename) ?? GENERIC;
  return type;
}

/** attachment; filename="…" with an ASCII fallback, and filename*= for the real name (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
