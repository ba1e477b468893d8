/** Platform call rules (spec 1 §7, §9; spec 2 §9; spec 3 §9). */

/** spec 1 §7, §9: reads are retried up to 3 times. */
export const RETRY_ATTEMPTS = 3;
/** spec 1 §7, §9: retry delay unit; the delay is this times the attempt number. */
export const RETRY_DELAY_MS = 500;
/** spec 2 §9, spec 3 §9: requests per batch post. */
export const BATCH_CHUNK_SIZE = 50;
/** spec 1 §7: reads are never retried on this status. */
export const NO_RETRY_STATUS = 404;

/** spec 1 §7: the delay before retry number `attempt` (1-based): 500, 1000, 1500 ms. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAY_MS * Math.max(1, Math.floor(attempt));
}

/**
 * spec 1 §7 (and ARCHITECTURE.md): only reads are retried, never on 404, and at most
 * RETRY_ATTEMPTS times; `retriesSoFar` counts retries already made.
 */
export function shouldRetry(input: { method: string; status: number; retriesSoFar: number }): boolean {
  return input.method.toUpperCase() === 'GET' && input.status !== NO_RETRY_STATUS && input.retriesSoFar < RETRY_ATTEMPTS;
}

/** Splits items into chunks of `size` (the batch endpoint takes at most 50). */
export function chunk<T>(items: readonly T[], size: number = BATCH_CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive whole number, got ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
