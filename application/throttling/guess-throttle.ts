import { RateCounter, RateLimiterPort } from '../ports/rate-limiter.port';
import { Injectable } from '../shared/injectable';
import {
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from './throttle-limits';
import type { ThrottleSubject } from './throttle-subject';

/**
 * Wrong passwords, codes, memorable characters and security answers (issue 7 item 5). A run of
 * failures blocks the address it came from for that account; the account as a whole is only
 * slowed after 100 failures an hour, so the owner signing in from elsewhere still gets in.
 */
@Injectable()
export class GuessThrottle {
  constructor(private readonly limiter: RateLimiterPort) {}

  /** Milliseconds until this account may be tried from this address; 0 when it may now. */
  blockedForMs(subject: ThrottleSubject): Promise<number> {
    return this.limiter.blockedForMs(countersOf(subject));
  }

  recordFailure(subject: ThrottleSubject): Promise<void> {
    return this.limiter.record(countersOf(subject));
  }

  /**
   * The right answer ends the run from this address. The account's hourly count stays: an attacker
   * must not get a fresh hundred each time the owner signs in.
   */
  recordSuccess(subject: ThrottleSubject): Promise<void> {
    return this.limiter.reset([pairCounter(subject)]);
  }
}

function pairCounter(s: ThrottleSubject): RateCounter {
  return { limit: SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, key: `${s.account}|${s.address}` };
}

function countersOf(s: ThrottleSubject): RateCounter[] {
  return [
    pairCounter(s),
    { limit: SIGN_IN_FAILURES_PER_ACCOUNT, key: s.account },
    { limit: SIGN_IN_FAILURES_PER_ADDRESS, key: s.address },
  ];
}
