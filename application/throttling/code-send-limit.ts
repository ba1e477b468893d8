import { RateLimiterPort } from '../ports/rate-limiter.port';
import { Injectable } from '../shared/injectable';
import { CODE_SENDS_PER_ACCOUNT, CODE_SENDS_PER_ADDRESS } from './throttle-limits';
import type { ThrottleSubject } from './throttle-subject';

/**
 * Every request that makes the platform send a message (a reset code, a sign-in or enrolment code,
 * a verification code, the forgotten-username e-mail) takes one from the account's and the address's
 * allowance before the platform is asked (issue 7 item 6). The account is what was typed, never what
 * the platform found, so a refusal says nothing about whether the account exists.
 */
@Injectable()
export class CodeSendLimit {
  constructor(private readonly limiter: RateLimiterPort) {}

  /** 0 when the message may be sent; otherwise milliseconds until it may. */
  take(subject: ThrottleSubject): Promise<number> {
    // The address first: a refused address does not use up the account's allowance, so an attacker
    // already over the limit cannot keep spending the owner's.
    return this.limiter.take([
      { limit: CODE_SENDS_PER_ADDRESS, key: subject.address },
      { limit: CODE_SENDS_PER_ACCOUNT, key: subject.account },
    ]);
  }
}
