import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import { Injectable } from '../shared/injectable';

/** Ends the platform session. A platform that is already rid of it is not an error. */
@Injectable()
export class SignOutUseCase {
  constructor(private readonly platform: SessionPort) {}

  async execute(credential: PlatformCredential | undefined): Promise<void> {
    if (!credential) return;
    try {
      await this.platform.endSession(credential);
    } catch {
      // The portal session is destroyed either way; a dead platform session needs no ending.
    }
  }
}
