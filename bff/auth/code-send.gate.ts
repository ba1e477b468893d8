import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CodeSendLimit } from '../../application/throttling/code-send-limit';
import { throttleAccount, throttleEmail, tooManyCodesMessage } from '../../domain/auth/throttling';
import { PortalFailure } from '../common/portal-failure';
import { clientAddress } from './client-address';

/** Answers 429 with Retry-After, before the platform is asked, when a code or e-mail is requested too often. */
@Injectable()
export class CodeSendGate {
  constructor(private readonly limit: CodeSendLimit) {}

  /** A code for this account (as typed, or as the session holds it). */
  forAccount(req: Request, username: string): Promise<void> {
    return this.take(req, `user:${throttleAccount(username)}`);
  }

  /** The forgotten-username e-mail, counted by the address typed. */
  forEmail(req: Request, email: string): Promise<void> {
    return this.take(req, `email:${throttleEmail(email)}`);
  }

  private async take(req: Request, account: string): Promise<void> {
    const waitMs = await this.limit.take({ account, address: clientAddress(req) });
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
