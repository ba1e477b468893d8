import { levelAllowsPage, PortalPage } from '../../domain/access/page-access';
import { err, ok, type Result } from '../../domain/shared/result';
import { selectableMembers, type MemberOption } from '../../domain/valuation/valuation-members';
import { templatesFor, type ValuationTemplate } from '../../domain/valuation/valuation-templates';
import { AnalysisScopeLoader, type AnalysisScope } from '../analysis/analysis-scope';
import { portalError, type PortalError } from '../errors/portal-error';
import { ClientsPort } from '../ports/clients.port';
import { ValuationPort } from '../ports/valuation.port';
import { Injectable } from '../shared/injectable';
import { NEEDS_ASSETS_OR_PORTFOLIO } from './valuation-refusals';
import type { PortalActor } from '../session/portal-actor';

/**
 * What the valuation page and a run start from (spec 3 §2, §6): the level check, the templates of the
 * settings for the user's type that the platform holds, the client's members (login-accessible, the
 * partner only with the client's view_partner, in the §6 order), and the accounts, account groups and
 * portfolios the client may see. The portal decides what may be chosen: a run is checked against
 * these same lists, never left to the platform. One round of calls side by side, plus the scope's
 * second round for the portfolios' accounts.
 */

export interface ValuationContext {
  templates: ValuationTemplate[];
  members: MemberOption[];
  scope: AnalysisScope;
}

@Injectable()
export class ValuationContextLoader {
  constructor(
    private readonly scopes: AnalysisScopeLoader,
    private readonly platform: ClientsPort,
    private readonly valuation: ValuationPort,
  ) {}

  /** Rejects with a PlatformError when a platform call fails. */
  async load(user: PortalActor): Promise<Result<ValuationContext, PortalError>> {
    const { credential } = user;
    if (!levelAllowsPage(user.siteAccessLevel, PortalPage.valuationReport))
      return err(portalError('forbidden', NEEDS_ASSETS_OR_PORTFOLIO));
    const [scope, held, members] = await Promise.all([
      this.scopes.load(user),
      this.valuation.templates({ credential }),
      this.platform.getClientGroupMembers(credential, user.clientId),
    ]);
    const ids = new Set(held.map((t) => t.id));
    const templates = templatesFor(scope.settings, user.role === 'client' ? 'ClientUser' : 'User').filter((t) =>
      ids.has(t.id),
    );
    const ordered = selectableMembers(
      members.map((m) => ({ memberId: m.memberId, name: m.entityName, loginAccessible: m.loginAccessible })),
      { clientId: user.clientId, role: user.role, partnerId: user.partnerId ?? null, capabilities: scope.capabilities },
    );
    return ok({ templates, members: ordered, scope });
  }
}
