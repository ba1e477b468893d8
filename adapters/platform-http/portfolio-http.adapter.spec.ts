import { startSandboxPlatform, type RunningSandbox } from '../sandbox-platform/sandbox-server';
import type { PlatformCredential } from '../../application/ports/platform.port';
import { PlatformError } from '../../application/ports/platform-error';
import { addDays, addYears } from '../../domain/shared/iso-date';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { createPortfolioHttpAdapter, FLOW_PAGE_SIZE, type PortfolioHttpAdapter } from './portfolio-http.adapter';
import { startStubPlatform, type StubHandler, type StubPlatform } from './testing/stub-platform';

const AMELIA = 10001;
const PASSWORD = 'Demo-Passw0rd';

describe('PortfolioHttpAdapter against the sandbox platform', () => {
  let sb: RunningSandbox;
  let portfolio: PortfolioHttpAdapter;
  let cred: PlatformCredential;
  const today = () => sb.state.portfolios.asOf;

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    portfolio = createPortfolioHttpAdapter({ baseUrl: sb.url });
    const outcome = await createPlatformHttpAdapter({ baseUrl: sb.url }).login({ username: 'amelia@client', password: PASSWORD });
    if (outcome.kind !== 'signedIn') throw new Error(`amelia did not sign in: ${outcome.kind}`);
    cred = outcome.credential;
  });
  afterAll(() => sb.close());

  it("lists amelia's portfolios: single, joint and shared, with their visibility", async () => {
    const list = await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA });
    expect(list.map((p) => p.type)).toEqual(expect.arrayContaining(['PT_SINGLE', 'PT_JOINT', 'PT_SHARED']));
    for (const p of list) expect(p).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), reportCurrency: expect.any(String), reasonForVisibility: expect.any(String) }));
  });

  it('reads the accounts of every portfolio in one batch, as plain rows', async () => {
    const list = await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA });
    const accounts = await portfolio.portfolioAccounts({ credential: cred, portfolioIds: list.map((p) => p.id) });
    expect(accounts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(accounts.map((a) => a.planCurrency))).toEqual(new Set(['GBP', 'USD', 'EUR']));
    expect(accounts.some((a) => a.serviceType === 'Not managed')).toBe(true);
    expect(accounts.some((a) => a.blocked)).toBe(true);
    expect(accounts.some((a) => a.inceptionDate === null)).toBe(true);
    expect(await portfolio.portfolioAccounts({ credential: cred, portfolioIds: [] })).toEqual([]);
  });

  it("lists the accounts explicitly linked to amelia, each in an explicit_link portfolio", async () => {
    const links = await portfolio.visibilityLinks({ credential: cred, clientId: AMELIA });
    expect(links.length).toBeGreaterThan(0);
    const linkedPortfolios = (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA })).filter((p) => p.reasonForVisibility === 'explicit_link').map((p) => p.id);
    for (const l of links) expect(linkedPortfolios).toContain(l.portfolioId);
  });

  it("lists amelia's account groups with their account ids", async () => {
    const groups = await portfolio.accountGroups({ credential: cred, clientId: AMELIA });
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g.accountIds.length).toBeGreaterThan(0);
  });

  it('gives daily values whose last row is the closing value, and flows that add up to the daily flows', async () => {
    const accounts = (await portfolio.portfolioAccounts({ credential: cred, portfolioIds: (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA })).map((p) => p.id) })).filter((a) => a.inceptionDate);
    const ids = accounts.map((a) => a.id);
    const range = { from: addYears(today(), -1), to: today() };
    const perf = (await portfolio.dailyPerformance({ credential: cred, accountIds: ids, currency: 'GBP', ...range }))!;
    expect(perf).toMatchObject({ currency: 'GBP', from: range.from, to: range.to });
    expect(perf.days[0].date).toBe(range.from);
    expect(perf.days).toHaveLength(366);
    expect(perf.days[perf.days.length - 1].value).toBe(perf.closingValue);

    const flows = await portfolio.externalFlows({ credential: cred, accountIds: ids, ...range });
    expect(flows.length).toBeGreaterThan(0);
    for (const f of flows) expect(f.date >= range.from && f.date <= range.to).toBe(true);
    expect(flows.some((f) => f.amount < 0)).toBe(true);
    const gbpOnly = new Set(accounts.filter((a) => a.planCurrency === 'GBP').map((a) => a.id));
    const gbpFlows = flows.filter((f) => gbpOnly.has(f.accountId));
    const perfGbp = (await portfolio.dailyPerformance({ credential: cred, accountIds: [...gbpOnly], currency: 'GBP', ...range }))!;
    const cents = (x: number) => Math.round(x * 100);
    expect(cents(gbpFlows.reduce((s, f) => s + f.amount, 0))).toBe(cents(perfGbp.days.reduce((s, d) => s + d.flow, 0)));
  });

  it('tells the charges a fee-and-tax mode moves out from the external flows, and leaves them out under mode 1', async () => {
    const accounts = await portfolio.portfolioAccounts({ credential: cred, portfolioIds: (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA })).map((p) => p.id) });
    const ids = accounts.filter((a) => a.inceptionDate !== null && a.planCurrency === 'GBP').map((a) => a.id);
    const range = { from: addYears(today(), -1), to: today() };
    const before = (await portfolio.dailyPerformance({ credential: cred, accountIds: ids, currency: 'GBP', feesAndTaxes: 0, ...range }))!;
    const after = (await portfolio.dailyPerformance({ credential: cred, accountIds: ids, currency: 'GBP', feesAndTaxes: 1, ...range }))!;
    expect(after.days.every((d) => d.charges === undefined)).toBe(true);
    expect(before.days.some((d) => d.charges! < 0)).toBe(true);
    const cents = (x: number) => Math.round(x * 100);
    before.days.forEach((d, i) => expect([d.date, cents(d.flow) - cents(d.charges!)]).toEqual([d.date, cents(after.days[i].flow)]));
  });

  it('answers null for a selection with nothing in the range', async () => {
    const accounts = await portfolio.portfolioAccounts({ credential: cred, portfolioIds: (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA })).map((p) => p.id) });
    const empty = accounts.find((a) => a.inceptionDate === null)!;
    expect(await portfolio.dailyPerformance({ credential: cred, accountIds: [empty.id], currency: 'GBP', from: addYears(today(), -1), to: today() })).toBeNull();
  });

  it('reads daily FX rates into the report currency, none for equal currencies, none for a currency without rates', async () => {
    const from = addDays(today(), -10);
    const rates = await portfolio.fxRates({ credential: cred, currency: 'GBP', currencies: ['USD', 'GBP', 'EUR', 'XYZ'], from, to: today() });
    expect(new Set(rates.map((r) => r.currency))).toEqual(new Set(['USD', 'EUR']));
    expect(rates.filter((r) => r.currency === 'USD')).toHaveLength(11);
    for (const r of rates) expect(r.rate).toBeGreaterThan(0);
    expect(await portfolio.fxRates({ credential: cred, currency: 'GBP', currencies: ['GBP'], from, to: today() })).toEqual([]);
  });

  it('reads the latest FX quotes in one batch: last and previous close, none for equal currencies or a currency without rates', async () => {
    const quotes = await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['USD', 'GBP', 'EUR', 'XYZ', 'USD'] });
    expect(quotes.map((q) => q.currency)).toEqual(['USD', 'EUR']);
    for (const q of quotes) {
      expect(q.lastPrice).toBeGreaterThan(0);
      expect(q.prevClosePrice).toBeGreaterThan(0);
      expect(q.priceDate <= today()).toBe(true);
      expect(q.prevCloseDate < q.priceDate).toBe(true);
    }
    // The same rates as the daily history on those days.
    const usd = quotes[0];
    const history = await portfolio.fxRates({ credential: cred, currency: 'GBP', currencies: ['USD'], from: usd.prevCloseDate, to: usd.priceDate });
    expect(history.find((h) => h.date === usd.priceDate)!.rate).toBe(usd.lastPrice);
    expect(history.find((h) => h.date === usd.prevCloseDate)!.rate).toBe(usd.prevClosePrice);
    expect(await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['GBP'] })).toEqual([]);
    const [earlier] = await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['USD'], date: addDays(today(), -30) });
    expect(earlier.priceDate <= addDays(today(), -30)).toBe(true);
  });

  it('refuses an account outside the caller’s rights with forbidden, an unknown one with not_found', async () => {
    const range = { from: addYears(today(), -1), to: today() };
    await expect(portfolio.dailyPerformance({ credential: cred, accountIds: [999999999], currency: 'GBP', ...range })).rejects.toMatchObject({ code: 'not_found' });
    await expect(portfolio.clientPortfolios({ credential: cred, clientId: 10003 })).rejects.toBeInstanceOf(PlatformError);
  });
});

