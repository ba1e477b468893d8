import {
  accountDisplay,
  convertMenuItem,
  DEFAULT_CURRENCY_VIEW,
  DEFAULT_POSITION_SORT,
  expandModeFor,
  NO_INVESTMENTS,
  NO_TRANSACTIONS_TO_DISPLAY,
  ORIGINAL_CURRENCY_LABEL,
  sortPositions,
  type AccountDisplay,
  type CurrencyView,
  type ExpandMode,
  type PositionSortKey,
  type SortDirection,
} from '../../domain/analysis/investments';
import { viewCurrency, type ViewCurrency } from '../../domain/analysis/currency-view';
import { pricingTypeFor, type PricingType } from '../../domain/analysis/pricing-type';
import { DISPLAY_DECIMALS, PERCENT_FACTOR } from '../../domain/format/display-precision';
import {
  decimal,
  decimalToNumber,
  divideDecimals,
  isZeroDecimal,
  multiplyDecimals,
  roundDecimal,
  sumDecimals,
  ZERO,
  type Decimal,
} from '../../domain/money/decimal';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { PortfolioPort, type Position } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AnalysisScopeLoader, loadSelection, type AnalysisQuery, type ScopedAccount } from './analysis-scope';
import { accountCurrencyValue, incomeIn, investmentRows, type InvestmentRow } from './investment-rows';
import type { PortalActor } from '../session/portal-actor';

/**
 * The analysis page's Investments tab (spec 2 §2, §3, §4, §5, §6, §9): every selected account with
 * its positions valued at the range's end, each account shown in the preferred currency or in its
 * original currency, one account overridable. One platform call after the scope: the positions in
 * the report currency, which carry the native and plan-currency figures as well.
 */

export interface InvestmentsInput extends AnalysisQuery {
  currency?: CurrencyView;
  /** Accounts shown the other way (spec 2 §2 per-account menu item). */
  convert?: readonly number[];
  sort?: PositionSortKey;
  direction?: SortDirection;
}

export interface InvestmentAccount {
  id: number;
  title: string;
  planCurrency: string;
  owner: string;
  portfolioId: number;
  shownIn: AccountDisplay;
  /** The currency of the account's figures. */
  currency: string;
  /** In the convert list: shown the other way from the view. */
  converted: boolean;
  menuItem: string;
  marketValue: number;
  unrealisedGain: number;
  annualIncome: number;
  /** Percent, 2 decimals; null for an empty account. */
  yield: number | null;
  /** The account's value in the report currency (what the total adds up). */
  reportCurrencyValue: number;
  positions: InvestmentRow[];
}

export interface Investments {
  view: CurrencyView;
  /** The one currency rule of every view: the choice in force, its currency, whether 'Show in' is offered. */
  currencyView: ViewCurrency;
  reportCurrency: string;
  valuationDate: string;
  pricingType: PricingType;
  range: { preset: string; name: string; from: string; to: string };
  showInToggle: boolean;
  showInOptions: { original: string; preferred: string };
  expandMode: ExpandMode;
  sort: { key: PositionSortKey; direction: SortDirection };
  accounts: InvestmentAccount[];
  total: { currency: string; value: number };
  empty: string | null;
}

const money = (x: ReturnType<typeof sumDecimals>): number => decimalToNumber(roundDecimal(x, DISPLAY_DECIMALS.money));
const sum = (xs: (Decimal | number | null | undefined)[]) =>
  sumDecimals(xs.filter((x): x is Decimal | number => x !== null && x !== undefined).map((x) => decimal(x)));

