import { err, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { IdempotencyPort } from '../ports/idempotency.port';
import { Injectable } from '../shared/injectable';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** How long a run may hold its key before another may claim it (a crashed process must not block for a day). */
export const IDEMPOTENCY_PENDING_TTL_MS = 5 * 60_000;
/** How long a repeat waits for the first run to finish. */
export const IDEMPOTENCY_WAIT_MS = 120_000;
export const STORE_UNAVAILABLE = 'Your message could not be sent just now. Please try again in a moment.';
export const STILL_SENDING = 'This message is still being sent. Please review your sent messages shortly.';

export interface IdempotentAnswer<T> {
  value: T;
  /** The answer of an earlier run with the same key. */
  replayed: boolean;
}

/**
 * Runs work once per key: a repeat with the same key waits for the first run and answers its outcome. A run
 * that changed nothing (`keep` false: refused, or the message never created) frees the key for another try.
 */
@Injectable()
export class IdempotentRun {
  constructor(private readonly store: IdempotencyPort) {}

  async run<T>(
    key: string,
    work: () => Promise<Result<T, PortalError>>,
    keep: (value: T) => boolean,
    pollMs = 100,
  ): Promise<Result<IdempotentAnswer<T>, PortalError>> {
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      // Without the store a repeat could not be recognised: nothing is sent rather than risk sending twice.
      const claim = await this.store.claim(key, IDEMPOTENCY_PENDING_TTL_MS).catch(() => null);
      if (!claim) return err(portalError('unavailable', STORE_UNAVAILABLE));
      if (claim.state === 'done') return { ok: true, value: { value: claim.value as T, replayed: true } };
      if (claim.state === 'claimed') break;
      if (Date.now() > deadline) return err(portalError('unavailable', STILL_SENDING));
      await new Promise((r) => setTimeout(r, pollMs));
    }
    let result: Result<T, PortalError>;
    try {
      result = await work();
    } catch (e) {
      await this.store.release(key).catch(() => undefined);
      throw e;
    }
    // The work is done whatever the store says now: its answer is what the user must see. A key not stored
    // lapses after IDEMPOTENCY_PENDING_TTL_MS.
    if (result.ok && keep(result.value))
      await this.store.complete(key, result.value, IDEMPOTENCY_TTL_MS).catch(() => undefined);
    else await this.store.release(key).catch(() => undefined);
    return result.ok ? { ok: true, value: { value: result.value, replayed: false } } : result;
  }
}
