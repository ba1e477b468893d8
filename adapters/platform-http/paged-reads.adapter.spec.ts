import { PagedReadsAdapter } from './paged-reads.adapter';
import { currentPlatformCallScope, runInPlatformCallScope, type PlatformCallScope } from './platform-call-scope';

describe('a download read page by page', () => {
  it('reads each next line in a platform-call scope of its own, with the request id kept, so every page gets the deadline afresh', async () => {
    const seen: (PlatformCallScope | undefined)[] = [];
    async function* pages(): AsyncIterable<number> {
      for (let page = 1; page <= 3; page++) {
        await new Promise((r) => setImmediate(r));
        const scope = currentPlatformCallScope()!;
        scope.deadline ??= Date.now() + 8000;
        seen.push(scope);
        yield page;
      }
    }
    const read: number[] = [];
    await runInPlatformCallScope('req-1', async () => {
      currentPlatformCallScope()!.deadline = Date.now() - 1; // the request's own deadline has long passed
      for await (const n of new PagedReadsAdapter().eachWithItsOwnDeadline(pages())) read.push(n);
    });
    expect(read).toEqual([1, 2, 3]);
    expect(new Set(seen).size).toBe(3);
    expect(seen.every((s) => s?.requestId === 'req-1' && s.deadline! > Date.now())).toBe(true);
  });
});