@Injectable()
export class GetInvestmentsUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(actor: PortalActor, input: InvestmentsInput): Promise<Result<Investments, PortalError>> {
    const { credential } = actor;
    try {
      const loaded = await loadSelection(this.scope, actor, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      // The one rule of every view (spec 2 §4): original only when offered for these accounts.
      const currencyView = viewCurrency({
        planCurrencies: selection.accounts.map((a) => a.planCurrency),
        preferred: scope.currency,
        choice: input.currency ?? DEFAULT_CURRENCY_VIEW,
      });
      const view = currencyView.choice;
      const sort = {
        key: input.sort ?? DEFAULT_POSITION_SORT.key,
        direction: input.direction ?? DEFAULT_POSITION_SORT.direction,
      };
      const pricingType = pricingTypeFor(scope.capabilities);
      const accountIds = selection.accounts.map((a) => a.id);
      const positions = await this.portfolio.positions({
        credential,
        accountIds,
        date: range.to,
        pricingType,
        currency: scope.currency,
        aggregation: 'account',
      });
      const convert = new Set(input.convert ?? []);
      const held = positions.filter((p) => p.accountId !== null && accountIds.includes(p.accountId));

      const accounts = held.length
        ? selection.accounts.map((a) =>
            accountEntry(
              a,
              held.filter((p) => p.accountId === a.id),
              scope.currency,
              view,
              convert.has(a.id),
              sort,
            ),
          )
        : [];
      const noTransactions = selection.accounts.every((a) => a.inceptionDate === null || a.inceptionDate > range.to);
      return ok({
        view,
        currencyView,
        reportCurrency: scope.currency,
        valuationDate: range.to,
        pricingType,
        range: { preset: range.preset, name: range.name, from: range.from, to: range.to },
        showInToggle: currencyView.offered,
        showInOptions: { original: ORIGINAL_CURRENCY_LABEL, preferred: scope.currency },
        expandMode: expandModeFor(scope.settings),
        sort,
        accounts,
        // In the view's currency, as the hero beside it: the original one is every account's plan currency.
        total: {
          currency: currencyView.currency,
          value:
            currencyView.choice === 'original'
              ? money(sum(held.map((p) => p.planCurrencyValue)))
              : money(sum(accounts.map((a) => a.reportCurrencyValue))),
        },
        empty: held.length
          ? null
          : scope.clientAnalysis && noTransactions
            ? NO_TRANSACTIONS_TO_DISPLAY
            : NO_INVESTMENTS,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

function accountEntry(
  a: ScopedAccount,
  positions: Position[],
  reportCurrency: string,
  view: CurrencyView,
  overridden: boolean,
  sort: Investments['sort'],
): InvestmentAccount {
  const display = accountDisplay(view, overridden);
  const inPreferred = display === 'preferred';
  const value = sum(positions.map((p) => accountCurrencyValue(p, display)));
  const gain = sum(positions.map((p) => (inPreferred ? p.unrealisedGain : p.planCurrencyUnrealisedGain)));
  // Account income in the account's currency: the plan-currency income of each position for the original and account ways.
  const income = positions.reduce((s, p) => {
    const i = incomeIn(p, inPreferred ? 'preferred' : 'account');
    return i ? sumDecimals([s, i]) : s;
  }, ZERO);
  const rows = investmentRows(positions, display, value);
  const sorted = sortPositions(
    rows.map((r) => ({ ...r, subPositions: sortPositions(r.subPositions, sort.key, sort.direction) })),
    sort.key,
    sort.direction,
  );
  return {
    id: a.id,
    title: a.name,
    planCurrency: a.planCurrency,
    owner: a.accountOwner ?? '',
    portfolioId: a.portfolioId,
    shownIn: display,
    currency: inPreferred ? reportCurrency : a.planCurrency,
    converted: overridden,
    menuItem: convertMenuItem(view),
    marketValue: money(value),
    unrealisedGain: money(gain),
    annualIncome: money(income),
    yield: isZeroDecimal(value)
      ? null
      : decimalToNumber(
          divideDecimals(multiplyDecimals(income, decimal(PERCENT_FACTOR)), value, DISPLAY_DECIMALS.percentage),
        ),
    reportCurrencyValue: money(sum(positions.map((p) => p.value))),
    positions: sorted,
  };
}