describe('PortfolioHttpAdapter: the other portfolio calls against the sandbox platform', () => {
  let sb: RunningSandbox;
  let portfolio: PortfolioHttpAdapter;
  const creds: Record<string, PlatformCredential> = {};
  let accounts: Awaited<ReturnType<PortfolioHttpAdapter['portfolioAccounts']>>;
  const today = () => sb.state.portfolios.asOf;

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    portfolio = createPortfolioHttpAdapter({ baseUrl: sb.url });
    const platform = createPlatformHttpAdapter({ baseUrl: sb.url });
    for (const u of ['amelia', 'lena']) {
      const outcome = await platform.login({ username: `${u}@client`, password: PASSWORD });
      if (outcome.kind !== 'signedIn') throw new Error(`${u} did not sign in: ${outcome.kind}`);
      creds[u] = outcome.credential;
    }
    const list = await portfolio.clientPortfolios({ credential: creds.amelia, clientId: AMELIA });
    accounts = await portfolio.portfolioAccounts({ credential: creds.amelia, portfolioIds: list.map((p) => p.id) });
  });
  afterAll(() => sb.close());
  const named = (name: string) => accounts.find((a) => a.name === name)!;

  it('reads positions with a cash row, weights adding up to 100, and a pence security in GBX', async () => {
    const uk = named('UK Shares Account');
    const rows = await portfolio.positions({ credential: creds.amelia, accountIds: [uk.id], pricingType: 'close', currency: 'GBP' });
    expect(rows.some((r) => r.securityId === null)).toBe(true);
    expect(rows.some((r) => r.nativeCurrency === 'GBX')).toBe(true);
    // Each weight is rounded to 6 places, so their sum is 100 within half a millionth a row.
    expect(Math.abs(rows.reduce((s, r) => s + r.weight, 0) - 100)).toBeLessThanOrEqual(rows.length * 5e-7 + 1e-9);
    for (const r of rows) expect(r.currency).toBe('GBP');
  });

  it("reads plan and native costs and a fund's sub-positions", async () => {
    const isa = named('Stocks and Shares ISA');
    const rows = await portfolio.positions({ credential: creds.amelia, accountIds: [isa.id], pricingType: 'delayed', currency: 'USD' });
    const fund = rows.find((r) => r.code === 'VLS60')!;
    expect(fund.planCurrencyCost).toEqual(expect.any(Number));
    expect(fund.nativeCost).toEqual(expect.any(Number));
    expect(fund.planCurrencyUnrealisedGain).toBeCloseTo(fund.planCurrencyValue - fund.planCurrencyCost!, 2);
    expect(fund.subPositions!.length).toBeGreaterThan(1);
    expect(fund.subPositions!.every((s) => s.currency === 'USD' && s.securityId === null && (s.subPositions ?? []).length === 0)).toBe(true);
    expect(rows.filter((r) => r.code !== 'VLS60').every((r) => r.subPositions!.length === 0)).toBe(true);
  });

  it('pages transactions by bookmark without repeats, newest first', async () => {
    const isa = named('Stocks and Shares ISA');
    const first = await portfolio.transactions({ credential: creds.amelia, accountIds: [isa.id], pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.nextBookmark).not.toBeNull();
    const second = await portfolio.transactions({ credential: creds.amelia, accountIds: [isa.id], pageSize: 50, bookmark: first.nextBookmark });
    const ids = [...first.rows, ...second.rows].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.rows[0].tradeDate >= second.rows[0].tradeDate).toBe(true);
    const all = await portfolio.transactions({ credential: creds.amelia, accountIds: [isa.id], pageSize: 1000 });
    expect(all.nextBookmark).toBeNull();
  });

  it("reads a group's transactions, falling back to its accounts when the group holds a blocked account (404)", async () => {
    const groups = await portfolio.accountGroups({ credential: creds.amelia, clientId: AMELIA });
    const blocked = accounts.find((a) => a.blocked)!;
    const withBlocked = groups.find((g) => g.accountIds.includes(blocked.id))!;
    const page = await portfolio.groupTransactions({ credential: creds.amelia, clientId: AMELIA, code: withBlocked.code, accountIds: withBlocked.accountIds, pageSize: 20 });
    expect(page.rows.length).toBeGreaterThan(0);
    for (const t of page.rows) expect(withBlocked.accountIds).toContain(t.accountId);
    const plain = groups.find((g) => !g.accountIds.includes(blocked.id))!;
    const direct = await portfolio.groupTransactions({ credential: creds.amelia, clientId: AMELIA, code: plain.code, accountIds: plain.accountIds, pageSize: 10 });
    expect(direct.rows).toHaveLength(10);
    await expect(portfolio.groupTransactions({ credential: creds.amelia, clientId: AMELIA, code: 'NOPE', accountIds: [] })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('reads profit analysis per account and a monthly TWRR series ending on the closing value', async () => {
    const ids = [named('Stocks and Shares ISA').id, named('US Dollar Account').id];
    const range = { from: addYears(today(), -1), to: today() };
    const rows = await portfolio.profitAnalysis({ credential: creds.amelia, accountIds: ids, currency: 'GBP', grouping: 'account', ...range });
    expect(rows.map((r) => r.accountId)).toEqual(ids);
    for (const r of rows) expect(r).toMatchObject({ currency: 'GBP', noData: false, twrrAnnualised: true, twrr: expect.any(Number) });
    const [all] = await portfolio.profitAnalysis({ credential: creds.amelia, accountIds: ids, currency: 'GBP', ...range });
    const [series] = await portfolio.twrrSeries({ credential: creds.amelia, accountIds: ids, currency: 'GBP', frequency: 'monthly', ...range });
    expect(series.points.length).toBeGreaterThanOrEqual(12);
    expect(series.points[series.points.length - 1]).toMatchObject({ date: all.to, value: all.closingValue });
  });

  it('reads benchmarks, with levels over a range', async () => {
    const list = await portfolio.benchmarks({ credential: creds.amelia });
    expect(list.length).toBeGreaterThan(0);
    const [one] = await portfolio.benchmarks({ credential: creds.amelia, ids: [list[0].id], from: addYears(today(), -1), to: today() });
    expect(one.points.length).toBeGreaterThanOrEqual(12);
    expect(one.points[one.points.length - 1].date).toBe(today());
  });

  it('reads target links and the linked target sets, weights adding up to 100', async () => {
    const links = await portfolio.targetLinks({ credential: creds.amelia, accountIds: accounts.map((a) => a.id) });
    expect(links.length).toBeGreaterThan(0);
    const sets = await portfolio.targetSetAllocations({ credential: creds.amelia, targetSetIds: links.map((l) => l.targetSetId) });
    for (const s of sets) expect(s.securities.reduce((sum, x) => sum + x.weight, 0)).toBeCloseTo(100, 6);
  });

  it("reads the target sets linked to one account with their descriptions; none for an account without instructions; refuses lena's", async () => {
    const links = await portfolio.targetLinks({ credential: creds.amelia, accountIds: accounts.map((a) => a.id) });
    const linked = accounts.find((a) => links.some((l) => l.accountId === a.id))!;
    const sets = await portfolio.accountTargetSets({ credential: creds.amelia, accountId: linked.id });
    expect(sets).toEqual(links.filter((l) => l.accountId === linked.id).map((l) => ({ targetSetId: l.targetSetId, description: expect.stringMatching(/model/) })));
    const unlinked = accounts.find((a) => !links.some((l) => l.accountId === a.id))!;
    expect(await portfolio.accountTargetSets({ credential: creds.amelia, accountId: unlinked.id })).toEqual([]);
    const lenaAccount = (await portfolio.portfolioAccounts({ credential: creds.lena, portfolioIds: (await portfolio.clientPortfolios({ credential: creds.lena, clientId: 10012 })).map((p) => p.id) }))[0];
    await expect(portfolio.accountTargetSets({ credential: creds.amelia, accountId: lenaAccount.id })).rejects.toMatchObject({ code: 'forbidden' });
  });

  it("reads lena's BPAY and bank details; amelia may not read lena's", async () => {
    const lena = 10012;
    const info = await portfolio.paymentInformation({ credential: creds.lena, clientId: lena });
    expect(info).toHaveLength(1);
    expect(info[0].bpays[0]).toMatchObject({ billerCode: expect.any(String), reference: expect.any(String) });
    expect(info[0].bankAccounts[0]).toMatchObject({ bsb: expect.any(String), accountNumber: expect.any(String) });
    await expect(portfolio.paymentInformation({ credential: creds.amelia, clientId: lena })).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('PortfolioHttpAdapter batching and paging on a stub platform', () => {
  let stub: StubPlatform;
  let handler: StubHandler;
  let portfolio: PortfolioHttpAdapter;
  const cred = { token: 'tok-1' };
  beforeAll(async () => {
    stub = await startStubPlatform((req) => handler(req));
    portfolio = createPortfolioHttpAdapter({ baseUrl: stub.baseUrl });
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  const txn = (accountid: number, i: number, type = 'buy') => ({
    transaction_id: accountid * 10_000 + i, accountid, transaction_type: type, trade_date: { _type: 'Date', _val: '2026-01-02' },
    gross_amount: { _type: 'Currency', _val: { code: 'GBP', value: '10.00' } }, bookmark: `b${i}`,
  });

  it('reads 120 portfolios in chunks of 50 batch items, posted side by side', async () => {
    handler = (req) => ({ status: 200, body: (req.body as { name: string }[]).map((item) => ({ name: item.name, status: 200, body: [] })) });
    await portfolio.portfolioAccounts({ credential: cred, portfolioIds: Array.from({ length: 120 }, (_, i) => i + 1) });
    expect(stub.requests.map((r) => (r.body as unknown[]).length)).toEqual([50, 50, 20]);
    expect(stub.requests[0].url).toBe('/resourceful?goal=portfolio-accounts');
    expect(stub.requests[0].headers.cookie).toBe('XPLANID=tok-1');
  });

  it('pages on only the accounts whose page was full, by the last bookmark, and keeps external flows signed', async () => {
    handler = (req) => ({
      status: 200,
      body: (req.body as { name: string; url: string }[]).map((item) => {
        const id = Number(item.name.split(':')[1]);
        const second = item.url.includes('page_bookmark=');
        const rows = id === 1 && !second ? Array.from({ length: FLOW_PAGE_SIZE }, (_, i) => txn(1, i, i === 0 ? 'withdrawal' : 'buy')) : [txn(id, 5000, 'contribution')];
        return { name: item.name, status: 200, body: rows };
      }),
    });
    const flows = await portfolio.externalFlows({ credential: cred, accountIds: [1, 2], from: '2026-01-01', to: '2026-02-01' });
    expect(stub.requests).toHaveLength(2);
    expect((stub.requests[1].body as { url: string }[]).map((i) => i.url)).toEqual([
      `portfolio/account/1/transaction?start_date=2026-01-01&stop_date=2026-02-01&sort_type=2&page_size=${FLOW_PAGE_SIZE}&page_bookmark=b${FLOW_PAGE_SIZE - 1}&transaction_type.0=contribution&transaction_type.1=withdrawal&transaction_type.2=transfer_in&transaction_type.3=transfer_out`,
    ]);
    expect(flows.map((f) => [f.accountId, f.type, f.amount])).toEqual([[1, 'withdrawal', -10], [1, 'contribution', 10], [2, 'contribution', 10]]);
  });

  it("falls back from a group's 404 to the same page over its accounts", async () => {
    handler = (req) => (req.url.includes('/group/') ? { status: 404, body: { error_code: 'not_found', api_message: 'Resource Not Found', user_message: null } } : { status: 200, body: [txn(3, 1, 'contribution')] });
    const page = await portfolio.groupTransactions({ credential: cred, clientId: 9, code: 'OFF', accountIds: [3, 4], pageSize: 50, bookmark: 'b9' });
    expect(stub.requests.map((r) => r.url)).toEqual([
      '/resourceful/portfolio/group/account/code/OFF/transaction?entityid=9&page_size=50&page_bookmark=b9',
      '/resourceful/portfolio/transaction?accountid.0=3&accountid.1=4&page_size=50&page_bookmark=b9',
    ]);
    expect(page).toMatchObject({ rows: [{ id: 30001, type: 'contribution', grossAmount: 10, currency: 'GBP' }], nextBookmark: null });
  });

  it('turns a failed batch item into its platform error, and skips a 404 FX pair', async () => {
    handler = () => ({ status: 200, body: [{ name: 'portfolio:7', status: 403, body: { error_code: null, api_message: 'Permission Error: not yours', user_message: null } }] });
    await expect(portfolio.portfolioAccounts({ credential: cred, portfolioIds: [7] })).rejects.toMatchObject({ code: 'forbidden' });

    handler = () => ({ status: 200, body: [{ name: 'USD', status: 404, body: { error_code: 'not_found', api_message: 'FX rate USD/GBP', user_message: null } }] });
    expect(await portfolio.fxRates({ credential: cred, currency: 'GBP', currencies: ['USD'], from: '2026-01-01', to: '2026-01-02' })).toEqual([]);
    expect(await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['USD'] })).toEqual([]);
  });
});
