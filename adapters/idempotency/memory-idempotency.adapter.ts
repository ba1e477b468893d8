import { IdempotencyPort, type IdempotencyClaim } from '../../application/ports/idempotency.port';
import { settled } from '../../application/shared/settled';

type Entry = { state: 'pending'; until: number } | { state: 'done'; value: unknown; until: number };

/** IdempotencyPort in this process, for a BFF without Redis; expired keys are swept as they are met. */
export class MemoryIdempotencyAdapter extends IdempotencyPort {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  claim(key: string, ttlMs: number): Promise<IdempotencyClaim> {
    return settled((): IdempotencyClaim => {
      this.sweep();
      const e = this.entries.get(key);
      if (e) return e.state === 'done' ? { state: 'done', value: e.value } : { state: 'pending' };
      this.entries.set(key, { state: 'pending', until: this.now() + ttlMs });
      return { state: 'claimed' };
    });
  }

  complete(key: string, value: unknown, ttlMs: number): Promise<void> {
    return settled(() => {
      this.entries.set(key, { state: 'done', value: structuredClone(value), until: this.now() + ttlMs });
    });
  }

  release(key: string): Promise<void> {
    return settled(() => {
      this.entries.delete(key);
    });
  }

  private sweep(): void {
    const now = this.now();
    for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
  }
}
