import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import { Injectable } from '../shared/injectable';

/** Keeps the platform session alive; a failure means the session is gone ('No current session'). */
@Injectable()
export class HeartbeatUseCase {
  constructor(private readonly platform: SessionPort) {}

  async execute(credential: PlatformCredential): Promise<Result<{ alive: true }, PortalError>> {
    try {
      await this.platform.getSessionUser(credential);
      return ok({ alive: true });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
