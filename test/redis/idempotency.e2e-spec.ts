import { MemoryIdempotencyAdapter } from '../../adapters/idempotency/memory-idempotency.adapter';
import { RedisIdempotencyAdapter } from '../../adapters/idempotency/redis-idempotency.adapter';
import { IdempotentRun } from '../../application/messages/idempotent-run';
import type { IdempotencyPort } from '../../application/ports/idempotency.port';
import { ok } from '../../domain/shared/result';
import { redisStoreRig } from '../support/redis-store-rig';

/**
 * Send idempotency keys: the same behaviour from the memory store and from Redis; with Redis, two BFF
 * processes (two clients of one Redis) given the same key at once run the work once.
 */
describe.each(['memory', 'redis'] as const)('the idempotency store (%s)', (kind) => {
  const rig = redisStoreRig(kind, 'idem');
  /** A store as one BFF process holds it: its own Redis connection, or, for memory, the one shared map. */
  let movedOnMs = 0;
  const memory = new MemoryIdempotencyAdapter(() => Date.now() + movedOnMs);
  const store = async (): Promise<IdempotencyPort> =>
    kind === 'memory' ? memory : new RedisIdempotencyAdapter(await rig.connect(), rig.prefix);

  it('claims a key once, answers pending to another, then the stored outcome; a released key is free again', async () => {
    const [a, b] = [await store(), await store()];
    expect(await a.claim('k1', 60_000)).toEqual({ state: 'claimed' });
    expect(await b.claim('k1', 60_000)).toEqual({ state: 'pending' });
    await a.complete('k1', { messageId: 7, storedAttachments: ['a.pdf'] }, 60_000);
    expect(await b.claim('k1', 60_000)).toEqual({
      state: 'done',
      value: { messageId: 7, storedAttachments: ['a.pdf'] },
    });
    expect(await a.claim('k2', 60_000)).toEqual({ state: 'claimed' });
    await a.release('k2');
    expect(await b.claim('k2', 60_000)).toEqual({ state: 'claimed' });
  });

  it('lets a pending key lapse after its time to live (a process that died mid-send)', async () => {
    const [a, b] = [await store(), await store()];
    expect(await a.claim('k3', 50)).toEqual({ state: 'claimed' });
    // The memory store's clock is moved past the 50 ms; Redis lets the key lapse on its own clock, and
    // is asked again until it has (for a second at most).
    if (kind === 'memory') movedOnMs += 51;
    let again = await b.claim('k3', 60_000);
    for (let i = 0; i < 200 && kind === 'redis' && again.state === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 5));
      again = await b.claim('k3', 60_000);
    }
    expect(again).toEqual({ state: 'claimed' });
  });

  it('runs the work once when two processes get the same key at once', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 50));
      return ok({ messageId: 40 + runs });
    };
    const [x, y] = await Promise.all([
      new IdempotentRun(await store()).run('k4', work, () => true, 10),
      new IdempotentRun(await store()).run('k4', work, () => true, 10),
    ]);
    expect(runs).toBe(1);
    expect([x, y].map((r) => r.ok && r.value.value)).toEqual([{ messageId: 41 }, { messageId: 41 }]);
  });
});
