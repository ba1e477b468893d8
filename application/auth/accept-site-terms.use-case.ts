import { LoginStatus } from '../../domain/auth/login-status';
import { err, Result } from '../../domain/shared/result';
import { PortalError, portalError } from '../errors/portal-error';
import { SessionPort } from '../ports/session.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';
import { requireStatus, signInFailure } from './login-outcome';
import { refreshSteps } from './login-steps';
import type { SignInProgress } from './sign-in-progress';

export const LOGIN_DISCLAIMER_DESC = 'Login Disclaimer';

/** SiteTerms step: records the client's agreement to the login disclaimer the page shows. */
@Injectable()
export class AcceptSiteTermsUseCase {
  constructor(
    private readonly platform: SessionPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  /** `today` is the agreement date, YYYY-MM-DD. */
  async execute(
    progress: SignInProgress | undefined,
    input: { today: string },
  ): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.SiteTerms);
    if (!at.ok) return at;
    const p = at.value;
    if (!p.credential || p.user?.entityId == null)
      return err(portalError('wrong_step', 'This sign-in step is not expected now. Please start again.'));
    try {
      const content = await this.disclaimer();
      await this.platform.agreeTerms(p.credential, p.user.entityId, {
        content,
        agreedDate: input.today,
        desc: LOGIN_DISCLAIMER_DESC,
      });
      return await refreshSteps(this.platform, p, p.credential);
    } catch (e) {
      return err(signInFailure(e));
    }
  }

  /** The disclaimer text of the settings-and-content file, as the login page shows it. */
  private async disclaimer(): Promise<string> {
    const { content } = await this.siteConfig.load();
    return String((content.siteTerms as { text?: string } | undefined)?.text ?? LOGIN_DISCLAIMER_DESC);
  }
}
