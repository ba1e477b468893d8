import { LoginThrottlePort, SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '../../application/ports/login-throttle.port';

/** Fixed-window failure counters in this process (one BFF process only). */
export class MemoryLoginThrottleAdapter extends LoginThrottlePort {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = SIGN_IN_MAX_FAILURES,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
  ) {
    super();
  }

  async blockedForMs(keys: string[]): Promise<number> {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= now) continue;
      if (w.count >= this.max) wait = Math.max(wait, w.resetAt - now);
    }
    return wait;
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      else w.count += 1;
    }
    if (this.windows.size > 10_000) this.sweep(now);
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
