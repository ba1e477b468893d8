import { isInternalText, withoutPermissionPrefix } from '../../domain/errors/clean-error-text';
import { looksInternal } from '../../domain/errors/internal-text';

/**
 * Removes the platform's internals (URLs, hosts, ports, paths, query strings) from a text the
 * platform sent, so that its api_message and user_message can go on to the browser and the CLI.
 * Then, as spec 1 §5 and spec 2 §8 ask of every error text users see: a text containing 'corba',
 * starting with 'xplan' or containing 'internal server error' is blanked (null), and the
 * 'Permission Error: ' prefix is removed. Beyond those rules (issue 21), a text that looks internal as a whole
 * (host names, addresses, paths, source files, stack traces, SQL, error codes, interface names: looksInternal)
 * is blanked rather than cut about: the user is given the portal's own sentence instead. The portal logs the
 * untouched text with the request id (PlatformHttpTransport).
 */
const RULES: RegExp[] = [
  // scheme://anything
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]*/gi,
  // the sandbox's way of writing the base: {base}/entity/...
  /\{base\}[^\s'"<>]*/gi,
  // an absolute path: a token starting with '/'
  /(?<=^|[\s(['"=,;])\/[^\s'"<>)]+/g,
  // a relative path with letters and at least one of: a digit, '-', '_', '.', '?', '=', a second '/'
  /(?<![\w/])(?=[^\s'"<>]*[a-z])(?=[^\s'"<>/]*\/[^\s'"<>]*(?:[\d\-_.?={}]|\/[^\s'"<>]*\/))[\w.{}-]+\/[^\s'"<>)]*/gi,
  // a query string
  /\?[^\s'"<>]*=[^\s'"<>]*/g,
  // host:port
  /\b(?:[a-z0-9-]+\.)*[a-z0-9-]+:\d{2,5}\b/gi,
  // IPv4 and bracketed IPv6 addresses
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/g,
  /\[[0-9a-f:]+\]/gi,
];

const METHOD_LEFT_OVER = /\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b(?=\s*(?:$|[,;:.)\]]))/g;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `hosts`: names known to be internal (the configured platform host), removed wherever they stand. */
export function scrubPlatformText(text: string | null, hosts: readonly string[] = []): string | null {
  if (text === null || looksInternal(text)) return null;
  let out = withoutPermissionPrefix(text);
  for (const rule of RULES) out = out.replace(rule, ' ');
  for (const host of hosts.filter(Boolean)) out = out.replace(new RegExp(`\\b${escapeRe(host)}\\b`, 'gi'), ' ');
  out = out
    .replace(METHOD_LEFT_OVER, ' ')
    .replace(/\(\s*\)|\[\s*\]|''|""/g, ' ')
    .replace(/\s+([,;:.)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, '')
    .trim();
  return out && !isInternalText(out) ? out : null;
}
