import { MemoryPendingAttachmentsAdapter } from './memory-pending-attachments.adapter';

describe('MemoryPendingAttachmentsAdapter', () => {
  it("keeps each client's files per message, lets one caller take each, puts one back, and forgets them after their time", async () => {
    let now = 0;
    const store = new MemoryPendingAttachmentsAdapter(() => now);
    await store.remember(
      1,
      10,
      [
        { filename: 'a:b.pdf', size: 5 },
        { filename: 'c.pdf', size: 7 },
      ],
      100,
    );
    expect(await store.waiting(2, 10)).toEqual([]);
    expect(await store.waiting(1, 10)).toEqual([
      { filename: 'a:b.pdf', size: 5 },
      { filename: 'c.pdf', size: 7 },
    ]);
    expect(await store.take(1, 10, { filename: 'a:b.pdf', size: 6 })).toBe(false);
    expect(await store.take(1, 10, { filename: 'a:b.pdf', size: 5 })).toBe(true);
    expect(await store.take(1, 10, { filename: 'a:b.pdf', size: 5 })).toBe(false);
    await store.restore(1, 10, { filename: 'a:b.pdf', size: 5 }, 100);
    expect(await store.waiting(1, 10)).toHaveLength(2);
    now = 100;
    expect(await store.waiting(1, 10)).toEqual([]);
  });
});
