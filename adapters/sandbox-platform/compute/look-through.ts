import { splitByShares } from '../../../domain/money/split-amount';
import { itemAt } from '../../../domain/shared/present';
import { POSITION_AMOUNT_DECIMALS } from '../http/wire';
import { fundHoldings, holdingAllocation } from '../data/portfolio/fund-holdings';
import type { PositionFigures } from './valuation';

/** Units keep 4 decimals, amounts the 6 positions are served with, when a position is split over a fund's holdings. */
const UNIT_PLACES = 4;

export interface SubPosition {
  figures: PositionFigures;
  code: string;
  /** Share of the position, 0 to 1. */
  share: number;
}

/**
 * A fund position's sub-positions: its units, values and costs split over the fund's underlying
 * holdings by their shares, each split exact so the sub-positions add up to the position's
 * rounded figures. Prices are the fund's (a sub-position is the part of the fund's units that
 * stands for the holding). Empty for anything that is not a multi-asset fund.
 */
export function subPositions(p: PositionFigures): SubPosition[] {
  const holdings = fundHoldings(p.code);
  if (!holdings.length) return [];
  const shares = holdings.map((h) => h.share);
  const split = (amount: PositionFigures['value'], places = POSITION_AMOUNT_DECIMALS) =>
    splitByShares(amount, shares, places);
  const units = split(p.units, UNIT_PLACES);
  const nativeValue = split(p.nativeValue);
  const planValue = split(p.planValue);
  const value = split(p.value);
  const nativeCost = split(p.nativeCost);
  const planCost = split(p.planCost);
  const cost = split(p.cost);
  return holdings.map((h, i) => ({
    code: h.code,
    share: h.share,
    figures: {
      ...p,
      description: h.description,
      isin: null,
      // Each split has one part per share, so one per holding.
      units: itemAt(units, i),
      nativeValue: itemAt(nativeValue, i),
      planValue: itemAt(planValue, i),
      value: itemAt(value, i),
      nativeCost: itemAt(nativeCost, i),
      planCost: itemAt(planCost, i),
      cost: itemAt(cost, i),
      assetClasses: holdingAllocation(h.assetClass),
      regions: holdingAllocation(h.region),
    },
  }));
}
