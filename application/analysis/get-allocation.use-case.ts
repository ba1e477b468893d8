import { ALLOCATION_TABLE_COLUMNS, enabledAllocationTypes, panelsStartCollapsed } from '../../domain/analysis/allocation';
import { pricingTypeFor } from '../../domain/analysis/pricing-type';
import { DISPLAY_DECIMALS } from '../../domain/format/display-precision';
import { decimal, isZeroDecimal, roundDecimal, sumDecimals } from '../../domain/money/decimal';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform.port';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { allocationSection, num, PENNIES, type AllocationSection } from './allocation-section';
import { AnalysisScopeLoader, loadSelection, NO_DATA_FOR_SELECTION, type AnalysisQuery } from './analysis-scope';

export type { AllocationGroup, AllocationRow, AllocationSection, AllocationSlice } from './allocation-section';

/**
 * The analysis page's Allocation tab (spec 2 §2, §3 "Allocation data", §5, §9): the selection's
 * positions at the range's end, by asset class, sector and geographic region. A security split
 * over several classes or regions splits its value by its shares, exactly, so every section adds
 * up to the selection's value to the penny. One platform call after the scope.
 */

export interface Allocation {
  currency: string;
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

  async execute(credential: PlatformCredential, input: AnalysisQuery): Promise<Result<Allocation, PortalError>> {
    try {
      const loaded = await loadSelection(this.scope, credential, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const accountNames = new Map(selection.accounts.map((a) => [a.id, a.name]));
      const all = await this.portfolio.positions({
        credential, accountIds: [...accountNames.keys()], date: range.to, pricingType: pricingTypeFor(scope.capabilities), currency: scope.currency, aggregation: 'account',
      });
      const positions = all.filter((p) => p.accountId !== null && accountNames.has(p.accountId));
      // Each account's value rounded once, added up: the same total as the Investments tab and the dashboard.
      const total = sumDecimals([...accountNames.keys()].map((id) => roundDecimal(sumDecimals(positions.filter((p) => p.accountId === id).map((p) => decimal(p.value))), PENNIES)));
      const types = enabledAllocationTypes(scope.settings);
      const empty = !positions.length || isZeroDecimal(total);
      return ok({
        currency: scope.currency,
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
