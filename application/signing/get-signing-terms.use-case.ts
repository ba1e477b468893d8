import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { SigningPort } from '../ports/signing.port';
import { Injectable } from '../shared/injectable';
import { SigningRequests } from './signing-requests';
import { SIGNING_DISABLED } from './signing-refusals';
import type { PortalActor } from '../session/portal-actor';

/**
 * The terms and conditions to accept before signing (spec 3 §3 terms_and_conds, §7 sysadmin/digital_signature-v2):
 * a request's own terms when it has them, else the site's. The HTML is given as the platform holds it; the BFF sanitises it.
 */
@Injectable()
export class GetSigningTermsUseCase {
  constructor(
    private readonly signing: SigningPort,
    private readonly requests: SigningRequests,
  ) {}

  async execute(user: PortalActor, signatureId?: number | null): Promise<Result<{ html: string }, PortalError>> {
    const { credential } = user;
    try {
      if (signatureId != null) {
        const loaded = await this.requests.load(user, signatureId);
        if (!loaded.ok) return loaded;
        const own = loaded.value.record.termsAndConds;
        if (own && own.trim() !== '') return ok({ html: own });
      } else if (!(await this.requests.settings()).enabled) {
        return err(portalError('not_found', SIGNING_DISABLED));
      }
      return ok({ html: await this.signing.terms({ credential }) });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
