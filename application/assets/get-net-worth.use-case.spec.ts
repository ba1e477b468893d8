import { ASSET_LOAD_PROBLEM } from '../../domain/assets/asset-display-texts';
import { GetNetWorthUseCase, type NetWorthInput } from './get-net-worth.use-case';
import { ameliaRecords, benRecords } from './testing/amelia-assets';
import { AMELIA, BEN, client, fakes, investment, owner, type FakeOptions } from './testing/assets-fakes';
import { itemAt } from '../../domain/shared/present';

function setUp(options: FakeOptions = {}) {
  const f = fakes(options);
  f.assets.lists.set(AMELIA, ameliaRecords());
  f.assets.lists.set(BEN, benRecords());
  const useCase = new GetNetWorthUseCase(f.assets, f.portfolio, f.context);
  return { ...f, run: (over: Partial<NetWorthInput> = {}) => useCase.execute(client(), over) };
}

describe('GetNetWorthUseCase', () => {
  it('gives each member and the household their owned assets, liabilities and net worth, a joint asset once', async () => {
    const r = await setUp().run();
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    // Amelia: 5,000.00 + 2,500.50 + 17,224.00 + 50,000.00 = 74,724.50; owes 75,000.00; net −275.50.
    // Ben: 5,000.00 + 751.20 = 5,751.20; owes 75,000.00; net −69,248.80.
    // Household: 80,475.70 (the 10,000.00 joint ISA once); owes 150,000.00; net −69,524.30.
    expect(r.value).toEqual({
      currency: 'GBP',
      view: 'everything',
      members: [
        { memberId: AMELIA, name: 'Amelia Hartley', assets: 74724.5, liabilities: 75000, netWorth: -275.5 },
        { memberId: BEN, name: 'Ben Hartley', assets: 5751.2, liabilities: 75000, netWorth: -69248.8 },
      ],
      household: { memberId: null, name: 'Household', assets: 80475.7, liabilities: 150000, netWorth: -69524.3 },
      unconverted: [],
      problem: null,
      failedTypes: [],
    });
  });

  it('counts a joint asset once in the household at the two shares added, rounded once, not the two rounded halves', async () => {
    const f = setUp();
    const joint = [owner(AMELIA, 50, 'Amelia Hartley'), owner(BEN, 50, 'Ben Hartley')];
    // The platform numbers each member's list on its own: the same bond is row 61 for amelia and row 7 for ben.
    const bond = (id: number) =>
      investment(id, 115987.85, { owners: joint, description: 'Joint bond', policyNumber: 'BOND-1' });
    f.assets.lists.set(AMELIA, [...ameliaRecords(), bond(61)]);
    f.assets.lists.set(BEN, [...benRecords(), bond(7)]);
    const r = await f.run();
    if (!r.ok) throw new Error('failed');
    // Each half is 115,987.85 / 2 = 57,993.925: the largest-remainder split gives the odd penny to the
    // lower id, 57,993.93 to amelia and 57,993.92 to ben (two rounded halves would be a penny too many).
    // Amelia: 74,724.50 + 57,993.93 = 132,718.43. Ben: 5,751.20 + 57,993.92 = 63,745.12.
    // Household: the bond once, 115,987.85; 80,475.70 + 115,987.85 = 196,463.55, the members' sum.
    // Net: 196,463.55 − 150,000.00 = 46,463.55.
    expect(r.value.members.map((m) => m.assets)).toEqual([132718.43, 63745.12]);
    expect(r.value.household).toEqual({
      memberId: null,
      name: 'Household',
      assets: 196463.55,
      liabilities: 150000,
      netWorth: 46463.55,
    });
    const pennies = (k: 'assets' | 'netWorth') => r.value.members.reduce((sum, m) => sum + Math.round(m[k]! * 100), 0);
    expect([pennies('assets'), pennies('netWorth')]).toEqual([19646355, 4646355]);
  });

  it('keeps apart assets that only look alike: two in one list, or one in each list with no owners named', async () => {
    const f = setUp();
    const bond = (id: number) => investment(id, 1000, { description: 'Bond', policyNumber: null });
    // Amelia holds two identical 1,000.00 bonds (rows 61 and 62); ben one more like them (row 61 of his list).
    // None names its owners, so each is its holder's whole: all three count.
    f.assets.lists.set(AMELIA, [...ameliaRecords(), bond(61), bond(62)]);
    f.assets.lists.set(BEN, [...benRecords(), bond(61)]);
    const r = await f.run();
    if (!r.ok) throw new Error('failed');
    // Amelia: 74,724.50 + 2,000.00 = 76,724.50. Ben: 5,751.20 + 1,000.00 = 6,751.20.
    // Household: 80,475.70 + 3,000.00 = 83,475.70.
    expect(r.value.members.map((m) => m.assets)).toEqual([76724.5, 6751.2]);
    expect(r.value.household.assets).toBe(83475.7);
  });

  it('keeps to the view asked for', async () => {
    const r = await setUp().run({ view: 'nonManaged' });
    if (!r.ok) throw new Error('failed');
    // Only Premium Bonds (2,500.50) is not under advice.
    expect(r.value.members.map((m) => [m.assets, m.liabilities])).toEqual([
      [2500.5, 0],
      [0, 0],
    ]);
    expect(r.value.household.netWorth).toBe(2500.5);
  });

  it('leaves out what has no rate and names its currency', async () => {
    const r = await setUp({ rates: { EUR: 0.8612 } }).run();
    if (!r.ok) throw new Error('failed');
    expect(r.value.unconverted).toEqual(['USD']);
    expect(itemAt(r.value.members, 1).assets).toBe(5000);
  });

  it('shows only the client without view_partner, and names a failed list', async () => {
    // With view_marketdata, so the live EUR rate (0.8612) applies as in the other cases.
    const f = setUp({ capabilities: ['view_portfolio', 'view_marketdata'] });
    f.assets.failing.add(`${AMELIA}:liability`);
    const r = await f.run();
    if (!r.ok) throw new Error('failed');
    expect(r.value.members.map((m) => m.memberId)).toEqual([AMELIA]);
    // The liabilities are unknown, not 0, so the net worth is unknown too; the assets still add up (74,724.50).
    expect(r.value.members[0]).toEqual({
      memberId: AMELIA,
      name: 'Amelia Hartley',
      assets: 74724.5,
      liabilities: null,
      netWorth: null,
    });
    expect(r.value.household).toEqual({
      memberId: null,
      name: 'Household',
      assets: 74724.5,
      liabilities: null,
      netWorth: null,
    });
    expect(r.value.problem).toBe(ASSET_LOAD_PROBLEM);
    expect(r.value.failedTypes).toEqual(['liability']);
  });

  it('makes the assets unknown when one asset list of one member fails, and the household with it', async () => {
    const f = setUp();
    f.assets.failing.add(`${BEN}:pension`);
    const r = await f.run();
    if (!r.ok) throw new Error('failed');
    // Amelia is whole (74,724.50 / 75,000.00 / −275.50); Ben's assets are unknown, his liabilities (75,000.00) are not.
    expect(r.value.members[0]).toEqual({
      memberId: AMELIA,
      name: 'Amelia Hartley',
      assets: 74724.5,
      liabilities: 75000,
      netWorth: -275.5,
    });
    expect(r.value.members[1]).toEqual({
      memberId: BEN,
      name: 'Ben Hartley',
      assets: null,
      liabilities: 75000,
      netWorth: null,
    });
    expect(r.value.household).toEqual({
      memberId: null,
      name: 'Household',
      assets: null,
      liabilities: 150000,
      netWorth: null,
    });
    expect(r.value.failedTypes).toEqual(['pension']);
  });

  it('gives no figure at all when every list fails', async () => {
    const f = setUp({ capabilities: [] });
    for (const k of ['investment', 'pension', 'annuity', 'liability']) f.assets.failing.add(`${AMELIA}:${k}`);
    const r = await f.run();
    if (!r.ok) throw new Error('failed');
    expect(r.value.household).toEqual({
      memberId: null,
      name: 'Household',
      assets: null,
      liabilities: null,
      netWorth: null,
    });
    expect(r.value.failedTypes).toEqual(['investment', 'pension', 'annuity', 'liability']);
  });
});
