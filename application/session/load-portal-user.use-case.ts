import { CLIENT_ROLE } from '../../domain/access/access-level';
import { resolveClientAccessLevel, siteAccessFromClientAccess } from '../../domain/access/site-access';
import { clientDisplayName } from '../../domain/format/client-display-name';
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
        entityId: user.entity_id,
        displayName: user.display_name || user.entity_name,
        role: user.role_name,
        locale: user.locale || 'en-gb',
        preferredCurrency: user.preferred_currency || 'GBP',
        userTimezone: user.user_timezone,
        lastLogin: user.last_login_datetime ?? user.last_login,
        tfaMethods: user.tfaMethods ?? [],
        clientAccessLevel: null,
        siteAccessLevel: null,
        loginProfileId: user.login_profile_id,
        relatedEntities: [],
        partnerDisplayName: null,
        partnerEntityId: null,
      };
      if (user.role_name !== CLIENT_ROLE || user.entity_id == null) return ok(portalUser);

      const choices = await this.choices(credential);
      const level = resolveClientAccessLevel(user.client_access_level, choices);
      if (!level.ok) return err(portalError('access_mapping', level.error));
      const [client, members] = await Promise.all([
        this.clients.getClient(credential, user.entity_id),
        this.clients.getClientGroupMembers(credential, user.entity_id),
      ]);
      const related = members.filter((m) => m.login_accessible && m.member_id !== user.entity_id);
      const partner = client.partner_entity_id != null ? related.find((m) => m.member_id === client.partner_entity_id) : undefined;
      return ok({
        ...portalUser,
        displayName: clientDisplayName(client),
        clientAccessLevel: level.value,
        siteAccessLevel: siteAccessFromClientAccess(level.value),
        relatedEntities: related.map((m) => ({ memberId: m.member_id, entityName: m.entity_name })),
        partnerDisplayName: partner?.entity_name ?? null,
        partnerEntityId: partner?.member_id ?? null,
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
