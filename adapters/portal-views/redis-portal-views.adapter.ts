import type Redis from 'ioredis';
import {
  PORTAL_VIEWS_MAX_ENTRIES,
  PORTAL_VIEWS_RETENTION_MONTHS,
  retentionCutoffMs,
  streamIdMs,
  type PortalViewEntry,
} from '../../domain/audit/portal-views';
import { PortalViewsPort, type NewPortalView, type PortalViewPage } from '../../application/ports/portal-views.port';
import { redisKeys } from '../session/redis-keys';
import { last, present } from '../../domain/shared/present';

/** A client's log outlives its last entry by the retention period at most. */
const KEY_TTL_MS = (PORTAL_VIEWS_RETENTION_MONTHS * 31 + 1) * 24 * 3600_000;

/**
 * PortalViewsPort in Redis: one stream per client, capped with XADD MAXLEN ~ and trimmed by age with
 * XTRIM MINID on every write, so any number of BFF processes share one log.
 */
export class RedisPortalViewsAdapter extends PortalViewsPort {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = redisKeys().portalViews,
    private readonly maxEntries = PORTAL_VIEWS_MAX_ENTRIES,
  ) {
    super();
  }

  async record(clientId: number, view: NewPortalView): Promise<void> {
    const key = this.prefix + clientId;
    const { atMs, ...entry } = view;
    const results = await this.redis
      .multi()
      .xadd(key, 'MAXLEN', '~', String(this.maxEntries), '*', 'entry', JSON.stringify(entry))
      // Exact, not '~': only entries past the retention go, so the log never shows anything older.
      .xtrim(key, 'MINID', `${retentionCutoffMs(atMs)}-0`)
      .pexpire(key, KEY_TTL_MS)
      .exec();
    const failed = results?.find(([e]) => e);
    if (!results || failed) throw failed?.[0] ?? new Error('the view log write was discarded');
  }

  async list(
    clientId: number,
    q: { before: string | null; limit: number; notBeforeMs: number },
  ): Promise<PortalViewPage> {
    const key = this.prefix + clientId;
    const rows = await this.redis.xrevrange(
      key,
      q.before ? `(${q.before}` : '+',
      `${q.notBeforeMs}-0`,
      'COUNT',
      q.limit + 1,
    );
    const entries = rows.slice(0, q.limit).map(([id, fields]) => toEntry(id, fields));
    return { entries, next: rows.length > q.limit ? last(entries).id : null };
  }
}

function toEntry(id: string, fields: string[]): PortalViewEntry {
  const i = fields.indexOf('entry');
  const e = JSON.parse(i >= 0 ? present(fields[i + 1], "the view log entry's value") : '{}') as Omit<
    PortalViewEntry,
    'id' | 'at'
  >;
  return {
    id,
    at: new Date(streamIdMs(id)).toISOString(),
    adviserUserId: e.adviserUserId,
    adviserName: e.adviserName,
    action: e.action,
    what: e.what,
    previewMode: e.previewMode === true,
  };
}
