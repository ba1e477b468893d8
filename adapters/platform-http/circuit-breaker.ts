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
 *
 * Several processes share one circuit through SharedCircuit (shared-circuit.ts): it watches the
 * outcomes here (onOutcome) and opens or closes this breaker when the shared circuit opens or
 * closes (openFor, closedElsewhere). Calls never wait for it.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** What changed the state: this breaker's own count, or the circuit shared with other processes. */
export type CircuitChangeSource = 'local' | 'shared';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
  onChange?: (state: CircuitState, source: CircuitChangeSource) => void;
}

/** What `acquire` hands out: report the outcome of the call it allowed. */
export interface CircuitTicket {
  /** The one trial call of a half-open circuit. */
  readonly trial: boolean;
  success(): void;
  failure(): void;
}

export type CircuitOutcomeListener = (outcome: 'success' | 'failure', trial: boolean) => void;

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialRunning = false;
  private readonly now: () => number;
  private readonly listeners: CircuitOutcomeListener[] = [];

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

  /** Consecutive failures counted here since the last success. */
  get failureCount(): number {
    return this.failures;
  }

  /** Called with the outcome of every call this breaker allowed, after the breaker has counted it. */
  onOutcome(listener: CircuitOutcomeListener): void {
    this.listeners.push(listener);
  }

  /**
   * The shared circuit is open, `remainingMs` before its cool-down ends (the failures of every
   * process reached the threshold, or a trial failed): open here too for what is left (0: half-open,
   * one trial may go). An open circuit here is left as it is.
   */
  openFor(remainingMs: number): void {
    if (this.state === 'open') return;
    const left = Math.min(Math.max(remainingMs, 0), this.options.cooldownMs);
    this.openedAt = this.now() - (this.options.cooldownMs - left);
    this.options.onChange?.(this.state, 'shared');
  }

  /** Another process's trial call succeeded: the platform answers, so close here too. */
  closedElsewhere(): void {
    this.failures = 0;
    if (this.openedAt === null) return;
    this.openedAt = null;
    this.options.onChange?.('closed', 'shared');
  }

  private ticket(trial: boolean): CircuitTicket {
    let settled = false;
    const once = (outcome: 'success' | 'failure', fn: () => void) => () => {
      if (settled) return;
      settled = true;
      if (trial) this.trialRunning = false;
      fn();
      for (const listener of this.listeners) listener(outcome, trial);
    };
    return {
      trial,
      success: once('success', () => this.close()),
      failure: once('failure', () => this.fail(trial)),
    };
  }

  private close(): void {
    const wasOpen = this.openedAt !== null;
    this.failures = 0;
    this.openedAt = null;
    if (wasOpen) this.options.onChange?.('closed', 'local');
  }

  private fail(trial: boolean): void {
    this.failures++;
    if (trial || (this.openedAt === null && this.failures >= this.options.failureThreshold)) {
      this.openedAt = this.now();
      this.options.onChange?.('open', 'local');
    }
  }
}
