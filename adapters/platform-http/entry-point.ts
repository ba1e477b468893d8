/**
 * The entry point a platform call went to, as logs and metrics name it: the path relative to the API base
 * (or to the origin, for the `/api/tfa/*` calls), without its query, each id as `{id}` and any other
 * segment that is not a plain lower-case name (a file name, an encoded text) as `{name}`; the batch
 * endpoint (the base itself) is `batch`. A bounded set, so that it may label a metric, and never a value
 * a user typed.
 */
export function entryPointOf(url: string, baseUrl: string): string {
  let path: string;
  let basePath: string;
  try {
    path = new URL(url).pathname;
    basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  } catch {
    return 'unknown';
  }
  const relative =
    basePath && (path === basePath || path.startsWith(`${basePath}/`)) ? path.slice(basePath.length) : path;
  const segments = relative.split('/').filter(Boolean);
  if (!segments.length) return 'batch';
  return segments.map(segmentOf).join('/');
}

/** A platform's entry-point names: lower case, digits, `_` and `-` (client-v3, password_reset_questions). */
const NAME = /^[a-z][a-z0-9_-]{0,63}$/;

function segmentOf(segment: string): string {
  if (/^\d+$/.test(segment)) return '{id}';
  return NAME.test(segment) ? segment : '{name}';
}

/** The parameters whose values a log line never shows: passwords, codes, answers, tokens and the like. */
const SECRET_PARAMETER = /pass|code|token|secret|answer|otp|pin|dob/i;

/** The URL as a log line may show it: every secret-looking query parameter's value replaced by `redacted`. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=redacted` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
