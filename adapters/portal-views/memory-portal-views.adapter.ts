import { PORTAL_VIEWS_MAX_ENTRIES, retentionCutoffMs, streamIdMs, type PortalViewEntry } from '../../domain/audit/portal-views';
import { PortalViewsPort, type NewPortalView, type PortalViewPage } from '../../application/ports/portal-views.port';

const compareIds = (a: string, b: string): number => {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am - bm || as - bs;
};

/** PortalViewsPort in this process (no Redis): the same cap and retention as the Redis stream. */
export class MemoryPortalViewsAdapter extends PortalViewsPort {
  private readonly logs = new Map<number, PortalViewEntry[]>();
  private lastId = '0-0';

  constructor(private readonly maxEntries = PORTAL_VIEWS_MAX_ENTRIES) {
    super();
  }

  async record(clientId: number, view: NewPortalView): Promise<void> {
    const [lastMs, lastSeq] = this.lastId.split('-').map(Number);
    this.lastId = view.atMs > lastMs ? `${view.atMs}-0` : `${lastMs}-${lastSeq + 1}`;
    const { atMs, ...rest } = view;
    const log = this.logs.get(clientId) ?? [];
    log.push({ ...rest, id: this.lastId, at: new Date(streamIdMs(this.lastId) || atMs).toISOString() });
    const cutoff = retentionCutoffMs(atMs);
    const kept = log.filter((e) => streamIdMs(e.id) >= cutoff).slice(-this.maxEntries);
    this.logs.set(clientId, kept);
  }

  async list(clientId: number, q: { before: string | null; limit: number; notBeforeMs: number }): Promise<PortalViewPage> {
    const newestFirst = [...(this.logs.get(clientId) ?? [])].reverse();
    const older = newestFirst.filter((e) => (q.before === null || compareIds(e.id, q.before) < 0) && streamIdMs(e.id) >= q.notBeforeMs);
    const entries = older.slice(0, q.limit);
    return { entries, next: older.length > q.limit ? entries[entries.length - 1].id : null };
  }
}
