import { currentPlatformCallScope } from './platform-call-scope';
import type { TransportLog } from './platform-http.transport';

/**
 * The one rule for a list the portal scopes by a filter (docnotes by entity_ids, positions and transactions
 * by accountid, a batch item by the account or portfolio in its path): every row the platform answers is
 * checked against what was asked before anyone sees it, and a row of anything else is dropped and logged.
 * Should the platform ignore the filter (a name or form it does not know is ignored, not refused), what the
 * portal shows never widens: an adviser with one client in context never sees another client's rows.
 *
 * `ownerOf` names whom a row belongs to: one id, or several (a docnote shared by a client and a partner
 * belongs to each), and the row is kept when any of them was asked for. A row that names no one is dropped.
 */
export function keepAsked<T>(
  rows: readonly T[],
  asked: ReadonlySet<number> | readonly number[],
  ownerOf: (row: T) => unknown,
  what: string,
  log: TransportLog,
): T[] {
  const allowed = asked instanceof Set ? asked : new Set(asked as readonly number[]);
  const owners = (row: T): unknown[] => {
    const owner = ownerOf(row);
    return (Array.isArray(owner) ? owner : [owner]).filter((o) => o !== null && o !== undefined && o !== '');
  };
  const belongs = (row: T) => owners(row).some((o) => allowed.has(Number(o)));
  const named = (row: T): string => {
    const owner = ownerOf(row);
    return Array.isArray(owner) ? owner.join('+') || 'none' : String(owner);
  };
  const kept = rows.filter(belongs);
  if (kept.length < rows.length) {
    const strangers = [...new Set(rows.filter((r) => !belongs(r)).map(named))].slice(0, 10);
    const requestId = currentPlatformCallScope()?.requestId ?? '-';
    log.warn(
      `request ${requestId}: ${what}: ${rows.length - kept.length} of ${rows.length} rows dropped, for ${strangers.join(', ')}, not among those asked (${[...allowed].slice(0, 10).join(', ')})`,
    );
  }
  return kept;
}
