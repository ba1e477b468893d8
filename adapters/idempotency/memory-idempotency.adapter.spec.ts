import { MemoryIdempotencyAdapter } from './memory-idempotency.adapter';

describe('MemoryIdempotencyAdapter', () => {
  it('claims once, answers pending, then the stored outcome until it expires', async () => {
    let now = 1000;
    const store = new MemoryIdempotencyAdapter(() => now);
    expect(await store.claim('k', 100)).toEqual({ state: 'claimed' });
    expect(await store.claim('k', 100)).toEqual({ state: 'pending' });
    await store.complete('k', { id: 5 }, 500);
    expect(await store.claim('k', 100)).toEqual({ state: 'done', value: { id: 5 } });
    now += 501;
    expect(await store.claim('k', 100)).toEqual({ state: 'claimed' });
  });

  it('lets a pending key lapse (a crashed run) and a released key be claimed again', async () => {
    let now = 0;
    const store = new MemoryIdempotencyAdapter(() => now);
    await store.claim('a', 100);
    now = 100;
    expect(await store.claim('a', 100)).toEqual({ state: 'claimed' });
    await store.release('a');
    expect(await store.claim('a', 100)).toEqual({ state: 'claimed' });
  });
});
