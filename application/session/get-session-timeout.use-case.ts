import { DEFAULT_LOGIN_PROFILE_ID, timeoutFromProfile } from '../../domain/session/timeout';
import { isPlatformError } from '../ports/platform-error';
import { SitePort } from '../ports/site.port';
import { Injectable } from '../shared/injectable';

export interface SessionTimeout {
  timeoutMs: number;
  warningMs: number;
}

/**
 * Session timeout from the login profile (spec 1 §4.3); a 403 or 404 on the lookup means the defaults,
 * and so does a platform that does not answer (a sign-in must not fail for want of a timeout).
 */
@Injectable()
export class GetSessionTimeoutUseCase {
  constructor(private readonly platform: SitePort) {}

  async execute(loginProfileId: number | null | undefined): Promise<SessionTimeout> {
    try {
      const profile = await this.platform.getLoginProfile(loginProfileId ?? DEFAULT_LOGIN_PROFILE_ID);
      return timeoutFromProfile(profile.clientInactivityTimeoutMinutes);
    } catch (e) {
      if (
        isPlatformError(e) &&
        (e.status === 403 || e.status === 404 || e.code === 'unavailable' || e.code === 'timeout')
      ) {
        return timeoutFromProfile(null);
      }
      throw e;
    }
  }
}
