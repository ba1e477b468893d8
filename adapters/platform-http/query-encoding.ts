/**
 * Query strings the platform's way (adapters/PLATFORM-API.md "Query strings"; public evidence:
 * cl-xplan-api Documentation/api/Types.md "Flattening", Protocol.md "Query String Parameters").
 *
 * - A list is `name.0=a&name.1=b` (0-based), whatever its length: never a repeated key, never comma-joined.
 * - An object is `name.key=value`, nested as deep as it goes (`created_date.start_date=…`); a typed
 *   value is such an object (`x._type=Date&x._val=…`) and flattens the same way.
 * - A boolean is `1` or `0`: a GET has no body, so `true`/`false` are only ever JSON.
 * - `page_bookmark` goes as the platform gave it: the platform refuses a bookmark whose `=` came as `%3D`
 *   (cl-xplan-api Documentation/api/README.md "Bookmarks"), so only what would break the query string
 *   itself is escaped (see passBookmark).
 * - undefined and null are left out; an empty string is kept (`quicksearch=`).
 */
export type QueryScalar = string | number | boolean;
export type QueryValue =
  QueryScalar | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue };

/** Parameters whose values travel unencoded (cl-xplan-api Documentation/api/README.md, Transactions.md). */
const VERBATIM = new Set(['page_bookmark', '_transaction']);

/** The flat `[name, value]` pairs of the parameters, in order: lists as `name.N`, objects as `name.key`, booleans as 1/0. */
export function flattenQuery(params: Readonly<Record<string, QueryValue>>): [string, string][] {
  const pairs: [string, string][] = [];
  const walk = (name: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) (value as readonly QueryValue[]).forEach((v, i) => walk(`${name}.${i}`, v));
    else if (typeof value === 'object') for (const [key, v] of Object.entries(value)) walk(`${name}.${key}`, v);
    else pairs.push([name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
  };
  for (const [name, value] of Object.entries(params)) walk(name, value);
  return pairs;
}

/**
 * A bookmark as the platform gave it, with only what cannot stand in a query string escaped: `&` (it
 * would end the parameter), `#` (it would end the URL), and space, control characters and anything
 * outside ASCII (no URL carries them bare). Everything else goes as it is: `=`, `+` and `/` (a base64
 * text's own characters; the platform reads the bookmark as sent, so `+` is not a space to it) and `%`.
 */
export function passBookmark(value: string): string {
  return value.replace(/[&#\s]|\P{ASCII}+|\p{Cc}/gu, (c) => encodeURIComponent(c));
}

/** Builds a query string (without '?') from the parameters, flattened as above. */
export function encodeQuery(params: Readonly<Record<string, QueryValue>>): string {
  return flattenQuery(params)
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${VERBATIM.has(name) ? passBookmark(value) : encodeURIComponent(value)}`,
    )
    .join('&');
}

/** `path?query`, or just `path` when the query is empty. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
