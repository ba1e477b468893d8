import { ACCESS_DENIED_MESSAGE } from '../../domain/access/page-access';
import { clientDisplayName } from './client-display-name';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { Injectable } from '../shared/injectable';

/** A client's record as the portal's header and pages show it. */
export interface ClientSummaryView {
  entityId: number;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  preferredName: string | null;
  dob: string | null;
  partnerEntityId: number | null;
  preferredCurrency: string;
  entityType: string;
  preferredEmail: string | null;
  preferredPostcode: string | null;
}

/**
 * A client's record. The portal decides, for both roles: only the client whose portal is shown (an
 * adviser's other clients too are read only by putting them in context, where their ownership is
 * checked); any other id is refused in the portal's words.
 */
@Injectable()
export class GetClientSummaryUseCase {
  constructor(private readonly platform: ClientsPort) {}

  async execute(
    credential: PlatformCredential,
    input: { clientId: number; clientInViewId: number },
  ): Promise<Result<ClientSummaryView, PortalError>> {
    if (input.clientId !== input.clientInViewId) return err(portalError('forbidden', ACCESS_DENIED_MESSAGE));
    try {
      const c = await this.platform.getClient(credential, input.clientId);
      return ok({
        entityId: c.entityId,
        displayName: clientDisplayName(c),
        firstName: c.firstName,
        lastName: c.lastName,
        preferredName: c.preferredName,
        dob: c.dob,
        partnerEntityId: c.partnerEntityId,
        preferredCurrency: c.preferredCurrency,
        entityType: c.entityType,
        preferredEmail: c.preferredEmail,
        preferredPostcode: c.preferredPostcode,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
