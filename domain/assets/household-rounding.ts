import { decimal, decimalToNumber, roundDecimal, sumDecimals, compareDecimals } from '../money/decimal';
import { roundToTotal } from '../money/split-amount';

/**
 * The members' figures of a net-worth table rounded so that they add up to the household's, rounded
 * the same way (issue 23 item 4). The table shows whole pounds (spec 2 §9: asset amounts 0
 * decimals): 500.60 and 500.60 would read £501 and £501 beside a household of £1,001. Each column is
 * rounded by the largest-remainder method (Hamilton's method; split-amount.ts roundToTotal): every
 * member gets the whole pounds of their figure, and the pounds left over go one each to the largest
 * fractions, so no figure is more than a pound from its own rounding and the column adds up.
 *
 * When a figure is unknown (null), or the members do not add up to the household exactly (nothing to
 * allocate), each figure is rounded on its own.
 */
export function roundMembersToHousehold(
  members: readonly (number | null)[],
  household: number | null,
  places: number,
): { members: (number | null)[]; household: number | null } {
  const own = (v: number | null) => (v === null ? null : decimalToNumber(roundDecimal(decimal(v), places)));
  const roundedHousehold = own(household);
  if (household === null || members.length === 0 || members.some((m) => m === null))
    return { members: members.map(own), household: roundedHousehold };
  const exact = members.map((m) => decimal(m!));
  if (compareDecimals(sumDecimals(exact), decimal(household)) !== 0)
    return { members: members.map(own), household: roundedHousehold };
  return { members: roundToTotal(exact, places, decimal(household)).map(decimalToNumber), household: roundedHousehold };
}
