import { splitByShares } from '../../../domain/money/split-amount';
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
  const split = (amount: PositionFigures['value'], places = POSITION_AMOUNT_DECIMALS) => splitByShares(amount, shares, places);
  const units = split(p.units, UNIT_PLACES);
  const [nativeValue, planValue, value, nativeCost, planCost, cost] = [p.nativeValue, p.planValue, p.value, p.nativeCost, p.planCost, p.cost].map((d) => split(d));
  return holdings.map((h, i) => ({
    code: h.code,
    share: h.share,
    figures: {
      ...p,
      description: h.description,
      isin: null,
      units: units[i],
      nativeValue: nativeValue[i],
      planValue: planValue[i],
      value: value[i],
      nativeCost: nativeCost[i],
      planCost: planCost[i],
      cost: cost[i],
      assetClasses: holdingAllocation(h.assetClass),
      regions: holdingAllocation(h.region),
    },
  }));
}
