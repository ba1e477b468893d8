import { SiteAccessLevel } from '../../domain/access/access-level';
import { accountLayout, type AccountLayout } from '../../domain/analysis/account-layout';
import { type RangePreset } from '../../domain/analysis/date-range';
import { dashboardPreset } from '../../domain/analysis/home-dashboard';
import { err, ok, type Result } from '../../domain/shared/result';
import { resolveRange } from '../analysis/analysis-range';
import { fxNote } from '../analysis/get-performance.use-case';
import { AnalysisScopeLoader, checkLevel, type AnalysisClient } from '../analysis/analysis-scope';
import { accountFigures, rowsByKey, summedFigures, type Figures } from '../analysis/collection-figures';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform.port';
import { PortfolioPort, type ProfitAnalysisRow } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';

/**
 * The home dashboard's data (spec 2 §2 "Home dashboard", §3, §7 "Summaries"): the account
 * collection's totals and every visible portfolio and account with value, movement, TWRR and IRR
 * over the default or secondary time frame. Two round trips for the scope, then one for the figures.
 */

export type DashboardTimeframe = 'default' | 'secondary';
// The presets and their site settings are domain rules the web app's switch reads too.
export { DASHBOARD_DEFAULT_SETTING, DASHBOARD_SECONDARY_SETTING, DEFAULT_DASHBOARD_PRESET, SECONDARY_DASHBOARD_PRESET, dashboardPreset } from '../../domain/analysis/home-dashboard';

export interface DashboardInput extends AnalysisClient {
  timeframe?: DashboardTimeframe;
  /** 'YYYY-MM-DD' */
  today: string;
}

export type { Figures } from '../analysis/collection-figures';

export interface DashboardAccount extends Figures {
  id: number;
  name: string;
  planCurrency: string;
  groupCode: string | null;
  groupName: string | null;
  blocked: boolean;
}

export interface DashboardPortfolio extends Figures {
  id: number;
  name: string;
  type: string;
  isLinked: boolean;
  accounts: DashboardAccount[];
}

export interface DashboardSummary {
  level: 'Assets' | 'Portfolio';
  timeframe: { key: DashboardTimeframe; preset: RangePreset; name: string; from: string; to: string } | null;
  currency: string | null;
  accountCollectionTotals: (Figures & { accountCount: number }) | null;
  overview: (Figures & { accountCount: number; acrossText: string; multiCurrency: boolean; fxNote: string | null }) | null;
  layout: AccountLayout | null;
  portfolios: DashboardPortfolio[];
}

const acrossText = (n: number): string => `across ${n} account${n === 1 ? '' : 's'}`;

@Injectable()
export class GetDashboardSummaryUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(credential: PlatformCredential, input: DashboardInput): Promise<Result<DashboardSummary, PortalError>> {
    const level = checkLevel(input.siteAccessLevel, 'dashboard');
    if (!level.ok) return level;
    if (input.siteAccessLevel !== SiteAccessLevel.Portfolio) {
      // Assets level: no portfolio figures (the managed-assets summary comes later).
      return ok({ level: 'Assets', timeframe: null, currency: null, accountCollectionTotals: null, overview: null, layout: null, portfolios: [] });
    }
    const key: DashboardTimeframe = input.timeframe ?? 'default';
    try {
      // Round trips 1 and 2.
      const scope = await this.scope.load(credential, { clientId: input.clientId, siteAccessLevel: input.siteAccessLevel, preferredCurrency: input.preferredCurrency, partnerId: input.partnerId });
      const accounts = scope.accounts;
      const inception = accounts.map((a) => a.inceptionDate).filter((d): d is string => d !== null).sort()[0] ?? null;
      const preset = dashboardPreset(scope.settings, key);
      const range = resolveRange({ range: preset }, { today: input.today, inceptionDate: inception, holdBack: scope.config.holdBackPeriod }, preset);
      if (!range.ok) return range;
      const { from, to } = range.value;
      const currency = scope.currency;

      let rows: ProfitAnalysisRow[] = [];
      let all: ProfitAnalysisRow | undefined;
      if (accounts.length) {
        // Round trip 3, side by side: per portfolio and account, and the whole collection.
        const request = { credential, accountIds: accounts.map((a) => a.id), from, to, currency };
        const [split, whole] = await Promise.all([
          this.portfolio.profitAnalysis({ ...request, grouping: 'portfolio,account' }),
          this.portfolio.profitAnalysis({ ...request, grouping: 'all' }),
        ]);
        rows = split;
        all = whole.find((r) => r.key === 'all') ?? whole[0];
      }
      const byKey = rowsByKey(rows);

      const portfolios: DashboardPortfolio[] = scope.portfolios.map((p) => {
        const mine = accounts.filter((a) => a.portfolioId === p.id).map((a): DashboardAccount => ({
          id: a.id, name: a.name, planCurrency: a.planCurrency, groupCode: a.groupCode, groupName: a.groupName, blocked: a.blocked,
          ...accountFigures(byKey, a.id),
        }));
        const r = byKey.get(`portfolio:${p.id}`);
        return {
          id: p.id, name: p.name, type: p.type, isLinked: p.isLinked,
          ...summedFigures(mine),
          twrr: r?.twrr ?? null, irr: r?.irr ?? null,
          accounts: mine,
        };
      });
      const listed = portfolios.flatMap((p) => p.accounts);
      const totals = {
        ...summedFigures(listed),
        twrr: all?.twrr ?? null,
        irr: all?.irr ?? null,
        accountCount: listed.length,
      };
      const linkedCount = accounts.filter((a) => a.isLinked).length;
      const foreignCurrencies = [...new Set(accounts.map((a) => a.planCurrency).filter((c) => c !== currency))];
      return ok({
        level: 'Portfolio',
        timeframe: { key, preset: range.value.preset, name: range.value.name, from, to },
        currency,
        accountCollectionTotals: totals,
        overview: {
          ...totals,
          acrossText: acrossText(totals.accountCount),
          multiCurrency: accounts.some((a) => a.planCurrency !== currency),
          // The same words as the analysis hero, naming the currencies converted from.
          fxNote: foreignCurrencies.length ? fxNote(foreignCurrencies) : null,
        },
        layout: accountLayout(accounts.length - linkedCount, linkedCount),
        portfolios,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
