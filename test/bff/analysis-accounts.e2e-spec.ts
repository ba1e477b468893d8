import { NO_ACCOUNTS_TO_VIEW } from '../../domain/analysis/accounts-tab';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused, expectRefusedBelowPortfolio } from '../support/refusals';
import { first, itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/analysis/accounts';
const AMELIA = 10001;
const JOINT_PORTFOLIO = 100013;

interface Filter {
  account?: number;
  portfolio?: number;
  group?: string;
}
interface Row {
  kind: string;
  id: string;
  name: string;
  planCurrency: string | null;
  value: number;
  movement: number;
  twrr: number | null;
  filter: Filter;
  children: Row[];
}
interface Tab {
  heading: string;
  breadcrumb: { label: string; filter: Filter | null }[];
  grouping: string;
  groupingFilter: string;
  currency: string;
  range: { key: string; from: string; to: string };
  inceptionDate: string | null;
  selection: { kind: string; id: string | null };
  accountsTab: { title: string; shown: boolean };
  tabs: Record<string, boolean>;
  tables: { key: string; heading: string | null; rows: Row[] }[];
  totals: { value: number; movement: number; accountCount: number };
  empty: string | null;
}

const cents = (x: number) => Math.round(x * 100);
const accountsOf = (t: Tab): Row[] =>
  t.tables.flatMap((x) => x.rows.flatMap((r) => (r.kind === 'account' ? [r] : r.children)));

/** The analysis page's frame and Accounts tab (spec 2 §2, §3, §6), and who may read it. */
describe('GET /api/analysis/accounts', () => {
  let portal: Portal;
  let amelia: Browser;
  let split: Tab;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    split = (await amelia.get(PATH).expect(200)).body as Tab;
  });
  afterAll(() => portal.close());

  const read = async (b: Browser, query: object = {}) => (await b.get(PATH).query(query).expect(200)).body as Tab;

  it("gives amelia the Split grouping: My portfolios, then Linked, in the spec's order", () => {
    expect(split).toMatchObject({
      heading: 'All portfolios',
      grouping: 'Split',
      groupingFilter: 'My',
      currency: 'GBP',
      accountsTab: { title: 'Portfolios', shown: true },
      empty: null,
    });
    expect(split.range).toMatchObject({ key: '1y' });
    expect(split.breadcrumb).toEqual([{ label: 'All portfolios', filter: null }]);
    expect(split.tables.map((t) => [t.key, t.heading])).toEqual([
      ['my', 'My'],
      ['linked', 'Linked'],
    ]);
    const my = itemAt(split.tables, 0);
    const linked = itemAt(split.tables, 1);
    expect(my.rows.map((r) => r.id)).toContain(String(JOINT_PORTFOLIO));
    expect(linked.rows.length).toBeGreaterThan(0);
    for (const r of [...my.rows, ...linked.rows]) {
      expect(r).toMatchObject({ kind: 'portfolio', filter: { portfolio: Number(r.id) } });
      expect(r.children.length).toBeGreaterThan(0);
      expect(typeof r.twrr).toBe('number');
    }
    // The 'Not managed' account stays hidden; the one without transactions shows (client analysis is on).
    const names = accountsOf(split).map((a) => a.name);
    expect(names).not.toContain('Legacy Holdings');
    expect(names).toContain('Cash Reserve Account');
    expect(split.inceptionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(split.inceptionDate! < split.range.from).toBe(true);
  });

  it('adds account values and movements to portfolio values exactly, to the penny', () => {
    for (const r of split.tables.flatMap((t) => t.rows)) {
      expect(r.children.reduce((s, a) => s + cents(a.value), 0)).toBe(cents(r.value));
      expect(r.children.reduce((s, a) => s + cents(a.movement), 0)).toBe(cents(r.movement));
      for (const a of r.children) expect(Math.abs(a.value * 100 - cents(a.value))).toBeLessThan(1e-6);
    }
    expect(accountsOf(split).reduce((s, a) => s + cents(a.value), 0)).toBe(cents(split.totals.value));
  });

  it("totals equal the dashboard summary's for the same period, to the penny", async () => {
    const dash = (await amelia.get('/api/dashboard/summary').expect(200)).body as {
      timeframe: { from: string; to: string };
      accountCollectionTotals: { value: number; movement: number; accountCount: number };
      portfolios: {
        id: number;
        value: number;
        movement: number;
        twrr: number | null;
        accounts: { id: number; value: number }[];
      }[];
    };
    expect(dash.timeframe).toMatchObject({ from: split.range.from, to: split.range.to });
    expect(cents(split.totals.value)).toBe(cents(dash.accountCollectionTotals.value));
    expect(cents(split.totals.movement)).toBe(cents(dash.accountCollectionTotals.movement));
    expect(split.totals.accountCount).toBe(dash.accountCollectionTotals.accountCount);
    const rows = split.tables.flatMap((t) => t.rows);
    expect(rows.map((r) => [Number(r.id), r.value, r.movement])).toEqual(
      dash.portfolios.map((p) => [p.id, p.value, p.movement]),
    );
    expect(accountsOf(split).map((a) => [Number(a.id), a.value])).toEqual(
      dash.portfolios.flatMap((p) => p.accounts.map((a) => [a.id, a.value])),
    );
  });

  it('puts every portfolio in one table when Consolidated', async () => {
    const c = await read(amelia, { grouping: 'Consolidated' });
    expect(c).toMatchObject({
      grouping: 'Consolidated',
      groupingFilter: 'All',
      heading: 'All portfolios',
      accountsTab: { title: 'Portfolios' },
    });
    expect(c.tables.map((t) => [t.key, t.heading])).toEqual([['all', null]]);
    expect(first(c.tables).rows.map((r) => [r.id, r.value])).toEqual(
      split.tables.flatMap((t) => t.rows).map((r) => [r.id, r.value]),
    );
    expect(cents(c.totals.value)).toBe(cents(split.totals.value));
  });

  it("lists account groups in account-group mode, each the exact sum of its accounts; accounts in none of the client's groups (her partner's) follow on their own", async () => {
    const g = await read(amelia, { grouping: 'AccountGroup' });
    expect(g).toMatchObject({
      heading: 'All accounts',
      grouping: 'AccountGroup',
      accountsTab: { title: 'Account groups', shown: true },
    });
    expect(g.breadcrumb).toEqual([{ label: 'All accounts', filter: null }]);
    const rows = first(g.tables).rows;
    const groups = rows.filter((r) => r.kind === 'group');
    expect(groups.length).toBeGreaterThan(1);
    for (const r of groups) {
      expect(r).toMatchObject({ filter: { group: r.id } });
      expect(r.children.reduce((s, a) => s + cents(a.value), 0)).toBe(cents(r.value));
    }
    const loose = rows.filter((r) => r.kind !== 'group');
    expect(rows.slice(groups.length)).toEqual(loose);
    for (const r of loose) expect(r).toMatchObject({ kind: 'account', filter: { account: Number(r.id) } });
    expect(
      accountsOf(g)
        .map((a) => a.id)
        .sort(),
    ).toEqual(
      accountsOf(split)
        .map((a) => a.id)
        .sort(),
    );
    expect(cents(g.totals.value)).toBe(cents(split.totals.value));
  });

  it('drills down into a portfolio, a group and an account, and each crumb restores its level', async () => {
    const joint = first(split.tables).rows.find((r) => r.id === String(JOINT_PORTFOLIO))!;
    const p = await read(amelia, joint.filter);
    expect(p).toMatchObject({
      heading: joint.name,
      selection: { kind: 'portfolio', id: joint.id },
      accountsTab: { title: 'Accounts', shown: true },
    });
    expect(p.breadcrumb).toEqual([
      { label: 'All portfolios', filter: null },
      { label: joint.name, filter: { portfolio: JOINT_PORTFOLIO } },
    ]);
    expect(p.tables).toHaveLength(1);
    expect(first(p.tables).rows.map((r) => [r.id, r.value, r.movement])).toEqual(
      joint.children.map((r) => [r.id, r.value, r.movement]),
    );

    const group = first(first((await read(amelia, { grouping: 'AccountGroup' })).tables).rows);
    const g = await read(amelia, { ...group.filter, grouping: 'AccountGroup' });
    expect(g).toMatchObject({ heading: group.name, accountsTab: { title: 'Accounts' } });
    expect(g.breadcrumb.map((c) => c.label)).toEqual(['All accounts', group.name]);
    expect(first(g.tables).rows.map((r) => r.id)).toEqual(group.children.map((r) => r.id));

    const usd = joint.children.find((a) => a.planCurrency === 'USD')!;
    const a = await read(amelia, usd.filter);
    expect(a).toMatchObject({
      heading: usd.name,
      selection: { kind: 'account', id: usd.id },
      accountsTab: { shown: false },
    });
    expect(a.breadcrumb).toEqual([
      { label: 'All portfolios', filter: null },
      { label: joint.name, filter: { portfolio: JOINT_PORTFOLIO } },
      { label: usd.name, filter: { account: Number(usd.id) } },
    ]);
    expect(first(a.tables).rows).toEqual([expect.objectContaining({ id: usd.id, value: usd.value })]);
    expect(a.inceptionDate! >= split.inceptionDate!).toBe(true);
    // Each crumb's filter gives back its level's heading.
    for (const crumb of a.breadcrumb) expect((await read(amelia, crumb.filter ?? {})).heading).toBe(crumb.label);
  });

  it('shows the tabs by the Tabs table: instructions and payments for one account only', async () => {
    expect(split.tabs).toEqual({
      accounts: true,
      investments: true,
      allocation: true,
      transactions: true,
      investmentInstructions: false,
      paymentInformation: false,
    });
    const isa = accountsOf(split).find((a) => a.name === 'Stocks and Shares ISA')!;
    const one = await read(amelia, isa.filter);
    expect(one.tabs).toMatchObject({ accounts: false, investmentInstructions: true, paymentInformation: true });
    // A portfolio holding one account: still the Accounts tab.
    const pension = first(split.tables).rows.find((r) => r.children.length === 1)!;
    expect((await read(amelia, pension.filter)).tabs).toMatchObject({ accounts: true, investmentInstructions: true });
  });

  it('takes a custom range from the inception date it gives, and refuses bad queries', async () => {
    const custom = await read(amelia, { from: split.inceptionDate, to: split.range.to });
    expect(custom.range).toMatchObject({ key: 'custom', from: split.inceptionDate });
    // Values over the whole history: the closing values do not depend on the start.
    expect(cents(custom.totals.value)).toBe(cents(split.totals.value));
    const reversed = await amelia.get(PATH).query({ from: split.range.to, to: split.inceptionDate }).expect(400);
    expect(reversed.body.message).toBe('Please enter an earlier start date.');
    await amelia.get(PATH).query({ grouping: 'Sideways' }).expect(400);
    await amelia.get(PATH).query({ account: 10001101, portfolio: JOINT_PORTFOLIO }).expect(400);
    await amelia.get(PATH).query({ account: 999999999 }).expect(404);
    await amelia.get(PATH).query({ group: 'NOPE' }).expect(404);
  });

  it('shows ben the joint portfolio with the same figures as amelia', async () => {
    const ben = await read(await signedIn(portal.server, 'ben'));
    const joint = (t: Tab) => t.tables.flatMap((x) => x.rows).find((r) => r.id === String(JOINT_PORTFOLIO))!;
    expect(joint(ben)).toBeDefined();
    expect(joint(ben)).toEqual(joint(split));
    expect(ben.empty).toBeNull();
  });

  it("lists lena's AUD account converted into her report currency, and refuses amelia it", async () => {
    const lena = await signedIn(portal.server, 'lena');
    const body = await read(lena);
    const aud = accountsOf(body).find((a) => a.planCurrency === 'AUD')!;
    expect(aud).toBeDefined();
    expect(aud.value).toBeGreaterThan(0);
    const one = await read(lena, aud.filter);
    expect(one).toMatchObject({ heading: aud.name, tabs: { paymentInformation: true, investmentInstructions: false } });
    await amelia.get(PATH).query({ account: aud.id }).expect(404);
    expect(NO_ACCOUNTS_TO_VIEW).toBe("You don't have any accounts to view.");
  });

  it('refuses anyone signed out, carla, dmitri and an adviser without a client in context', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get(PATH));
  });

  it('gives an adviser with amelia in context her figures; adviser2 cannot choose her', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const theirs = await read(adviser);
    expect(theirs.tables).toEqual(split.tables);
    expect(theirs.totals).toEqual(split.totals);
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(PATH));
  });
});
