import { LINKED_TABLE_HEADING, MY_TABLE_HEADING, type DrillDownFilter } from '../../domain/analysis/accounts-tab';
import { PortfolioGrouping } from '../../domain/config/site-config';
import type { MeasuredPeriod } from '../../domain/format/return-format';
import type { ProfitAnalysisRow } from '../ports/portfolio.port';
import type { AnalysisScope, ScopedAccount, Selection } from './analysis-scope';
import { accountFigures, periodOf, summedFigures } from './collection-figures';

/**
 * The rows of the Accounts tab (spec 2 §2 "Accounts tab", "Account summary table"): portfolios or
 * account groups with their accounts, or the selection's accounts once a filter is set. Account
 * figures come rounded to the penny; a portfolio's or group's value and movement are the exact sums
 * of its accounts'.
 */

export interface AccountsTabRow {
  kind: 'portfolio' | 'group' | 'account';
  /** Portfolio or account id as text, or the group code. */
  id: string;
  name: string;
  /** An account's plan currency; null for a portfolio or group. */
  planCurrency: string | null;
  /** In the view's currency. */
  value: number;
  movement: number;
  /** Fund performance: TWRR over the range, as a fraction. */
  twrr: number | null;
  /** What the TWRR measures: 'a year' or 'over N months'. */
  period: MeasuredPeriod | null;
  /** What clicking the row selects. */
  filter: DrillDownFilter;
  children: AccountsTabRow[];
}

export interface AccountsTable {
  key: 'my' | 'linked' | 'all';
  /** 'My' only when a Linked table exists; 'Linked'; or none. */
  heading: string | null;
  rows: AccountsTabRow[];
}

export interface RowSources {
  scope: AnalysisScope;
  selection: Selection;
  grouping: PortfolioGrouping;
  /** The profit analysis grouped 'portfolio,account', by key. */
  byKey: ReadonlyMap<string, ProfitAnalysisRow>;
  /** Each account group's own profit analysis (account-group mode without a filter). */
  groupRows: ReadonlyMap<string, ProfitAnalysisRow | null>;
}

function accountRow(a: ScopedAccount, byKey: RowSources['byKey']): AccountsTabRow {
  const { value, movement, twrr, period } = accountFigures(byKey, a.id);
  return {
    kind: 'account',
    id: String(a.id),
    name: a.name,
    planCurrency: a.planCurrency,
    value,
    movement,
    twrr,
    period,
    filter: { account: a.id },
    children: [],
  };
}

function parentRow(
  kind: 'portfolio' | 'group',
  id: string,
  name: string,
  own: ProfitAnalysisRow | null | undefined,
  filter: DrillDownFilter,
  children: AccountsTabRow[],
): AccountsTabRow {
  return {
    kind,
    id,
    name,
    planCurrency: null,
    ...summedFigures(children),
    twrr: own?.twrr ?? null,
    period: periodOf(own),
    filter,
    children,
  };
}

/** The tables to show, in order; empty when there is no account. */
export function accountsTables(s: RowSources): AccountsTable[] {
  const accounts = s.selection.accounts;
  if (!accounts.length) return [];
  if (s.selection.kind !== 'all')
    return [{ key: 'all', heading: null, rows: accounts.map((a) => accountRow(a, s.byKey)) }];

  if (s.grouping === PortfolioGrouping.AccountGroup) {
    const grouped = new Set(s.scope.groups.flatMap((g) => g.accountIds));
    const groups = s.scope.groups.map((g) => {
      const ids = new Set(g.accountIds);
      const children = accounts.filter((a) => ids.has(a.id)).map((a) => accountRow(a, s.byKey));
      return parentRow('group', g.code, g.name, s.groupRows.get(g.code), { group: g.code }, children);
    });
    // An account outside every group is still listed, so the tab covers everything the client holds.
    const loose = accounts.filter((a) => !grouped.has(a.id)).map((a) => accountRow(a, s.byKey));
    return [{ key: 'all', heading: null, rows: [...groups, ...loose] }];
  }

  const portfolioRows = (linked: boolean | null) =>
    s.scope.portfolios
      .filter((p) => linked === null || p.isLinked === linked)
      .map((p) => {
        const children = accounts.filter((a) => a.portfolioId === p.id).map((a) => accountRow(a, s.byKey));
        return parentRow(
          'portfolio',
          String(p.id),
          p.name,
          s.byKey.get(`portfolio:${p.id}`),
          { portfolio: p.id },
          children,
        );
      })
      .filter((r) => r.children.length > 0);

  if (s.grouping === PortfolioGrouping.Consolidated) return [{ key: 'all', heading: null, rows: portfolioRows(null) }];
  // Split: My and Linked; My's heading shows only beside a Linked table.
  const my = portfolioRows(false);
  const linked = portfolioRows(true);
  const tables: AccountsTable[] = [];
  if (my.length) tables.push({ key: 'my', heading: linked.length ? MY_TABLE_HEADING : null, rows: my });
  if (linked.length) tables.push({ key: 'linked', heading: LINKED_TABLE_HEADING, rows: linked });
  return tables;
}

/** Every account row of the tables, once each. */
export function accountRowsOf(tables: readonly AccountsTable[]): AccountsTabRow[] {
  return tables.flatMap((t) => t.rows.flatMap((r) => (r.kind === 'account' ? [r] : r.children)));
}
