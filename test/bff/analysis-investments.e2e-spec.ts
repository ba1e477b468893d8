import {
  CONVERT_TO_ACCOUNT_CURRENCY,
  CONVERT_TO_ORIGINAL_CURRENCY,
  NO_TRANSACTIONS_TO_DISPLAY,
} from '../../domain/analysis/investments';
import { Browser, chooseClient, clientIdFromList, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused, expectRefusedBelowPortfolio } from '../support/refusals';
import { first } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/analysis/investments';
const JOINT_PORTFOLIO = 100013;

interface Row {
  id: string;
  name: string;
  code: string | null;
  currency: string;
  nativeCurrency: string;
  bookCost: number | null;
  bookCostText: string | null;
  units: number;
  price: number | null;
  priceCurrency: string;
  weight: number | null;
  marketValue: number;
  unrealisedGain: number | null;
  unrealisedGainText: string | null;
  annualIncome: number | null;
  yield: number | null;
  convertedToPlanCurrency: boolean;
  subPositions: Row[];
}
interface Account {
  id: number;
  title: string;
  planCurrency: string;
  owner: string;
  shownIn: string;
  currency: string;
  converted: boolean;
  menuItem: string;
  marketValue: number;
  unrealisedGain: number;
  annualIncome: number;
  yield: number | null;
  reportCurrencyValue: number;
  positions: Row[];
}
interface Investments {
  view: string;
  reportCurrency: string;
  valuationDate: string;
  pricingType: string;
  showInToggle: boolean;
  expandMode: string;
  sort: { key: string; direction: string };
  accounts: Account[];
  total: { currency: string; value: number };
  empty: string | null;
}

const cents = (x: number) => Math.round(x * 100);
const sumCents = (xs: number[]) => xs.reduce((s, x) => s + cents(x), 0);

