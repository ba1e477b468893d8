import { RoleName, SiteAccessLevel } from '../../domain/access/access-level';
import { checkPageAccess, PageAccessDenial, PortalPage, PORTFOLIO_PAGES } from '../../domain/access/page-access';
import { err, ok, Result } from '../../domain/shared/result';
import type { PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { CapabilityFlags, GetCapabilitiesUseCase } from '../session/get-capabilities.use-case';
import type { PortalUser } from '../session/portal-user';
import { Injectable } from '../shared/injectable';
import { accessLevelView, AccessLevelView } from './access-level-view';

export interface PageAccessLine {
  page: PortalPage;
  allowed: boolean;
  reason: PageAccessDenial | null;
  /** The reason in words, for people. */
  explanation: string | null;
}

export interface AccessDump {
  username: string;
  role: RoleName;
  displayName: string;
  clientAccessLevel: AccessLevelView | null;
  siteAccessLevel: SiteAccessLevel | null;
  /** Pages are judged as the user lands after sign-in: an adviser has no client in context yet. */
  hasClientInContext: false;
  pages: PageAccessLine[];
  capabilities: CapabilityFlags;
}

/**
 * Everything that decides what a signed-in user may open: access levels, every portal page allowed
 * or denied by the same rule the BFF and the web app apply (domain/access/page-access.ts), and the
 * capabilities of the session.
 */
@Injectable()
export class DumpAccessUseCase {
  constructor(private readonly getCapabilities: GetCapabilitiesUseCase) {}

  async execute(credential: PlatformCredential, user: PortalUser): Promise<Result<AccessDump, PortalError>> {
    const capabilities = await this.getCapabilities.execute(credential);
    if (!capabilities.ok) return err(capabilities.error);
    const pages = Object.values(PortalPage).map((page): PageAccessLine => {
      const decision = checkPageAccess({
        role: user.role,
        siteAccessLevel: user.siteAccessLevel,
        hasClientInContext: false,
        page,
      });
      if (decision.allowed) return { page, allowed: true, reason: null, explanation: null };
      return { page, allowed: false, reason: decision.reason, explanation: explain(decision.reason, page, user.role) };
    });
    return ok({
      username: user.username,
      role: user.role,
      displayName: user.displayName,
      clientAccessLevel: accessLevelView(user.clientAccessLevel),
      siteAccessLevel: user.siteAccessLevel,
      hasClientInContext: false,
      pages,
      capabilities: capabilities.value,
    });
  }
}

function explain(reason: PageAccessDenial, page: PortalPage, role: RoleName): string {
  switch (reason) {
    case 'role':
      return `not for the ${role} role`;
    case 'noClientInContext':
      return 'needs a client in context';
    case 'accessUnknown':
      return 'access level unknown (sent to /login)';
    case 'accessLevel':
      return PORTFOLIO_PAGES.includes(page) ? 'needs the Portfolio level' : 'needs the Assets or Portfolio level';
  }
}
