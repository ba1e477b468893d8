export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Builds a query string (without '?'). `fields` becomes the platform's `fields.0=a&fields.1=b`;
 * other arrays repeat their key; undefined and null are left out, empty strings kept.
 */
export function encodeQuery(params: { fields?: readonly string[] } & Record<string, QueryValue>): string {
  const { fields, ...rest } = params;
  const search = new URLSearchParams();
  (fields ?? []).forEach((field, i) => search.append(`fields.${i}`, field));
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) search.append(key, String(v));
  }
  return search.toString();
}

/** `path?query`, or just `path` when the query is empty. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
