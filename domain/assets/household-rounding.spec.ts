import { roundMembersToHousehold } from './household-rounding';

describe("a net-worth table's members rounded to add up to the household", () => {
  it('gives the pound left over to the larger fraction, so £500.60 and £500.40 read £501 and £500 of £1,001', () => {
    expect(roundMembersToHousehold([500.6, 500.4], 1001, 0)).toEqual({ members: [501, 500], household: 1001 });
  });

  it('takes the extra pound from the smaller fraction when rounding each alone would make one too many', () => {
    // Each alone: £501 + £501 = £1,002 beside a household of £1,001.
    expect(roundMembersToHousehold([500.6, 500.6], 1001.2, 0)).toEqual({ members: [501, 500], household: 1001 });
    // amelia and ben's net worth of the issue: .12 + .01 = household .13 to the penny, and to the pound.
    const r = roundMembersToHousehold([537847.56, 537847.57], 1075695.13, 0);
    expect(r.members[0]! + r.members[1]!).toBe(r.household);
  });

  it('rounds negative figures too (a member who owes more than they own)', () => {
    const r = roundMembersToHousehold([-275.5, -69248.8], -69524.3, 0);
    expect(r.members[0]! + r.members[1]!).toBe(r.household);
    expect(r.household).toBe(-69524);
  });

  it('rounds each figure alone when one is unknown or the members do not add up to the household', () => {
    expect(roundMembersToHousehold([500.6, null], null, 0)).toEqual({ members: [501, null], household: null });
    expect(roundMembersToHousehold([500.6, 500.6], 1500, 0)).toEqual({ members: [501, 501], household: 1500 });
  });
});
