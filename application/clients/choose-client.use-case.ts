import { SiteAccessLevel } from '../../domain/access/access-level';
import { isAdvisersOwnClient, NOT_YOUR_CLIENT } from '../../domain/access/adviser-clients';
import { isPreviewChoice, resolveClientAccessLevel, siteAccessFromClientAccess } from '../../domain/access/site-access';
import { clientDisplayName } from './client-display-name';
import { NO_CLIENT_ACCESS } from '../../domain/validation/client-search';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { AdviserDetailsPort } from '../ports/adviser-details.port';
import { isPlatformError } from '../ports/platform-error';
import { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { ClientInContext } from '../session/portal-user';
import { Injectable } from '../shared/injectable';
import { accessLevelChoices } from './access-choices';

/**
 * An adviser puts a client in context, optionally with a chosen portal view (preview mode when the
 * view differs from the client's own level or the client has no portal user). Only the adviser's own
 * clients (client_adviser is the adviser's entity): the portal checks this itself, and a client the
 * platform will not show is refused in the same words, never in the platform's.
 */
@Injectable()
export class ChooseClientUseCase {
  constructor(
    private readonly platform: ClientsPort,
    private readonly advisers: AdviserDetailsPort,
  ) {}

  async execute(
    credential: PlatformCredential,
    input: { clientId: number; adviserEntityId: number | null; portalView?: SiteAccessLevel },
  ): Promise<Result<ClientInContext, PortalError>> {
    const notYours = portalError('forbidden', NOT_YOUR_CLIENT);
    try {
      const [client, adviser, choices] = await Promise.all([
        this.platform.getClient(credential, input.clientId),
        this.advisers.clientAdviser({ credential, clientId: input.clientId }),
        accessLevelChoices(this.platform, credential),
      ]);
      if (!isAdvisersOwnClient(adviser, input.adviserEntityId)) return err(notYours);
      const level = resolveClientAccessLevel(client.clientAccessLevel, choices);
      const derived = level.ok ? siteAccessFromClientAccess(level.value) : null;
      const hasUser = client.userId != null;
      // A client with no portal user has no client access; only an explicitly chosen view previews them.
      if (!hasUser && !input.portalView) return err(portalError('forbidden', NO_CLIENT_ACCESS));
      const chosen = input.portalView ?? derived;
      if (!chosen) return err(portalError('forbidden', NO_CLIENT_ACCESS));
      const isPreviewMode = isPreviewChoice({ hasUser, chosen, derived });
      return ok({
        entityId: client.entityId,
        displayName: clientDisplayName(client),
        clientAccessLevel: level.ok ? level.value : null,
        siteAccessLevel: chosen,
        isPreviewMode,
        partnerEntityId: client.partnerEntityId ?? null,
      });
    } catch (e) {
      // Someone else's client and no such client are refused alike, and the platform's text is not passed on.
      if (isPlatformError(e) && (e.code === 'forbidden' || e.code === 'not_found')) return err(notYours);
      return err(fromPlatformError(e));
    }
  }
}
