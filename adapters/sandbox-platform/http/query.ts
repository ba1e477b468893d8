import { present } from '../../../domain/shared/present';
import { validation } from './errors';

/**
 * Query strings as the platform reads them (adapters/PLATFORM-API.md "Query strings"): a list is
 * `name.0=a&name.1=b`, an object `name.key=value`, a boolean `1` or `0`, and `page_bookmark` is read
 * exactly as sent. A parameter the sandbox does not know is ignored, as a real server ignores it; a
 * known one in a form the platform does not take (a repeated key, a comma-joined id list, `true`) is 400.
 */

/** Parameters read as sent, never percent-decoded (public evidence: the platform refuses a bookmark whose '=' came as '%3D'). */
const VERBATIM = ['page_bookmark', '_transaction'];

const decodeName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/** The parameters of a query string: form-decoded, except page_bookmark, which keeps every character as it came ('+' is not a space, '%3D' is not '='). */
export function platformQuery(search: string): URLSearchParams {
  const raw = search.replace(/^\?/, '');
  const query = new URLSearchParams(raw);
  for (const name of VERBATIM) {
    if (!query.has(name)) continue;
    query.delete(name);
    for (const part of raw.split('&')) {
      const eq = part.indexOf('=');
      if (decodeName(eq < 0 ? part : part.slice(0, eq)) === name) query.append(name, eq < 0 ? '' : part.slice(eq + 1));
    }
  }
  return query;
}

/**
 * A list parameter: `name.0`, `name.1`, … in index order. A single plain `name=v` is a list of one; a
 * plain name given twice is 400 (a list is numbered, not repeated). Empty when absent.
 */
export function queryList(query: URLSearchParams, name: string): string[] {
  const plain = query.getAll(name);
  if (plain.length > 1) throw validation(`${name} is a list: send ${name}.0, ${name}.1, …`);
  const indexed: [number, string][] = [];
  for (const [key, value] of query) {
    const m = key.startsWith(`${name}.`) ? /^(\d+)$/.exec(key.slice(name.length + 1)) : null;
    if (m) indexed.push([Number(m[1]), value]);
  }
  return [...plain, ...indexed.sort((a, b) => a[0] - b[0]).map(([, v]) => v)];
}

/** A list of whole-number ids (`accountid.0=1&accountid.1=2`); anything else in it (`1,2`) is 400. */
export function queryIdList(query: URLSearchParams, name: string): number[] {
  const ids = queryList(query, name).map((raw) => {
    const v = raw.trim();
    if (!/^\d+$/.test(v))
      throw validation(`${name} must hold whole-number ids, one a parameter (${name}.0, ${name}.1, …)`);
    return Number(v);
  });
  return [...new Set(ids)];
}

/** A boolean parameter: `1` or `0` (a GET has no JSON body, so no `true`/`false`); the default when absent. */
export function queryFlag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const v = query.get(name);
  return v === null || v === '' ? fallback : booleanValue(name, v);
}

/** One boolean value of a query string: `1` or `0`, anything else 400. */
export function booleanValue(name: string, raw: string): boolean {
  if (raw === '1') return true;
  if (raw === '0') return false;
  throw validation(`${name} must be 1 or 0`);
}

/**
 * The sandbox's bookmarks: an opaque text framed so that it always holds '/', '+' and '=' (the
 * characters of a base64 text, which real bookmarks are taken to be), so that a bookmark encoded or
 * decoded anywhere on its way back is refused, as the platform refuses it.
 */
const BOOKMARK = /^cursor\/([A-Za-z0-9+/]*={0,2})\+=$/;

export const sandboxBookmark = (position: unknown): string =>
  `cursor/${Buffer.from(JSON.stringify(position), 'utf8').toString('base64')}+=`;

/** The position a page_bookmark names, undefined without one; a bookmark not of the sandbox's making, or naming something else, is 400. */
export function readBookmark<T>(query: URLSearchParams, isPosition: (v: unknown) => v is T): T | undefined {
  const raw = query.get('page_bookmark');
  if (raw === null || raw === '') return undefined;
  const m = BOOKMARK.exec(raw);
  try {
    const position: unknown = m
      ? JSON.parse(Buffer.from(present(m[1], 'the bookmark text'), 'base64').toString('utf8'))
      : undefined;
    if (isPosition(position)) return position;
  } catch {
    // the validation error below
  }
  throw validation('page_bookmark is not valid');
}
