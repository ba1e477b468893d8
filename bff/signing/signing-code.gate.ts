import { Injectable } from '@nestjs/common';
import { RateLimiterPort, type RateLimit } from '../../application/ports/rate-limiter.port';
import { tooManyCodesMessage } from '../../domain/auth/throttling';
import { PortalFailure } from '../common/portal-failure';

/**
 * Each signing code is a text message to the client's phone: at most this many are asked for per
 * client in 15 minutes, so a stolen session cannot flood the phone (the platform locks wrong guesses
 * on its own). Enough for a client who lets a few codes expire.
 */
export const SIGNING_CODES_PER_CLIENT: RateLimit = {
  name: 'signing-code:client',
  points: 10,
  durationSeconds: 15 * 60,
};

/** Answers 429 with Retry-After, before the platform is asked, when signing codes are asked for too often. */
@Injectable()
export class SigningCodeGate {
  constructor(private readonly limiter: RateLimiterPort) {}

  async take(clientId: number): Promise<void> {
    const waitMs = await this.limiter.take([{ limit: SIGNING_CODES_PER_CLIENT, key: `client:${clientId}` }]);
    if (waitMs > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new PortalFailure({
        code: 'throttled',
        message: tooManyCodesMessage(retryAfterSeconds),
        retryAfterSeconds,
      });
    }
  }
}
