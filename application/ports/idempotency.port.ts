/**
 * Remembers the outcome of a request by the key its sender gave it, so a repeat (a double click, a retried
 * request) answers the first outcome instead of doing the work twice. Shared by every BFF process when the
 * store is shared (Redis); keys expire after their time to live.
 */
export type IdempotencyClaim = { state: 'claimed' } | { state: 'pending' } | { state: 'done'; value: unknown };

export abstract class IdempotencyPort {
  /** Claims the key for one run: 'claimed' when it was free, 'pending' while another run holds it, 'done' with its outcome. */
  abstract claim(key: string, ttlMs: number): Promise<IdempotencyClaim>;
  /** Stores the outcome of the run that claimed the key. */
  abstract complete(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Frees the key (the run did nothing that must not be repeated). */
  abstract release(key: string): Promise<void>;
}
