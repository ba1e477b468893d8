import type { RoleName } from '../../domain/access/access-level';
import type { PortalPage } from '../../domain/access/page-access';

/** What an endpoint marked with @Access needs; AccessGuard reads it back from the metadata under ACCESS_RULE. */
export interface AccessRule {
  /** Roles allowed; any signed-in role when omitted. */
  roles?: RoleName[];
  /** Page whose role and access-level rules apply (spec 1 §2.1, §4.7). */
  page?: PortalPage;
  /** Acts on a client's data: a client acts on their own, an adviser needs a client in context. */
  client?: boolean;
}

export const ACCESS_RULE = 'portal:access-rule';
