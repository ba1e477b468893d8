import {
  PORTAL_VIEWS_MAX_ENTRIES,
  retentionCutoffMs,
  streamIdMs,
  type PortalViewEntry,
} from '../../domain/audit/portal-views';
import { settled } from '../../application/shared/settled';
import { PortalViewsPort, type NewPortalView, type PortalViewPage } from '../../application/ports/portal-views.port';
import { last, present } from '../../domain/shared/present';

/** A stream id's milliseconds and sequence number ('<ms>-<seq>': the ids this adapter makes, or a cursor checked as one). */
const idParts = (id: string): [number, number] => {
  const [ms, seq] = id.split('-').map(Number);
  return [
    present(ms, `the milliseconds of stream id '${id}'`),
    present(seq, `the sequence number of stream id '${id}'`),
  ];
};

const compareIds = (a: string, b: string): number => {
  const [am, as] = idParts(a);
  const [bm, bs] = idParts(b);
  return am - bm || as - bs;
};

/** PortalViewsPort in this process (no Redis): the same cap and retention as the Redis stream. */
export class MemoryPortalViewsAdapter extends PortalViewsPort {
  private readonly logs = new Map<number, PortalViewEntry[]>();
  private lastId = '0-0';

  constructor(private readonly maxEntries = PORTAL_VIEWS_MAX_ENTRIES) {
    super();
  }

  record(clientId: number, view: NewPortalView): Promise<void> {
    return settled(() => {
      const [lastMs, lastSeq] = idParts(this.lastId);
      this.lastId = view.atMs > lastMs ? `${view.atMs}-0` : `${lastMs}-${lastSeq + 1}`;
      const { atMs, ...rest } = view;
      const log = this.logs.get(clientId) ?? [];
      log.push({ ...rest, id: this.lastId, at: new Date(streamIdMs(this.lastId) || atMs).toISOString() });
      const cutoff = retentionCutoffMs(atMs);
      const kept = log.filter((e) => streamIdMs(e.id) >= cutoff).slice(-this.maxEntries);
      this.logs.set(clientId, kept);
    });
  }

  list(clientId: number, q: { before: string | null; limit: number; notBeforeMs: number }): Promise<PortalViewPage> {
    return settled((): PortalViewPage => {
      const newestFirst = [...(this.logs.get(clientId) ?? [])].reverse();
      const older = newestFirst.filter(
        (e) => (q.before === null || compareIds(e.id, q.before) < 0) && streamIdMs(e.id) >= q.notBeforeMs,
      );
      const entries = older.slice(0, q.limit);
      return { entries, next: older.length > q.limit ? last(entries).id : null };
    });
  }
}
