import { MemoryPendingAttachmentsAdapter } from '../../adapters/pending-attachments/memory-pending-attachments.adapter';
import { RedisPendingAttachmentsAdapter } from '../../adapters/pending-attachments/redis-pending-attachments.adapter';
import type { PendingAttachmentsPort } from '../../application/ports/pending-attachments.port';
import { redisStoreRig } from '../support/redis-store-rig';

/**
 * The attachments a sent message still waits for: the same behaviour from the memory store and from Redis;
 * with Redis, two BFF processes taking the same file at once, only one gets it.
 */
describe.each(['memory', 'redis'] as const)('the pending attachments store (%s)', (kind) => {
  const rig = redisStoreRig(kind, 'pending');
  let movedOnMs = 0;
  const memory = new MemoryPendingAttachmentsAdapter(() => Date.now() + movedOnMs);
  const store = async (): Promise<PendingAttachmentsPort> =>
    kind === 'memory' ? memory : new RedisPendingAttachmentsAdapter(await rig.connect(), rig.prefix);

  it("keeps the client's files per message, names with any character, and nobody else's", async () => {
    const s = await store();
    await s.remember(
      7,
      100,
      [
        { filename: 'q1: report.pdf', size: 2000 },
        { filename: 'b.xlsx', size: 10 },
      ],
      60_000,
    );
    expect((await s.waiting(7, 100)).sort((a, b) => a.size - b.size)).toEqual([
      { filename: 'b.xlsx', size: 10 },
      { filename: 'q1: report.pdf', size: 2000 },
    ]);
    expect(await s.waiting(8, 100)).toEqual([]);
    expect(await s.waiting(7, 101)).toEqual([]);
  });

  it('lets exactly one of two processes take a file, and one put back be taken again', async () => {
    const [a, b] = [await store(), await store()];
    const file = { filename: 'once.pdf', size: 3 };
    await a.remember(7, 200, [file], 60_000);
    const taken = await Promise.all([a.take(7, 200, file), b.take(7, 200, file)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await b.waiting(7, 200)).toEqual([]);
    await b.restore(7, 200, file, 60_000);
    expect(await a.take(7, 200, file)).toBe(true);
  });

  it('forgets a list after its time to live', async () => {
    const s = await store();
    await s.remember(7, 300, [{ filename: 'short.pdf', size: 1 }], 50);
    // The memory store's clock is moved past the 50 ms; Redis lets the list lapse on its own clock, and
    // is asked again until it has (for a second at most).
    if (kind === 'memory') movedOnMs += 51;
    let waiting = await s.waiting(7, 300);
    for (let i = 0; i < 200 && kind === 'redis' && waiting.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 5));
      waiting = await s.waiting(7, 300);
    }
    expect(waiting).toEqual([]);
  });
});
