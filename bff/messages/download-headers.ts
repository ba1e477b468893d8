/** Headers of a streamed download (spec 3 §2: the file keeps its name and type). */

/** Types a browser would run rather than save: sent as plain bytes instead. */
const ACTIVE_TYPE = /html|svg|xml|javascript|ecmascript/i;

/** The platform's type, unless it is one a browser would run. */
export function downloadType(mimetype: string | null | undefined): string {
  const type = (mimetype ?? '').trim();
  if (!type || ACTIVE_TYPE.test(type) || /[\r\n]/.test(type)) return 'application/octet-stream';
  return type;
}

/** attachment; filename="…" with an ASCII fallback, and filename*= for the real name (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
