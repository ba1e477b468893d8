/**
 * A consecutive-failure circuit breaker for the platform client.
 *
 * Written here rather than taken from cockatiel or opossum (both maintained, both considered): the
 * retries and per-attempt time limits already live in the transport's rxjs pipeline, the breaker
 * must count only what says the platform is down (no answer: refused or reset connections; timeouts;
 * 502, 503, 504; never a 404, a 500 or another answer the platform gave: one failing call must not cut
 * every user off) and must fail with the port's own PlatformError. The transport decides what counts. What is
 * left is the three-state machine below, smaller than the glue a library would need.
 *
 * closed: calls go through; `failureThreshold` consecutive failures open the circuit.
 * open: calls fail at once until `cooldownMs` has passed since it opened.
 * half-open: one trial call goes through (the others still fail at once); its success closes the
 * circuit, its failure opens it for another cool-down.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
  onChange?: (state: CircuitState) => void;
}

/** What `acquire` hands out: report the outcome of the call it allowed. */
export interface CircuitTicket {
  success(): void;
  failure(): void;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialRunning = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'half-open' : 'open';
  }

  /** A ticket when the call may go now; null when the circuit is open (or its one trial is running). */
  acquire(): CircuitTicket | null {
    const state = this.state;
    if (state === 'open') return null;
    if (state === 'half-open') {
      if (this.trialRunning) return null;
      this.trialRunning = true;
      return this.ticket(true);
    }
    return this.ticket(false);
  }

  private ticket(trial: boolean): CircuitTicket {
    let settled = false;
    const once = (fn: () => void) => () => {
      if (settled) return;
      settled = true;
      if (trial) this.trialRunning = false;
      fn();
    };
    return {
      success: once(() => this.close()),
      failure: once(() => this.fail(trial)),
    };
  }

  private close(): void {
    const wasOpen = this.openedAt !== null;
    this.failures = 0;
    this.openedAt = null;
    if (wasOpen) this.options.onChange?.('closed');
  }

  private fail(trial: boolean): void {
    this.failures++;
    if (trial || (this.openedAt === null && this.failures >= this.options.failureThreshold)) {
      this.openedAt = this.now();
      this.options.onChange?.('open');
    }
  }
}
