import { ApiError } from '../../../lib/api-client';

/** Where a tab's read stands: nothing asked yet, loading (skeleton), shown, or failed (warning panel). */
export type TabStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The warning panel's text (spec 2 §8: the message is shown in a warning panel instead of the
 * content): what could not be loaded, then the portal's own reason when it gave one.
 */
export function failureText(what: string, error: unknown): string {
  const head = `${what} could not be loaded.`;
  if (error instanceof ApiError) {
    if (error.status === 0) return `${head} Check your connection and try again.`;
    const reason = (error.message || '').trim();
    if (reason && error.status < 500) return `${head} ${reason}`;
  }
  return `${head} Please try again.`;
}
