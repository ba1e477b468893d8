import { ok, err, Result } from '../../domain/shared/result';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import { Injectable } from '../shared/injectable';

/** The change-password page of a signed-in client. */
@Injectable()
export class ChangePasswordUseCase {
  constructor(private readonly platform: SessionPort) {}

  async execute(
    credential: PlatformCredential,
    input: { currentPassword: string; newPassword: string },
  ): Promise<Result<void, PortalError>> {
    try {
      await this.platform.changePassword(credential, {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      });
      return ok(undefined);
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
