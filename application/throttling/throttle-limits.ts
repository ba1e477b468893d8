import type { RateLimit } from '../ports/rate-limiter.port';

/**
 * Issue 7 item 5: a run of wrong passwords (or codes, or memorable characters) blocks that address
 * for that account only, so the owner signing in from anywhere else is not locked out.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimit = {
  name: 'signin-fail:account+address',
  points: 10,
  durationSeconds: 60,
};
/** Issue 7 item 5, ASVS 2.2.1: at most 100 failed attempts an hour on one account, from anywhere. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimit = {
  name: 'signin-fail:account',
  points: 100,
  durationSeconds: 3600,
};
/**
 * Credential stuffing: one address trying many accounts. Generous enough that an office behind one
 * address is not blocked by its own typing mistakes.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimit = {
  name: 'signin-fail:address',
  points: 100,
  durationSeconds: 3600,
};

/** Issue 7 item 6: codes and e-mails sent for one account (or one e-mail address typed), 5 per 15 minutes. */
export const CODE_SENDS_PER_ACCOUNT: RateLimit = { name: 'code-send:account', points: 5, durationSeconds: 15 * 60 };
/** Issue 7 item 6: codes and e-mails requested from one address, whatever the account, 20 an hour. */
export const CODE_SENDS_PER_ADDRESS: RateLimit = { name: 'code-send:address', points: 20, durationSeconds: 3600 };
