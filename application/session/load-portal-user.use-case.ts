import { CLIENT_ROLE } from '../../domain/access/access-level';
import { resolveClientAccessLevel, siteAccessFromClientAccess } from '../../domain/access/site-access';
import { clientDisplayName } from '../clients/client-display-name';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { ClientsPort, FieldChoice } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { PlatformSessionUser, SessionPort } from '../ports/session.port';
import { Injectable } from '../shared/injectable';
import type { PortalUser } from './portal-user';

export const ACCESS_LEVEL_FIELD = { entity: 'entity', field: 'client_access_level' } as const;

/**
 * Once the platform says LoginSuccess: who the user is, their site access level (clients), and the
 * login-accessible members of their client group (spec 1 §4.1).
 */
@Injectable()
export class LoadPortalUserUseCase {
  constructor(
    private readonly session: SessionPort,
    private readonly clients: ClientsPort,
  ) {}

  async execute(credential: PlatformCredential, known?: PlatformSessionUser): Promise<Result<PortalUser, PortalError>> {
    try {
      const user = known ?? (await this.session.getSessionUser(credential));
      const portalUser: PortalUser = {
        id: user.id,
        username: user.username,
        entityId: user.entityId,
        displayName: user.displayName || user.entityName,
        role: user.roleName,
        locale: user.locale || 'en-gb',
        preferredCurrency: user.preferredCurrency || 'GBP',
        userTimezone: user.userTimezone,
        lastLogin: user.lastLoginDatetime ?? user.lastLogin,
        tfaMethods: user.tfaMethods ?? [],
        clientAccessLevel: null,
        siteAccessLevel: null,
        loginProfileId: user.loginProfileId,
        relatedEntities: [],
        partnerDisplayName: null,
        partnerEntityId: null,
      };
      if (user.roleName !== CLIENT_ROLE || user.entityId == null) return ok(portalUser);

      const choices = await this.choices(credential);
      const level = resolveClientAccessLevel(user.clientAccessLevel, choices);
      if (!level.ok) return err(portalError('access_mapping', level.error));
      const [client, members] = await Promise.all([
        this.clients.getClient(credential, user.entityId),
        this.clients.getClientGroupMembers(credential, user.entityId),
      ]);
      const related = members.filter((m) => m.loginAccessible && m.memberId !== user.entityId);
      const partner =
        client.partnerEntityId != null ? related.find((m) => m.memberId === client.partnerEntityId) : undefined;
      return ok({
        ...portalUser,
        displayName: clientDisplayName(client),
        clientAccessLevel: level.value,
        siteAccessLevel: siteAccessFromClientAccess(level.value),
        relatedEntities: related.map((m) => ({ memberId: m.memberId, entityName: m.entityName })),
        partnerDisplayName: partner?.entityName ?? null,
        partnerEntityId: partner?.memberId ?? null,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }

  private async choices(credential: PlatformCredential): Promise<FieldChoice[] | null> {
    try {
      return await this.clients.getFieldChoices(credential, ACCESS_LEVEL_FIELD.entity, ACCESS_LEVEL_FIELD.field);
    } catch {
      return null;
    }
  }
}
