import {
  ALLOCATION_TABLE_COLUMNS,
  enabledAllocationTypes,
  panelsStartCollapsed,
} from '../../domain/analysis/allocation';
import { viewCurrency, type CurrencyView, type ViewCurrency } from '../../domain/analysis/currency-view';
import { pricingTypeFor } from '../../domain/analysis/pricing-type';
import { DISPLAY_DECIMALS } from '../../domain/format/display-precision';
import { decimal, isZeroDecimal, roundDecimal, sumDecimals } from '../../domain/money/decimal';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { allocationSection, num, PENNIES, type AllocationSection } from './allocation-section';
import { AnalysisScopeLoader, loadSelection, NO_DATA_FOR_SELECTION, type AnalysisQuery } from './analysis-scope';
import type { PortalActor } from '../session/portal-actor';

export type { AllocationGroup, AllocationRow, AllocationSection, AllocationSlice } from './allocation-section';

/**
 * The analysis page's Allocation tab (spec 2 §2, §3 "Allocation data", §5, §9): the selection's
 * positions at the range's end, by asset class, sector and geographic region. A security split
 * over several classes or regions splits its value by its shares, exactly, so every section adds
 * up to the selection's value to the penny. One platform call after the scope.
 */

export interface Allocation {
  /** The currency of every amount: currencyView.currency. */
  currency: string;
  currencyView: ViewCurrency;
  valuationDate: string;
  range: { preset: string; name: string; from: string; to: string };
  total: number;
  columns: string[];
  /** spec 2 §9: allocation amounts show 0 decimals; the amounts here keep the pennies they sum by. */
  amountDecimals: number;
  startCollapsed: boolean;
  sections: AllocationSection[];
  empty: string | null;
}

@Injectable()
export class GetAllocationUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(
    actor: PortalActor,
    input: AnalysisQuery & { currency?: CurrencyView | null },
  ): Promise<Result<Allocation, PortalError>> {
    const { credential } = actor;
    try {
      const loaded = await loadSelection(this.scope, actor, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const accountNames = new Map(selection.accounts.map((a) => [a.id, a.name]));
      // The one rule of every view (spec 2 §4): the preferred currency unless the original is chosen and offered.
      const view = viewCurrency({
        planCurrencies: selection.accounts.map((a) => a.planCurrency),
        preferred: scope.currency,
        choice: input.currency,
      });
      const all = await this.portfolio.positions({
        credential,
        accountIds: [...accountNames.keys()],
        date: range.to,
        pricingType: pricingTypeFor(scope.capabilities),
        currency: view.currency,
        aggregation: 'account',
      });
      const positions = all.filter((p) => p.accountId !== null && accountNames.has(p.accountId));
      // Each account's value rounded once, added up: the same total as the Investments tab and the dashboard.
      const total = sumDecimals(
        [...accountNames.keys()].map((id) =>
          roundDecimal(sumDecimals(positions.filter((p) => p.accountId === id).map((p) => decimal(p.value))), PENNIES),
        ),
      );
      const types = enabledAllocationTypes(scope.settings);
      const empty = !positions.length || isZeroDecimal(total);
      return ok({
        currency: view.currency,
        currencyView: view,
        valuationDate: range.to,
        range: { preset: range.preset, name: range.name, from: range.from, to: range.to },
        total: num(total),
        columns: [...ALLOCATION_TABLE_COLUMNS],
        amountDecimals: DISPLAY_DECIMALS.allocationAmount,
        startCollapsed: panelsStartCollapsed(types),
        sections: empty ? [] : types.map((t) => allocationSection(t, positions, accountNames, total)),
        empty: empty ? NO_DATA_FOR_SELECTION : null,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
