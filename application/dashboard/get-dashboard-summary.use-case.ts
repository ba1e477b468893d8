import { SiteAccessLevel } from '../../domain/access/access-level';
import { accountLayout, type AccountLayout } from '../../domain/analysis/account-layout';
import { viewCurrency, type CurrencyView, type ViewCurrency } from '../../domain/analysis/currency-view';
import { type RangePreset } from '../../domain/analysis/date-range';
import { acrossAccounts, dashboardPreset } from '../../domain/analysis/home-dashboard';
import { err, ok, type Result } from '../../domain/shared/result';
import { resolveRange } from '../analysis/analysis-range';
import { fxNote } from '../analysis/get-performance.use-case';
import { AnalysisScopeLoader, checkLevel } from '../analysis/analysis-scope';
import { accountFigures, periodOf, rowsByKey, summedFigures, type Figures } from '../analysis/collection-figures';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { PortfolioPort, type ProfitAnalysisRow } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';

/**
 * The home dashboard's data (spec 2 §2 "Home dashboard", §3, §7 "Summaries"): the account
 * collection's totals and every visible portfolio and account with value, movement, TWRR and IRR
 * over the default or secondary time frame. One round trip for the scope (its portfolios and accounts
 * in one dependent batch), then one for the figures: they are asked for the visible accounts, which only
 * the scope's answers decide (adapters/PLATFORM-API.md, "Batch").
 */

export type DashboardTimeframe = 'default' | 'secondary';
// The presets and their site settings are domain rules the web app's switch reads too.
export {
  DASHBOARD_DEFAULT_SETTING,
  DASHBOARD_SECONDARY_SETTING,
  DEFAULT_DASHBOARD_PRESET,
  SECONDARY_DASHBOARD_PRESET,
  dashboardPreset,
} from '../../domain/analysis/home-dashboard';

export interface DashboardInput {
  timeframe?: DashboardTimeframe;
  /** The multi-currency toggle (spec 2 §2, §4): the preferred currency unless the original one is chosen and offered. */
  currency?: CurrencyView | null;
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
  /** The one currency rule of every view (domain/analysis/currency-view.ts); null at the Assets level. */
  currencyView: ViewCurrency | null;
  accountCollectionTotals: (Figures & { accountCount: number }) | null;
  overview:
    (Figures & { accountCount: number; acrossText: string; multiCurrency: boolean; fxNote: string | null }) | null;
  layout: AccountLayout | null;
  portfolios: DashboardPortfolio[];
}

@Injectable()
export class GetDashboardSummaryUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(actor: PortalActor, input: DashboardInput): Promise<Result<DashboardSummary, PortalError>> {
    const { credential } = actor;
    const level = checkLevel(actor.siteAccessLevel, 'dashboard');
    if (!level.ok) return level;
    if (actor.siteAccessLevel !== SiteAccessLevel.Portfolio) {
      // Assets level: no portfolio figures (the managed-assets summary comes later).
      return ok({
        level: 'Assets',
        timeframe: null,
        currency: null,
        currencyView: null,
        accountCollectionTotals: null,
        overview: null,
        layout: null,
        portfolios: [],
      });
    }
    const key: DashboardTimeframe = input.timeframe ?? 'default';
    try {
      // Round trip 1.
      const scope = await this.scope.load(actor);
      const accounts = scope.accounts;
      const inception =
        accounts
          .map((a) => a.inceptionDate)
          .filter((d): d is string => d !== null)
          .sort()[0] ?? null;
      const preset = dashboardPreset(scope.settings, key);
      const range = resolveRange(
        { range: preset },
        { today: actor.today, inceptionDate: inception, holdBack: scope.config.holdBackPeriod },
        preset,
      );
      if (!range.ok) return range;
      const { from, to } = range.value;
      const view = viewCurrency({
        planCurrencies: accounts.map((a) => a.planCurrency),
        preferred: scope.currency,
        choice: input.currency,
      });
      const currency = view.currency;

      let rows: ProfitAnalysisRow[] = [];
      let all: ProfitAnalysisRow | undefined;
      if (accounts.length) {
        // Round trip 2, side by side: per portfolio and account, and the whole collection.
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
        const mine = accounts
          .filter((a) => a.portfolioId === p.id)
          .map((a): DashboardAccount => ({
            id: a.id,
            name: a.name,
            planCurrency: a.planCurrency,
            groupCode: a.groupCode,
            groupName: a.groupName,
            blocked: a.blocked,
            ...accountFigures(byKey, a.id),
          }));
        const r = byKey.get(`portfolio:${p.id}`);
        return {
          id: p.id,
          name: p.name,
          type: p.type,
          isLinked: p.isLinked,
          ...summedFigures(mine),
          twrr: r?.twrr ?? null,
          irr: r?.irr ?? null,
          period: periodOf(r),
          accounts: mine,
        };
      });
      const listed = portfolios.flatMap((p) => p.accounts);
      const totals = {
        ...summedFigures(listed),
        twrr: all?.twrr ?? null,
        irr: all?.irr ?? null,
        period: periodOf(all),
        accountCount: listed.length,
      };
      const linkedCount = accounts.filter((a) => a.isLinked).length;
      const foreignCurrencies = [...new Set(accounts.map((a) => a.planCurrency).filter((c) => c !== currency))];
      return ok({
        level: 'Portfolio',
        timeframe: { key, preset: range.value.preset, name: range.value.name, from, to },
        currency,
        currencyView: view,
        accountCollectionTotals: totals,
        overview: {
          ...totals,
          acrossText: acrossAccounts(totals.accountCount),
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
