import { Browser, signedIn, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;

interface View {
  choice: string;
  currency: string;
  preferred: string;
  original: string | null;
  offered: boolean;
}
interface Period {
  from: string;
  to: string;
  annualised: boolean;
}
interface Row {
  id: string | number;
  value: number;
  twrr: number | null;
  period: Period | null;
  children?: Row[];
}

const EURO_ACCOUNT = 10001102;
const SUPER_ACCOUNT = 10012101;

/**
 * One currency rule (spec 2 §4 "Currency view", domain/analysis/currency-view.ts): home, the
 * Accounts tab, the hero and every tab show the same selection in the same currency by default, take
 * the same 'Show in' choice and say which currency they are in.
 */
describe('one currency for a selection on home, the hero and every tab', () => {
  let portal: Portal;
  let amelia: Browser;
  let lena: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    [amelia, lena] = await Promise.all([signedIn(portal.server, 'amelia'), signedIn(portal.server, 'lena')]);
  });
  afterAll(() => portal.close());

  const get = async (b: Browser, path: string, query: object = {}) => (await b.get(path).query(query).expect(200)).body;
  const dashboardRow = (dash: { portfolios: { accounts: Row[] }[] }, id: number) =>
    dash.portfolios.flatMap((p) => p.accounts).find((a) => a.id === id)!;
  const accountsTabRow = (tab: { tables: { rows: Row[] }[] }, id: number) =>
    tab.tables.flatMap((t) => t.rows.flatMap((r) => [r, ...(r.children ?? [])])).find((r) => r.id === String(id))!;

  async function agreeByDefault(b: Browser, account: number, planCurrency: string) {
    const [dash, tab, perf, inv, alloc] = await Promise.all([
      get(b, '/api/dashboard/summary'),
      get(b, '/api/analysis/accounts'),
      get(b, '/api/analysis/performance', { account }),
      get(b, '/api/analysis/investments', { account }),
      get(b, '/api/analysis/allocation', { account }),
    ]);
    const home = dashboardRow(dash, account);
    const row = accountsTabRow(tab, account);
    const view: View = {
      choice: 'preferred',
      currency: 'GBP',
      preferred: 'GBP',
      original: planCurrency,
      offered: true,
    };
    // Home and the Accounts tab (the whole client, several plan currencies): the preferred currency, no choice.
    for (const whole of [dash, tab])
      expect(whole.currencyView).toEqual({
        choice: 'preferred',
        currency: 'GBP',
        preferred: 'GBP',
        original: null,
        offered: false,
      });
    // The account's own page: the same currency by default, the original one offered.
    for (const read of [perf, inv, alloc]) expect(read.currencyView).toEqual(view);
    expect(perf.currency).toBe('GBP');
    expect(perf.hero.value).toBe(home.value);
    expect(row.value).toBe(home.value);
    expect(inv.total).toEqual({ currency: 'GBP', value: home.value });
    expect(alloc).toMatchObject({ currency: 'GBP', total: home.value });
    expect(perf.hero.twrr).toBeCloseTo(home.twrr!, 12);
    expect(row.twrr).toBeCloseTo(home.twrr!, 12);
    // Each return says what it measures, the same everywhere.
    expect(perf.hero.period).toEqual(home.period);
    expect(row.period).toEqual(home.period);
    expect(home.period).toMatchObject({ annualised: true });
    return { home, perf };
  }

  async function agreeInOriginal(
    b: Browser,
    account: number,
    planCurrency: string,
    inPreferred: { twrr: number | null },
  ) {
    const q = { account, currency: 'original' };
    const [perf, inv, alloc] = await Promise.all([
      get(b, '/api/analysis/performance', q),
      get(b, '/api/analysis/investments', q),
      get(b, '/api/analysis/allocation', q),
    ]);
    const view: View = {
      choice: 'original',
      currency: planCurrency,
      preferred: 'GBP',
      original: planCurrency,
      offered: true,
    };
    for (const read of [perf, inv, alloc]) expect(read.currencyView).toEqual(view);
    expect(perf.currency).toBe(planCurrency);
    expect(inv.total).toEqual({ currency: planCurrency, value: perf.hero.value });
    expect(alloc).toMatchObject({ currency: planCurrency, total: perf.hero.value });
    // A return in another currency differs (FX): which one it is in is what the view says.
    expect(Math.abs(perf.hero.twrr - inPreferred.twrr!)).toBeGreaterThan(0.01);
    return perf;
  }

  it("amelia's Euro Investment Account: home, the Accounts tab, the hero, Investments and Allocation in £ alike; in EUR alike when chosen", async () => {
    const { perf } = await agreeByDefault(amelia, EURO_ACCOUNT, 'EUR');
    await agreeInOriginal(amelia, EURO_ACCOUNT, 'EUR', perf.hero);
  });

  it("lena's superannuation account: the same return on home and on its own page, and in AUD alike when chosen", async () => {
    const { perf } = await agreeByDefault(lena, SUPER_ACCOUNT, 'AUD');
    const original = await agreeInOriginal(lena, SUPER_ACCOUNT, 'AUD', perf.hero);
    // The Superannuation group holds only the AUD account: its Accounts tab follows the same choice.
    const group = await get(lena, '/api/analysis/accounts', { group: 'SUP', currency: 'original' });
    expect(group.currencyView).toMatchObject({ choice: 'original', currency: 'AUD', offered: true });
    const row = accountsTabRow(group, SUPER_ACCOUNT);
    expect(row.value).toBe(original.hero.value);
    expect(row.twrr).toBeCloseTo(original.hero.twrr, 12);
  });

  it('keeps a selection of several plan currencies in the preferred currency, whatever is asked', async () => {
    const [perf, dash] = await Promise.all([
      get(amelia, '/api/analysis/performance', { currency: 'original' }),
      get(amelia, '/api/dashboard/summary', { currency: 'original' }),
    ]);
    for (const read of [perf, dash])
      expect(read.currencyView).toEqual({
        choice: 'preferred',
        currency: 'GBP',
        preferred: 'GBP',
        original: null,
        offered: false,
      });
    expect(perf.hero.value).toBe(dash.overview.value);
  });

  it('refuses a choice that is neither a view nor a currency code', async () => {
    await amelia.get('/api/analysis/performance').query({ currency: 'euros' }).expect(400);
    await amelia.get('/api/analysis/accounts').query({ currency: 'EUR' }).expect(400);
  });
});
