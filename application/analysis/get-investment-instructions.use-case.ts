import { MODELLING_BY_TARGET_SETS_CAPABILITY } from '../../domain/analysis/analysis-tabs';
import {
  INSTRUCTIONS_NEED_CLIENT_ANALYSIS,
  INSTRUCTIONS_NEED_TARGET_SETS,
  INVESTMENT_INSTRUCTIONS_TEXT,
  NO_INVESTMENT_INSTRUCTIONS,
} from '../../domain/analysis/investment-instructions';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { PortfolioPort, type TargetLink, type TargetSetSummary } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { ACCOUNT_NOT_FOUND, AnalysisScopeLoader, checkLevel } from './analysis-scope';
import type { PortalActor } from '../session/portal-actor';

/**
 * The Investment instructions tab (spec 2 §2 "Investment instructions tab", "Tabs"; §3 Target set):
 * the first target set linked to one account, with its securities and weights. Shown only for a
 * single account with the client-analysis toggle on and capability modelling_by_target_sets.
 */

export interface InvestmentInstructionsInput {
  accountId: number;
}

export interface InvestmentInstructionsView {
  accountId: number;
  accountName: string;
  targetSet: { id: number; description: string } | null;
  /** The tab's sentence above the weights; null when there is nothing to show. */
  text: string | null;
  /** Weights in percent, as the platform holds them (adding up to 100). */
  securities: { securityId: number; code: string; description: string; weight: number }[];
  empty: string | null;
}

type Lookup = { ok: true; links: TargetLink[]; sets: TargetSetSummary[] } | { ok: false; error: unknown };

@Injectable()
export class GetInvestmentInstructionsUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(
    actor: PortalActor,
    input: InvestmentInstructionsInput,
  ): Promise<Result<InvestmentInstructionsView, PortalError>> {
    const { credential } = actor;
    const level = checkLevel(actor.siteAccessLevel, 'analysis');
    if (!level.ok) return level;
    // The account's links and target sets are asked beside the scope, so only the weights wait for
    // it. The platform applies the caller's rights; the answer is used only once the scope shows the
    // account is the client's.
    const lookup: Promise<Lookup> = Promise.all([
      this.portfolio.targetLinks({ credential, accountIds: [input.accountId] }),
      this.portfolio.accountTargetSets({ credential, accountId: input.accountId }),
    ]).then(
      ([links, sets]) => ({ ok: true as const, links, sets }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    try {
      const scope = await this.scope.load(actor);
      if (!scope.clientAnalysis) return err(portalError('forbidden', INSTRUCTIONS_NEED_CLIENT_ANALYSIS));
      if (!scope.capabilities.some((c) => c.trim().toLowerCase() === MODELLING_BY_TARGET_SETS_CAPABILITY))
        return err(portalError('forbidden', INSTRUCTIONS_NEED_TARGET_SETS));
      const account = scope.accounts.find((a) => a.id === input.accountId);
      if (!account) return err(portalError('not_found', ACCOUNT_NOT_FOUND));
      const found = await lookup;
      if (!found.ok) throw found.error;

      const none: InvestmentInstructionsView = {
        accountId: account.id,
        accountName: account.name,
        targetSet: null,
        text: null,
        securities: [],
        empty: NO_INVESTMENT_INSTRUCTIONS,
      };
      const linked = new Set(found.links.filter((l) => l.accountId === account.id).map((l) => l.targetSetId));
      const first = found.sets.find((s) => linked.has(s.targetSetId));
      if (!first) return ok(none);
      // The one round trip after the scope.
      const [allocation] = await this.portfolio.targetSetAllocations({ credential, targetSetIds: [first.targetSetId] });
      const securities = allocation?.securities ?? [];
      if (!securities.length) return ok(none);
      return ok({
        accountId: account.id,
        accountName: account.name,
        targetSet: { id: first.targetSetId, description: first.description },
        text: INVESTMENT_INSTRUCTIONS_TEXT,
        securities: securities.map((s) => ({
          securityId: s.securityId,
          code: s.code,
          description: s.description,
          weight: s.weight,
        })),
        empty: null,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
