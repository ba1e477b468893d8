import { present } from '../shared/present';

/**
 * Platform versions ('23.5.269'), compared part by part as numbers, so 23.10.0 is later than
 * 23.5.269 and 22.9.100 is later than 22.8.234. Shared by the rules that depend on the version
 * (rapid totals, the minimum security-answer length).
 */

/** The numeric parts of a version ('23.5.269' → [23, 5, 269]); null when it is not dotted numbers. */
export function parseVersion(version: string | null | undefined): number[] | null {
  const text = (version ?? '').trim().replace(/^v/i, '');
  // Build metadata or a suffix after the numbers ('23.5.269-hotfix', '24.1.0 build 7') is ignored.
  const m = /^(\d+(?:\.\d+)*)/.exec(text);
  return m ? present(m[1], 'the numbers the pattern requires').split('.').map(Number) : null;
}

/** -1, 0 or 1 as a is earlier, equal or later than b; missing parts count as 0 (23.5 = 23.5.0). */
export function compareVersions(a: readonly number[], b: readonly number[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
