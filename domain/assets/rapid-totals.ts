/**
 * Rapid totals (spec 2 §3, §6, §9): the platform's own list totals (total_amount) are asked for
 * only when the platform version is 23.5.269 or later. Versions compare part by part as numbers,
 * so 23.10.0 is later than 23.5.269.
 */

import { compareVersions, parseVersion } from '../platform/version';

/** spec 2 §6, §9 */
export const RAPID_TOTALS_MIN_VERSION = '23.5.269';

export { compareVersions, parseVersion } from '../platform/version';

/** Whether the platform answers rapid totals; an unreadable version is treated as too old. */
export function supportsRapidTotals(version: string | null | undefined): boolean {
  const v = parseVersion(version);
  return v !== null && compareVersions(v, parseVersion(RAPID_TOTALS_MIN_VERSION)!) >= 0;
}
