import { ok } from '../../domain/shared/result';
import { portalError } from '../errors/portal-error';
import { IdempotentRun } from './idempotent-run';
import { MemoryIdempotency } from './testing/messages-fakes';

describe('IdempotentRun', () => {
  it('runs once for two requests with the same key at once; the second answers the first outcome', async () => {
    const run = new IdempotentRun(new MemoryIdempotency());
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 30));
      return ok({ messageId: runs });
    };
    const [a, b] = await Promise.all([run.run('k1', work, () => true, 5), run.run('k1', work, () => true, 5)]);
    expect(runs).toBe(1);
    expect([a, b].map((r) => r.ok && r.value.value)).toEqual([{ messageId: 1 }, { messageId: 1 }]);
    expect([a, b].map((r) => r.ok && r.value.replayed).sort()).toEqual([false, true]);
  });

  it('runs again for another key', async () => {
    const run = new IdempotentRun(new MemoryIdempotency());
    let runs = 0;
    const work = async () => ok(++runs);
    await run.run('a', work, () => true);
    await run.run('b', work, () => true);
    expect(runs).toBe(2);
  });

  it('frees the key when the run changed nothing, so a retry runs', async () => {
    const store = new MemoryIdempotency();
    const run = new IdempotentRun(store);
    expect(
      await run.run(
        'k',
        async () => ({ ok: false as const, error: portalError('validation', 'no') }),
        () => true,
      ),
    ).toMatchObject({ ok: false });
    expect(store.entries.has('k')).toBe(false);
    await run.run(
      'k',
      async () => ok({ created: false }),
      (v) => v.created,
    );
    expect(store.entries.has('k')).toBe(false);
    await expect(
      run.run(
        'k',
        async () => Promise.reject(new Error('crash')),
        () => true,
      ),
    ).rejects.toThrow('crash');
    expect(store.entries.has('k')).toBe(false);
  });

  it('sends nothing when the store cannot be reached, and still answers the outcome when it fails afterwards', async () => {
    const down = new MemoryIdempotency();
    down.claim = async () => Promise.reject(new Error('redis down'));
    let runs = 0;
    const refused = await new IdempotentRun(down).run(
      'k',
      async () => ok(++runs),
      () => true,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(runs).toBe(0);
    const flaky = new MemoryIdempotency();
    flaky.complete = async () => Promise.reject(new Error('redis down'));
    expect(
      await new IdempotentRun(flaky).run(
        'k',
        async () => ok(++runs),
        () => true,
      ),
    ).toEqual({ ok: true, value: { value: 1, replayed: false } });
  });
});
