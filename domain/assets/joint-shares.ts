import { splitByShares } from '../money/split-amount';
import { type Decimal } from '../money/decimal';
import { assetAmounts, type AssetAmounts } from './asset-money';
import { itemAt } from '../shared/present';

/**
 * Each owner's part of a jointly owned asset, so that the owners' parts add up to the asset's owned
 * value rounded once (issue 23 item 4: the household's £1,075,695.12 against its members' .13).
 * The spec gives the owned value as "the percentage of value" (spec 2 §5) and is silent on rounding
 * between owners; rounding each share on its own makes two 57,993.925 halves of a 115,987.85 bond
 * 57,993.93 each, a penny more than the bond. So the named owners' value is rounded once (value ×
 * their percentages added ÷ 100, at most the whole) and split between them by the largest-remainder
 * method (Hamilton's method; split-amount.ts splitByShares): each owner gets the whole pennies of
 * their exact share, and the pennies left over go one each to the largest remainders, a tie to the
 * owner with the lower platform id, so every member's view of the asset reads the same split.
 */

export interface JointOwner {
  ownerId: number;
  percentOwned: number;
}

/** The owned amounts of `memberId`'s part (plan and report currency), or the plain share when the asset has one owner or none named. */
export function ownerPartAmounts(
  value: Decimal,
  owners: readonly JointOwner[],
  memberId: number,
  percentOwned: number,
  rate: number | null,
): AssetAmounts {
  const own = assetAmounts(value, percentOwned, rate);
  const named = [...owners].filter((o) => o.percentOwned > 0).sort((a, b) => a.ownerId - b.ownerId);
  const at = named.findIndex((o) => o.ownerId === memberId);
  if (named.length < 2 || at < 0) return own;
  const together = Math.min(
    named.reduce((s, o) => s + o.percentOwned, 0),
    100,
  );
  const whole = assetAmounts(value, together, rate);
  const shares = named.map((o) => o.percentOwned);
  return {
    ...own,
    // splitByShares gives one part per share, and `at` is the member's place among them.
    planOwned: itemAt(splitByShares(whole.planOwned, shares), at),
    reportOwned: whole.reportOwned === null ? null : itemAt(splitByShares(whole.reportOwned, shares), at),
  };
}
