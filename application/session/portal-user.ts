import type { ClientAccessLevel, RoleName, SiteAccessLevel } from '../../domain/access/access-level';

/** The signed-in user as the portal works with it (plain data; safe to send to the browser). */
export interface PortalUser {
  id: number;
  username: string;
  entityId: number | null;
  displayName: string;
  role: RoleName;
  locale: string;
  preferredCurrency: string;
  userTimezone: string;
  lastLogin: string | null;
  tfaMethods: string[];
  /** Clients only: the access level held by the platform and the site access level derived from it. */
  clientAccessLevel: ClientAccessLevel | null;
  siteAccessLevel: SiteAccessLevel | null;
  loginProfileId: number;
  /** Clients only: login-accessible members of the client's group other than the client. */
  relatedEntities: { memberId: number; entityName: string }[];
  partnerDisplayName: string | null;
  /** Clients only: the partner's entity, when the partner is a login-accessible member of the group (spec 2 §5). */
  partnerEntityId: number | null;
}

/** The client an adviser has chosen to act for. */
export interface ClientInContext {
  entityId: number;
  displayName: string;
  clientAccessLevel: ClientAccessLevel | null;
  siteAccessLevel: SiteAccessLevel;
  isPreviewMode: boolean;
  /** The client's partner, whose portfolios the client may see with view_partner (spec 2 §6). */
  partnerEntityId: number | null;
}
