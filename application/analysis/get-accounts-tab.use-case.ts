import {
  accountsTabTitle,
  analysisHeading,
  breadcrumb,
  NO_ACCOUNTS_TO_VIEW,
  type Crumb,
} from '../../domain/analysis/accounts-tab';
import { defaultTab, visibleTabs, type AnalysisTab } from '../../domain/analysis/analysis-tabs';
import { viewCurrency, type CurrencyView, type ViewCurrency } from '../../domain/analysis/currency-view';
import type { RangePreset } from '../../domain/analysis/date-range';
import { groupingFilterFor, PortfolioGrouping, type GroupingFilter } from '../../domain/config/site-config';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { PortfolioPort, type ProfitAnalysisRow } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { accountRowsOf, accountsTables, type AccountsTable } from './account-rows';
import { AnalysisScopeLoader, loadSelection, type AnalysisQuery, type ScopedSelection } from './analysis-scope';
import { rowsByKey, summedFigures } from './collection-figures';
import type { PortalActor } from '../session/portal-actor';
import { first } from '../../domain/shared/present';

/**
 * The analysis page's frame and Accounts tab (spec 2 §2 "Analysis page", "Tabs", "Accounts tab",
 * "Account summary table"; §3 portfolioGrouping and groupingFilter; §6 portfolio order): heading,
 * breadcrumb, which tabs show, and the portfolios, groups or accounts with their figures. One round
 * trip for the scope, then one for the figures.
 */

export interface AccountsTabInput extends AnalysisQuery {
  /** Overrides the site's portfolioGrouping. */
  grouping?: PortfolioGrouping | null;
  /** 'Show in' (spec 2 §4): the preferred currency unless the original one is chosen and offered. */
  currency?: CurrencyView | null;
}

export interface AccountsTabView {
  heading: string;
  breadcrumb: Crumb[];
  grouping: PortfolioGrouping;
  groupingFilter: GroupingFilter;
  /** The currency of every figure: currencyView.currency. */
  currency: string;
  currencyView: ViewCurrency;
  range: { key: RangePreset; name: string; from: string; to: string };
  /** The selection's earliest first transaction: the custom range's minimum start. */
  inceptionDate: string | null;
  selection: { kind: ScopedSelection['selection']['kind']; id: string | null };
  accountsTab: { title: string; shown: boolean };
  tabs: Record<AnalysisTab, boolean>;
  defaultTab: AnalysisTab | null;
  tables: AccountsTable[];
  /** The listed accounts' value and movement, exact sums of their penny figures. */
  totals: { value: number; movement: number; accountCount: number };
  empty: string | null;
}

@Injectable()
export class GetAccountsTabUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(actor: PortalActor, input: AccountsTabInput): Promise<Result<AccountsTabView, PortalError>> {
    const { credential } = actor;
    try {
      // Round trip 1.
      const loaded = await loadSelection(this.scope, actor, input, { allowEmpty: true });
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const grouping = input.grouping ?? scope.config.portfolioGrouping;
      const accounts = selection.accounts;

      // Round trip 2, side by side: per portfolio and account; in account-group mode each group's own TWRR.
      const view = viewCurrency({
        planCurrencies: accounts.map((a) => a.planCurrency),
        preferred: scope.currency,
        choice: input.currency,
      });
      const request = {
        credential,
        from: range.from,
        to: range.to,
        currency: view.currency,
        feesAndTaxes: scope.config.feesAndTaxes,
      };
      const groups = selection.kind === 'all' && grouping === PortfolioGrouping.AccountGroup ? scope.groups : [];
      const [rows, ...groupRows] = accounts.length
        ? await Promise.all([
            this.portfolio.profitAnalysis({
              ...request,
              accountIds: accounts.map((a) => a.id),
              grouping: 'portfolio,account',
            }),
            ...groups.map((g) =>
              this.portfolio.profitAnalysis({ ...request, accountIds: g.accountIds, grouping: 'all' }),
            ),
          ])
        : [[] as ProfitAnalysisRow[]];
      const ownRows = new Map(groups.map((g, i) => [g.code, groupRows[i]?.find((r) => !r.noData) ?? null]));

      const tables = accountsTables({ scope, selection, grouping, byKey: rowsByKey(rows), groupRows: ownRows });
      const listed = accountRowsOf(tables);
      const tabs = visibleTabs({
        selectionKind: selection.kind,
        selectedAccounts: accounts.length,
        settings: scope.settings,
        clientAnalysis: scope.clientAnalysis,
        capabilities: scope.capabilities,
      });
      return ok({
        heading: analysisHeading(grouping, selection.name),
        breadcrumb: breadcrumb(grouping, crumbParts(loaded.value)),
        grouping,
        groupingFilter: groupingFilterFor(grouping),
        currency: view.currency,
        currencyView: view,
        range: { key: range.preset, name: range.name, from: range.from, to: range.to },
        inceptionDate: selection.inceptionDate,
        selection: { kind: selection.kind, id: selection.id },
        accountsTab: { title: accountsTabTitle(grouping, selection.kind), shown: tabs.accounts },
        tabs,
        defaultTab: defaultTab(tabs, scope.settings),
        tables,
        totals: { ...summedFigures(listed), accountCount: listed.length },
        empty: listed.length ? null : NO_ACCOUNTS_TO_VIEW,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** The portfolio, group and account of the selection, for the breadcrumb. */
function crumbParts({ scope, selection }: ScopedSelection): Parameters<typeof breadcrumb>[1] {
  if (selection.kind === 'portfolio') return { portfolio: { id: Number(selection.id), name: selection.name! } };
  if (selection.kind === 'group') return { group: { code: selection.id!, name: selection.name! } };
  if (selection.kind !== 'account') return {};
  const a = first(selection.accounts);
  const p = scope.portfolios.find((x) => x.id === a.portfolioId);
  const g = scope.groups.find((x) => x.code === a.groupCode);
  return {
    account: { id: a.id, name: a.name },
    portfolio: p ? { id: p.id, name: p.name } : null,
    group: g ? { code: g.code, name: g.name } : null,
  };
}