/** The Investments tab (spec 2 §2, §3, §4, §5, §6, §9), and who may read it. */
describe('GET /api/analysis/investments', () => {
  let portal: Portal;
  let amelia: Browser;
  let whole: Investments;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    whole = (await amelia.get(PATH).expect(200)).body as Investments;
  });
  afterAll(() => portal.close());

  const read = async (b: Browser, query: Record<string, string | number>) =>
    (await b.get(PATH).query(query).expect(200)).body as Investments;
  const account = (body: Investments, title: string) => body.accounts.find((a) => a.title === title)!;
  const position = (a: Account, code: string) => a.positions.find((p) => p.code === code)!;

  it("lists every account of amelia's selection in the preferred currency, positions by security name, values adding up", () => {
    expect(whole).toMatchObject({
      view: 'preferred',
      reportCurrency: 'GBP',
      pricingType: 'delayed',
      showInToggle: false,
      sort: { key: 'name', direction: 'asc' },
      empty: null,
    });
    expect(whole.accounts.length).toBeGreaterThanOrEqual(10);
    for (const a of whole.accounts) {
      expect(a).toMatchObject({
        shownIn: 'preferred',
        currency: 'GBP',
        converted: false,
        menuItem: CONVERT_TO_ORIGINAL_CURRENCY,
        owner: expect.any(String),
      });
      const names = a.positions.map((p) => p.name);
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
      expect(sumCents(a.positions.map((p) => p.marketValue))).toBe(cents(a.marketValue));
      expect(cents(a.reportCurrencyValue)).toBe(cents(a.marketValue));
      if (a.positions.length) expect(a.positions.reduce((s, p) => s + p.weight!, 0)).toBeCloseTo(100, 0);
      for (const p of a.positions) expect(p.currency).toBe('GBP');
    }
    expect(sumCents(whole.accounts.map((a) => a.reportCurrencyValue))).toBe(cents(whole.total.value));
    const usd = account(whole, 'US Dollar Account');
    expect(usd.planCurrency).toBe('USD');
  });

  it('totals the same closing value as explain and the dashboard for the same range, to the penny', async () => {
    const explain = (await amelia.get('/api/analysis/explain').query({ range: '1y' }).expect(200)).body as {
      closingValue: number;
      to: string;
    };
    expect(whole.valuationDate).toBe(explain.to);
    expect(cents(whole.total.value)).toBe(cents(explain.closingValue));
    const dashboard = (await amelia.get('/api/dashboard/summary').expect(200)).body as {
      accountCollectionTotals: { value: number };
    };
    expect(cents(whole.total.value)).toBe(cents(dashboard.accountCollectionTotals.value));
    const account = first(whole.accounts).id;
    const one = await read(amelia, { account });
    const explainOne = (await amelia.get('/api/analysis/explain').query({ account }).expect(200)).body as {
      closingValue: number;
    };
    expect(one.accounts.map((a) => a.id)).toEqual([account]);
    expect(cents(one.total.value)).toBe(cents(explainOne.closingValue));
  });

  it('shows a one-currency selection in its plan currency in the original view (the one currency rule); a GBX share in pence when its account is shown in its original currency', async () => {
    const usdWhole = account(whole, 'US Dollar Account');
    const original = await read(amelia, { account: usdWhole.id, currency: 'original' });
    expect(original).toMatchObject({
      view: 'original',
      showInToggle: true,
      currencyView: { choice: 'original', currency: 'USD', original: 'USD', offered: true },
    });
    const usd = account(original, 'US Dollar Account');
    expect(usd).toMatchObject({ shownIn: 'original', currency: 'USD', menuItem: CONVERT_TO_ACCOUNT_CURRENCY });
    expect(usd.positions.every((p) => p.currency === 'USD')).toBe(true);
    expect(cents(usd.reportCurrencyValue)).toBe(cents(usdWhole.marketValue));
    expect(usd.marketValue).not.toBeCloseTo(usd.reportCurrencyValue, 0);
    // The total is in the view's currency, as the hero beside it.
    expect(original.total).toEqual({ currency: 'USD', value: usd.marketValue });
    // Several plan currencies: the preferred currency, whatever is asked.
    expect(await read(amelia, { currency: 'original' })).toMatchObject({
      view: 'preferred',
      showInToggle: false,
      total: whole.total,
    });

    const ukWhole = account(whole, 'UK Shares Account');
    const uk = account(await read(amelia, { convert: `${ukWhole.id}` }), 'UK Shares Account');
    expect(uk).toMatchObject({ shownIn: 'original', converted: true });
    const barcNative = position(uk, 'BARC');
    const barcPounds = position(ukWhole, 'BARC');
    expect(barcNative).toMatchObject({
      currency: 'GBX',
      priceCurrency: 'GBX',
      nativeCurrency: 'GBX',
      convertedToPlanCurrency: false,
    });
    expect(barcPounds).toMatchObject({ currency: 'GBP' });
    expect(cents(barcNative.marketValue / 100)).toBe(cents(barcPounds.marketValue));
    expect(barcNative.bookCost).not.toBeNull();
    expect(barcPounds.bookCost).not.toBeNull();
  });

  it('converts one account to its account currency in the original view', async () => {
    const usdWhole = account(whole, 'US Dollar Account');
    const body = await read(amelia, { account: usdWhole.id, currency: 'original', convert: `${usdWhole.id}` });
    const converted = account(body, 'US Dollar Account');
    expect(converted).toMatchObject({ shownIn: 'account', currency: 'USD', converted: true });
    for (const p of converted.positions) expect(p.currency).toBe('USD');
  });

  it('shows one account in its original currency in the preferred view when overridden', async () => {
    const usd = account(whole, 'US Dollar Account');
    const body = await read(amelia, { convert: `${usd.id},999999` });
    expect(account(body, 'US Dollar Account')).toMatchObject({
      shownIn: 'original',
      currency: 'USD',
      converted: true,
      menuItem: CONVERT_TO_ORIGINAL_CURRENCY,
    });
    expect(account(body, 'Stocks and Shares ISA')).toMatchObject({ shownIn: 'preferred', currency: 'GBP' });
    expect(cents(body.total.value)).toBe(cents(whole.total.value));
  });

  it("serves a multi-asset fund's underlying holdings as sub-positions that add up to it", () => {
    const isa = account(whole, 'Stocks and Shares ISA');
    const fund = position(isa, 'VLS60');
    expect(fund.subPositions.length).toBeGreaterThan(3);
    expect(sumCents(fund.subPositions.map((s) => s.marketValue))).toBe(cents(fund.marketValue));
    // Book costs are each rounded once: their sum is within a penny a row of the fund's.
    expect(Math.abs(sumCents(fund.subPositions.map((s) => s.bookCost!)) - cents(fund.bookCost!))).toBeLessThanOrEqual(
      fund.subPositions.length,
    );
    const names = fund.subPositions.map((s) => s.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
  });

  it("narrows to an account group's accounts, with the same figures as the whole selection", async () => {
    const isa = await read(amelia, { group: 'ISA' });
    expect(isa.accounts.length).toBeGreaterThan(1);
    for (const a of isa.accounts) expect(a).toEqual(whole.accounts.find((w) => w.id === a.id));
    expect(sumCents(isa.accounts.map((a) => a.reportCurrencyValue))).toBe(cents(isa.total.value));
  });

  it('sorts by another column either way', async () => {
    const body = await read(amelia, { sort: 'marketValue', direction: 'desc' });
    for (const a of body.accounts) {
      const values = a.positions.map((p) => p.marketValue);
      expect(values).toEqual([...values].sort((x, y) => y - x));
    }
  });

  it("says 'No transactions to display' for the account with no transactions", async () => {
    const accounts = (await amelia.get('/api/dashboard/summary').expect(200)).body.portfolios.flatMap(
      (p: { accounts: { id: number; name: string }[] }) => p.accounts,
    );
    const cash = accounts.find((a: { name: string }) => a.name === 'Cash Reserve Account');
    const body = await read(amelia, { account: cash.id });
    expect(body.accounts).toEqual([]);
    expect(body.empty).toBe(NO_TRANSACTIONS_TO_DISPLAY);
    expect(body.total.value).toBe(0);
  });

  it('refuses an unknown account (404), two filters, an unknown view or sort and a bad convert list (400)', async () => {
    await amelia.get(PATH).query({ account: 999999 }).expect(404);
    await amelia.get(PATH).query({ account: 1, portfolio: JOINT_PORTFOLIO }).expect(400);
    await amelia.get(PATH).query({ currency: 'GBP' }).expect(400);
    await amelia.get(PATH).query({ sort: 'colour' }).expect(400);
    await amelia.get(PATH).query({ convert: 'abc' }).expect(400);
    await amelia.get(PATH).query({ convert: '-4' }).expect(400);
  });

  it("gives ben the joint portfolio's investments, the same as amelia's", async () => {
    const ben = await signedIn(portal.server, 'ben');
    const b = await read(ben, { portfolio: JOINT_PORTFOLIO });
    const a = await read(amelia, { portfolio: JOINT_PORTFOLIO });
    expect(b.accounts.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('values a custom range that runs past today at the latest valuation, as the allocation does', async () => {
    const today = whole.valuationDate;
    const future = `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`;
    const body = await read(amelia, { from: `${today.slice(0, 4)}-01-01`, to: future });
    expect(body.valuationDate).toBe(today);
    expect(cents(body.total.value)).toBe(cents(whole.total.value));
    const allocation = (
      await amelia
        .get('/api/analysis/allocation')
        .query({ from: `${today.slice(0, 4)}-01-01`, to: future })
        .expect(200)
    ).body as { total: number };
    expect(cents(allocation.total)).toBe(cents(whole.total.value));
  });

  it('refuses clients below Portfolio, anyone signed out and an adviser without a client in context', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get(PATH));
  });

  it("needs a client in context for an adviser, refuses adviser2 amelia, and gives the adviser amelia's investments", async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await adviser.get(PATH).expect(403);
    const id = await clientIdFromList(adviser, 'Amelia');
    await expectOtherAdviserRefused(portal.server, id, (b) => b.get(PATH));
    await chooseClient(adviser, id);
    const body = await read(adviser, {});
    expect(cents(body.total.value)).toBe(cents(whole.total.value));
    expect(body.accounts.map((a) => a.id)).toEqual(whole.accounts.map((a) => a.id));
  });
});
