import type Redis from 'ioredis';
import { MemoryPortalViewsAdapter } from '../../adapters/portal-views/memory-portal-views.adapter';
import { RedisPortalViewsAdapter } from '../../adapters/portal-views/redis-portal-views.adapter';
import type { NewPortalView, PortalViewsPort } from '../../application/ports/portal-views.port';
import { OPENED_PORTAL, readWhat, retentionCutoffMs } from '../../domain/audit/portal-views';
import { redisStoreRig } from '../support/redis-store-rig';
import { itemAt } from '../../domain/shared/present';

const view = (what: string, atMs = Date.now()): NewPortalView => ({
  adviserUserId: 1,
  adviserName: 'Sarah Whitfield',
  action: 'opened',
  what,
  previewMode: false,
  atMs,
});
const all = { before: null, limit: 100, notBeforeMs: 0 };

/** The view-as log: the same behaviour from memory and from Redis (a capped stream per client, shared by every process). */
describe.each(['memory', 'redis'] as const)('the portal views log (%s)', (kind) => {
  const rig = redisStoreRig(kind, 'views');
  let redis: Redis | undefined;
  const store = (max = 1000): PortalViewsPort =>
    kind === 'memory' ? new MemoryPortalViewsAdapter(max) : new RedisPortalViewsAdapter(redis!, rig.prefix, max);

  beforeAll(async () => {
    if (kind === 'redis') redis = await rig.connect();
  });

  it('lists a client’s entries newest first, pages them with a cursor and keeps clients apart', async () => {
    const s = store();
    for (let i = 1; i <= 5; i++) await s.record(1, view(readWhat(`Letter ${i}`)));
    await s.record(2, view(OPENED_PORTAL));
    const first = await s.list(1, { ...all, limit: 3 });
    expect(first.entries.map((e) => e.what)).toEqual(['Read "Letter 5"', 'Read "Letter 4"', 'Read "Letter 3"']);
    const second = await s.list(1, { ...all, before: first.next, limit: 3 });
    expect([second.entries.map((e) => e.what), second.next]).toEqual([['Read "Letter 2"', 'Read "Letter 1"'], null]);
    expect((await s.list(2, all)).entries.map((e) => e.what)).toEqual([OPENED_PORTAL]);
    expect(itemAt(first.entries, 0)).toMatchObject({
      adviserName: 'Sarah Whitfield',
      adviserUserId: 1,
      action: 'opened',
      previewMode: false,
    });
    expect(Number.isNaN(Date.parse(itemAt(first.entries, 0).at))).toBe(false);
  });

  it('is capped: the oldest entries go once a client has more than the cap (approximately, as XADD MAXLEN ~ does)', async () => {
    const s = store(10);
    for (let i = 0; i < 400; i++) await s.record(3, view(`entry ${i}`));
    const kept = (await s.list(3, { ...all, limit: 1000 })).entries;
    expect(kept.length).toBeGreaterThanOrEqual(10);
    expect(kept.length).toBeLessThan(400);
    expect(itemAt(kept, 0).what).toBe('entry 399');
  });

  it('never lists entries older than the retention, and trims them on the next write', async () => {
    const s = store();
    const now = Date.now();
    const old = retentionCutoffMs(now) - 86_400_000;
    if (kind === 'redis') {
      // An entry written 13 months ago and a day, with its own stream id.
      await redis!.xadd(
        `${rig.prefix}4`,
        `${old}-0`,
        'entry',
        JSON.stringify({
          adviserUserId: 1,
          adviserName: 'Old',
          action: 'opened',
          what: OPENED_PORTAL,
          previewMode: false,
        }),
      );
    } else {
      await s.record(4, view('old', old));
    }
    expect((await s.list(4, { ...all, notBeforeMs: retentionCutoffMs(now) })).entries).toEqual([]);
    await s.record(4, view(OPENED_PORTAL, now));
    expect((await s.list(4, all)).entries.map((e) => e.what)).toEqual([OPENED_PORTAL]);
    if (kind === 'redis') expect(await redis!.pttl(`${rig.prefix}4`)).toBeGreaterThan(0);
  });
});
