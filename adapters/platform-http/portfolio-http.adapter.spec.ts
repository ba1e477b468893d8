import {
  decimal,
  decimalToNumber,
  formatDecimal,
  isDecimal,
  subtractDecimals,
  sumMoney,
  toMinorUnits,
  ZERO,
} from '../../domain/money/decimal';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-platform/sandbox-server';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { PlatformError } from '../../application/ports/platform-error';
import { addDays, addYears } from '../../domain/shared/iso-date';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { createPortfolioHttpAdapter, FLOW_PAGE_SIZE, type PortfolioHttpAdapter } from './portfolio-http.adapter';
import { encodeQuery, type QueryValue } from './query-encoding';
import { batchReply, listeningLog, sentItems } from './testing/batch-exchange';
import { startStubPlatform, type StubHandler, type StubPlatform } from './testing/stub-platform';
import { first, itemAt, last } from '../../domain/shared/present';

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
    const outcome = await createPlatformHttpAdapter({ baseUrl: sb.url }).login({
      username: 'amelia@client',
      password: PASSWORD,
    });
    if (outcome.kind !== 'signedIn') throw new Error(`amelia did not sign in: ${outcome.kind}`);
    cred = outcome.credential;
  });
  afterAll(() => sb.close());

  it("lists amelia's portfolios: single, joint and shared, with their visibility", async () => {
    const list = await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA });
    expect(list.map((p) => p.type)).toEqual(expect.arrayContaining(['PT_SINGLE', 'PT_JOINT', 'PT_SHARED']));
    for (const p of list)
      expect(p).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          reportCurrency: expect.any(String),
          reasonForVisibility: expect.any(String),
        }),
      );
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

  it('lists the accounts explicitly linked to amelia, each in an explicit_link portfolio', async () => {
    const links = await portfolio.visibilityLinks({ credential: cred, clientId: AMELIA });
    expect(links.length).toBeGreaterThan(0);
    const linkedPortfolios = (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA }))
      .filter((p) => p.reasonForVisibility === 'explicit_link')
      .map((p) => p.id);
    for (const l of links) expect(linkedPortfolios).toContain(l.portfolioId);
  });

  it("lists amelia's account groups with their account ids", async () => {
    const groups = await portfolio.accountGroups({ credential: cred, clientId: AMELIA });
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g.accountIds.length).toBeGreaterThan(0);
  });

  it('gives daily values whose last row is the closing value, and flows that add up to the daily flows', async () => {
    const accounts = (
      await portfolio.portfolioAccounts({
        credential: cred,
        portfolioIds: (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA })).map((p) => p.id),
      })
    ).filter((a) => a.inceptionDate);
    const ids = accounts.map((a) => a.id);
    const range = { from: addYears(today(), -1), to: today() };
    const perf = (await portfolio.dailyPerformance({ credential: cred, accountIds: ids, currency: 'GBP', ...range }))!;
    expect(perf).toMatchObject({ currency: 'GBP', from: range.from, to: range.to });
    expect(first(perf.days).date).toBe(range.from);
    expect(perf.days).toHaveLength(366);
    expect(last(perf.days).value).toEqual(perf.closingValue);

    const flows = await portfolio.externalFlows({ credential: cred, accountIds: ids, ...range });
    expect(flows.length).toBeGreaterThan(0);
    for (const f of flows) expect(f.date >= range.from && f.date <= range.to).toBe(true);
    expect(flows.some((f) => f.amount.coefficient < 0n)).toBe(true);
    const gbpOnly = new Set(accounts.filter((a) => a.planCurrency === 'GBP').map((a) => a.id));
    const gbpFlows = flows.filter((f) => gbpOnly.has(f.accountId));
    const perfGbp = (await portfolio.dailyPerformance({
      credential: cred,
      accountIds: [...gbpOnly],
      currency: 'GBP',
      ...range,
    }))!;
    expect(sumMoney(gbpFlows.map((f) => f.amount))).toBe(sumMoney(perfGbp.days.map((d) => d.flow)));
  });

  it('tells the charges a fee-and-tax mode moves out from the external flows, and leaves them out under mode 1', async () => {
    const accounts = await portfolio.portfolioAccounts({
      credential: cred,
      portfolioIds: (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA })).map((p) => p.id),
    });
    const ids = accounts.filter((a) => a.inceptionDate !== null && a.planCurrency === 'GBP').map((a) => a.id);
    const range = { from: addYears(today(), -1), to: today() };
    const before = (await portfolio.dailyPerformance({
      credential: cred,
      accountIds: ids,
      currency: 'GBP',
      feesAndTaxes: 0,
      ...range,
    }))!;
    const after = (await portfolio.dailyPerformance({
      credential: cred,
      accountIds: ids,
      currency: 'GBP',
      feesAndTaxes: 1,
      ...range,
    }))!;
    expect(after.days.every((d) => d.charges === undefined)).toBe(true);
    expect(before.days.some((d) => d.charges!.coefficient < 0n)).toBe(true);
    before.days.forEach((d, i) =>
      expect([d.date, toMinorUnits(d.flow) - toMinorUnits(d.charges!)]).toEqual([
        d.date,
        toMinorUnits(itemAt(after.days, i).flow),
      ]),
    );
  });

  it('answers null for a selection with nothing in the range', async () => {
    const accounts = await portfolio.portfolioAccounts({
      credential: cred,
      portfolioIds: (await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA })).map((p) => p.id),
    });
    const empty = accounts.find((a) => a.inceptionDate === null)!;
    expect(
      await portfolio.dailyPerformance({
        credential: cred,
        accountIds: [empty.id],
        currency: 'GBP',
        from: addYears(today(), -1),
        to: today(),
      }),
    ).toBeNull();
  });

  it('reads daily FX rates into the report currency, none for equal currencies, none for a currency without rates', async () => {
    const from = addDays(today(), -10);
    const rates = await portfolio.fxRates({
      credential: cred,
      currency: 'GBP',
      currencies: ['USD', 'GBP', 'EUR', 'XYZ'],
      from,
      to: today(),
    });
    expect(new Set(rates.map((r) => r.currency))).toEqual(new Set(['USD', 'EUR']));
    expect(rates.filter((r) => r.currency === 'USD')).toHaveLength(11);
    for (const r of rates) expect(r.rate).toBeGreaterThan(0);
    expect(
      await portfolio.fxRates({ credential: cred, currency: 'GBP', currencies: ['GBP'], from, to: today() }),
    ).toEqual([]);
  });

  it('reads the latest FX quotes in one batch: last and previous close, none for equal currencies or a currency without rates', async () => {
    const quotes = await portfolio.fxQuotes({
      credential: cred,
      currency: 'GBP',
      currencies: ['USD', 'GBP', 'EUR', 'XYZ', 'USD'],
    });
    expect(quotes.map((q) => q.currency)).toEqual(['USD', 'EUR']);
    for (const q of quotes) {
      expect(q.lastPrice).toBeGreaterThan(0);
      expect(q.prevClosePrice).toBeGreaterThan(0);
      expect(q.priceDate <= today()).toBe(true);
      expect(q.prevCloseDate < q.priceDate).toBe(true);
    }
    // The same rates as the daily history on those days.
    const usd = first(quotes);
    const history = await portfolio.fxRates({
      credential: cred,
      currency: 'GBP',
      currencies: ['USD'],
      from: usd.prevCloseDate,
      to: usd.priceDate,
    });
    expect(history.find((h) => h.date === usd.priceDate)!.rate).toBe(usd.lastPrice);
    expect(history.find((h) => h.date === usd.prevCloseDate)!.rate).toBe(usd.prevClosePrice);
    expect(await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['GBP'] })).toEqual([]);
    const earlier = first(
      await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['USD'], date: addDays(today(), -30) }),
    );
    expect(earlier.priceDate <= addDays(today(), -30)).toBe(true);
  });

  it('refuses an account outside the caller’s rights with forbidden, an unknown one with not_found', async () => {
    const range = { from: addYears(today(), -1), to: today() };
    await expect(
      portfolio.dailyPerformance({ credential: cred, accountIds: [999999999], currency: 'GBP', ...range }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(portfolio.clientPortfolios({ credential: cred, clientId: 10003 })).rejects.toBeInstanceOf(
      PlatformError,
    );
  });
});

describe('PortfolioHttpAdapter: the other portfolio calls against the sandbox platform', () => {
  let sb: RunningSandbox;
  let portfolio: PortfolioHttpAdapter;
  let creds: { amelia: PlatformCredential; lena: PlatformCredential };
  let accounts: Awaited<ReturnType<PortfolioHttpAdapter['portfolioAccounts']>>;
  const today = () => sb.state.portfolios.asOf;

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    portfolio = createPortfolioHttpAdapter({ baseUrl: sb.url });
    const platform = createPlatformHttpAdapter({ baseUrl: sb.url });
    const signIn = async (u: string): Promise<PlatformCredential> => {
      const outcome = await platform.login({ username: `${u}@client`, password: PASSWORD });
      if (outcome.kind !== 'signedIn') throw new Error(`${u} did not sign in: ${outcome.kind}`);
      return outcome.credential;
    };
    creds = { amelia: await signIn('amelia'), lena: await signIn('lena') };
    const list = await portfolio.clientPortfolios({ credential: creds.amelia, clientId: AMELIA });
    accounts = await portfolio.portfolioAccounts({ credential: creds.amelia, portfolioIds: list.map((p) => p.id) });
  });
  afterAll(() => sb.close());
  const named = (name: string) => accounts.find((a) => a.name === name)!;

  it('reads positions with a cash row, weights adding up to 100, and a pence security in GBX', async () => {
    const uk = named('UK Shares Account');
    const rows = await portfolio.positions({
      credential: creds.amelia,
      accountIds: [uk.id],
      pricingType: 'close',
      currency: 'GBP',
    });
    expect(rows.some((r) => r.securityId === null)).toBe(true);
    expect(rows.some((r) => r.nativeCurrency === 'GBX')).toBe(true);
    // Each weight is rounded to 6 places, so their sum is 100 within half a millionth a row.
    expect(Math.abs(rows.reduce((s, r) => s + r.weight, 0) - 100)).toBeLessThanOrEqual(rows.length * 5e-7 + 1e-9);
    for (const r of rows) expect(r.currency).toBe('GBP');
  });

  it("reads plan and native costs and a fund's sub-positions", async () => {
    const isa = named('Stocks and Shares ISA');
    const rows = await portfolio.positions({
      credential: creds.amelia,
      accountIds: [isa.id],
      pricingType: 'delayed',
      currency: 'USD',
    });
    const fund = rows.find((r) => r.code === 'VLS60')!;
    expect(isDecimal(fund.planCurrencyCost)).toBe(true);
    expect(isDecimal(fund.nativeCost)).toBe(true);
    expect(toMinorUnits(fund.planCurrencyUnrealisedGain!)).toBe(
      toMinorUnits(subtractDecimals(fund.planCurrencyValue, fund.planCurrencyCost!)),
    );
    expect(fund.subPositions!.length).toBeGreaterThan(1);
    expect(
      fund.subPositions!.every(
        (s) => s.currency === 'USD' && s.securityId === null && (s.subPositions ?? []).length === 0,
      ),
    ).toBe(true);
    expect(rows.filter((r) => r.code !== 'VLS60').every((r) => r.subPositions!.length === 0)).toBe(true);
  });

  it('pages transactions by bookmark without repeats, newest first', async () => {
    const isa = named('Stocks and Shares ISA');
    const first = await portfolio.transactions({ credential: creds.amelia, accountIds: [isa.id], pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.nextBookmark).not.toBeNull();
    const second = await portfolio.transactions({
      credential: creds.amelia,
      accountIds: [isa.id],
      pageSize: 50,
      bookmark: first.nextBookmark,
    });
    const ids = [...first.rows, ...second.rows].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(itemAt(first.rows, 0).tradeDate >= itemAt(second.rows, 0).tradeDate).toBe(true);
    const all = await portfolio.transactions({ credential: creds.amelia, accountIds: [isa.id], pageSize: 1000 });
    expect(all.nextBookmark).toBeNull();
  });

  it("reads a group's transactions, falling back to its accounts when the group holds a blocked account (404)", async () => {
    const groups = await portfolio.accountGroups({ credential: creds.amelia, clientId: AMELIA });
    const blocked = accounts.find((a) => a.blocked)!;
    const withBlocked = groups.find((g) => g.accountIds.includes(blocked.id))!;
    const page = await portfolio.groupTransactions({
      credential: creds.amelia,
      clientId: AMELIA,
      code: withBlocked.code,
      accountIds: withBlocked.accountIds,
      pageSize: 20,
    });
    expect(page.rows.length).toBeGreaterThan(0);
    for (const t of page.rows) expect(withBlocked.accountIds).toContain(t.accountId);
    const plain = groups.find((g) => !g.accountIds.includes(blocked.id))!;
    const direct = await portfolio.groupTransactions({
      credential: creds.amelia,
      clientId: AMELIA,
      code: plain.code,
      accountIds: plain.accountIds,
      pageSize: 10,
    });
    expect(direct.rows).toHaveLength(10);
    await expect(
      portfolio.groupTransactions({ credential: creds.amelia, clientId: AMELIA, code: 'NOPE', accountIds: [] }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('reads profit analysis per account and a monthly TWRR series ending on the closing value', async () => {
    const ids = [named('Stocks and Shares ISA').id, named('US Dollar Account').id];
    const range = { from: addYears(today(), -1), to: today() };
    const rows = await portfolio.profitAnalysis({
      credential: creds.amelia,
      accountIds: ids,
      currency: 'GBP',
      grouping: 'account',
      ...range,
    });
    expect(rows.map((r) => r.accountId)).toEqual(ids);
    for (const r of rows)
      expect(r).toMatchObject({ currency: 'GBP', noData: false, twrrAnnualised: true, twrr: expect.any(Number) });
    const all = first(
      await portfolio.profitAnalysis({ credential: creds.amelia, accountIds: ids, currency: 'GBP', ...range }),
    );
    const series = first(
      await portfolio.twrrSeries({
        credential: creds.amelia,
        accountIds: ids,
        currency: 'GBP',
        frequency: 'monthly',
        ...range,
      }),
    );
    expect(series.points.length).toBeGreaterThanOrEqual(12);
    expect(last(series.points)).toMatchObject({ date: all.to, value: decimalToNumber(all.closingValue) });
  });

  it('reads benchmarks, with levels over a range', async () => {
    const list = await portfolio.benchmarks({ credential: creds.amelia });
    expect(list.length).toBeGreaterThan(0);
    const one = first(
      await portfolio.benchmarks({
        credential: creds.amelia,
        ids: [first(list).id],
        from: addYears(today(), -1),
        to: today(),
      }),
    );
    expect(one.points.length).toBeGreaterThanOrEqual(12);
    expect(last(one.points).date).toBe(today());
  });

  it('reads target links and the linked target sets, weights adding up to 100', async () => {
    const links = await portfolio.targetLinks({ credential: creds.amelia, accountIds: accounts.map((a) => a.id) });
    expect(links.length).toBeGreaterThan(0);
    const sets = await portfolio.targetSetAllocations({
      credential: creds.amelia,
      targetSetIds: links.map((l) => l.targetSetId),
    });
    for (const s of sets) expect(s.securities.reduce((sum, x) => sum + x.weight, 0)).toBeCloseTo(100, 6);
  });

  it("reads the target sets linked to one account with their descriptions; none for an account without instructions; refuses lena's", async () => {
    const links = await portfolio.targetLinks({ credential: creds.amelia, accountIds: accounts.map((a) => a.id) });
    const linked = accounts.find((a) => links.some((l) => l.accountId === a.id))!;
    const sets = await portfolio.accountTargetSets({ credential: creds.amelia, accountId: linked.id });
    expect(sets).toEqual(
      links
        .filter((l) => l.accountId === linked.id)
        .map((l) => ({ targetSetId: l.targetSetId, description: expect.stringMatching(/model/) })),
    );
    const unlinked = accounts.find((a) => !links.some((l) => l.accountId === a.id))!;
    expect(await portfolio.accountTargetSets({ credential: creds.amelia, accountId: unlinked.id })).toEqual([]);
    const lenaAccount = first(
      await portfolio.portfolioAccounts({
        credential: creds.lena,
        portfolioIds: (await portfolio.clientPortfolios({ credential: creds.lena, clientId: 10012 })).map((p) => p.id),
      }),
    );
    await expect(
      portfolio.accountTargetSets({ credential: creds.amelia, accountId: lenaAccount.id }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });

  it("reads lena's BPAY and bank details; amelia may not read lena's", async () => {
    const lena = 10012;
    const info = await portfolio.paymentInformation({ credential: creds.lena, clientId: lena });
    expect(info).toHaveLength(1);
    expect(first(info).bpays[0]).toMatchObject({ billerCode: expect.any(String), reference: expect.any(String) });
    expect(first(info).bankAccounts[0]).toMatchObject({ bsb: expect.any(String), accountNumber: expect.any(String) });
    await expect(portfolio.paymentInformation({ credential: creds.amelia, clientId: lena })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('PortfolioHttpAdapter batching and paging on a stub platform', () => {
  let stub: StubPlatform;
  let handler: StubHandler;
  let portfolio: PortfolioHttpAdapter;
  let log: ReturnType<typeof listeningLog>;
  const cred = { token: 'tok-1' };
  beforeAll(async () => {
    stub = await startStubPlatform((req) => handler(req));
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    log = listeningLog();
    portfolio = createPortfolioHttpAdapter({ baseUrl: stub.baseUrl }, log);
  });

  const txn = (accountid: number, i: number, type = 'buy') => ({
    transaction_id: accountid * 10_000 + i,
    accountid,
    transaction_type: type,
    trade_date: { _type: 'Date', _val: '2026-01-02' },
    gross_amount: { _type: 'Currency', _val: { code: 'GBP', value: '10.00' } },
    bookmark: `b${i}`,
  });
  const account = (accountid: number, portfolioid: number) => ({
    accountid,
    name: `Account ${accountid}`,
    portfolioid,
    portfolio_name: 'P',
    service_type: 'Managed',
    plan_currency: 'GBP',
    blocked: false,
  });

  it('reads 120 portfolios in chunks of 50 batch items, posted side by side, each answer taken by its name', async () => {
    // Answered in reverse order: the rows still go to the portfolio each answer names.
    handler = (req) =>
      batchReply(
        req,
        (item) => ({ body: [account(Number(item.name.split(':')[1]) * 10, Number(item.name.split(':')[1]))] }),
        (items) => [...items].reverse(),
      );
    const accounts = await portfolio.portfolioAccounts({
      credential: cred,
      portfolioIds: Array.from({ length: 120 }, (_, i) => i + 1),
    });
    expect(stub.requests.map((r) => sentItems(r).length)).toEqual([50, 50, 20]);
    expect(first(stub.requests).url).toBe('/resourceful?goal=portfolio-accounts');
    expect(first(stub.requests).headers.cookie).toBe('XPLANID=tok-1');
    expect(sentItems(first(stub.requests))[0]).toEqual({
      name: 'portfolio:1',
      method: 'GET',
      url: '/resourceful/portfolio/portfolio/1/account',
      omit_results_on_success: false,
    });
    expect(accounts.map((a) => [a.portfolioId, a.id])).toEqual(
      Array.from({ length: 120 }, (_, i) => [i + 1, (i + 1) * 10]),
    );
  });

  it('drops, and logs, accounts of a portfolio it did not ask for, and target links of an account it did not ask for', async () => {
    handler = (req) =>
      batchReply(req, (item) =>
        item.name === 'portfolio:7'
          ? { body: [account(70, 7), account(80, 8)] }
          : {
              body: [
                { targetset_id: 3, accountid: 70 },
                { targetset_id: 4, accountid: 99 },
              ],
            },
      );
    expect((await portfolio.portfolioAccounts({ credential: cred, portfolioIds: [7] })).map((a) => a.id)).toEqual([70]);
    expect((await portfolio.targetLinks({ credential: cred, accountIds: [70] })).map((l) => l.targetSetId)).toEqual([
      3,
    ]);
    expect(log.lines).toEqual([
      expect.stringMatching(/^warn .*portfolio-accounts: portfolio 7: 1 of 2 rows dropped, for 8/),
      expect.stringMatching(/^warn .*target-links: account 70: 1 of 2 rows dropped, for 99/),
    ]);
  });

  it('asks for flows with every parameter in the item body, pages on only the accounts whose page was full, and keeps external flows signed', async () => {
    handler = (req) =>
      batchReply(req, (item) => {
        const id = Number(item.name.split(':')[1]);
        const second = item.body?.page_bookmark !== undefined;
        return {
          body:
            id === 1 && !second
              ? Array.from({ length: FLOW_PAGE_SIZE }, (_, i) => txn(1, i, i === 0 ? 'withdrawal' : 'buy'))
              : [txn(id, 5000, 'contribution')],
        };
      });
    const flows = await portfolio.externalFlows({
      credential: cred,
      accountIds: [1, 2],
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(stub.requests).toHaveLength(2);
    const params = {
      start_date: '2026-01-01',
      stop_date: '2026-02-01',
      sort_type: 2,
      page_size: FLOW_PAGE_SIZE,
      transaction_type: ['contribution', 'withdrawal', 'transfer_in', 'transfer_out'],
    };
    expect(sentItems(first(stub.requests))).toEqual(
      [1, 2].map((id) => ({
        name: `account:${id}`,
        method: 'GET',
        url: `/resourceful/portfolio/account/${id}/transaction`,
        body: params,
        omit_results_on_success: false,
      })),
    );
    expect(sentItems(itemAt(stub.requests, 1))).toEqual([
      {
        name: 'account:1',
        method: 'GET',
        url: '/resourceful/portfolio/account/1/transaction',
        body: { ...params, page_bookmark: `b${FLOW_PAGE_SIZE - 1}` },
        omit_results_on_success: false,
      },
    ]);
    expect(flows.map((f) => [f.accountId, f.type, formatDecimal(f.amount)])).toEqual([
      [1, 'withdrawal', '-10.00'],
      [1, 'contribution', '10.00'],
      [2, 'contribution', '10.00'],
    ]);
  });

  it("never widens flows: another account's rows are dropped, and a bookmark not read ends the paging without counting a page twice", async () => {
    // A platform that reads neither the account nor page_bookmark: every account's answer is the same full page of accounts 1 and 99.
    const page = Array.from({ length: FLOW_PAGE_SIZE }, (_, i) => txn(i % 2 ? 99 : 1, i, 'contribution'));
    handler = (req) => batchReply(req, () => ({ body: page }));
    const flows = await portfolio.externalFlows({
      credential: cred,
      accountIds: [1],
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(stub.requests).toHaveLength(2);
    expect(flows).toHaveLength(FLOW_PAGE_SIZE / 2);
    expect(new Set(flows.map((f) => f.accountId))).toEqual(new Set([1]));
    expect(log.lines.filter((l) => l.includes('rows dropped'))).toHaveLength(2);
  });

  it('reads FX with the dates in the item body, by currency name, keeping only rates within the range', async () => {
    handler = (req) =>
      batchReply(req, (item) =>
        item.name === 'XYZ'
          ? { code: 404, body: { api_message: 'FX rate XYZ/GBP' } }
          : {
              body: {
                last_price: 0.79,
                price_date: { _type: 'Date', _val: '2026-01-02' },
                prev_close_price: 0.78,
                prev_close_date: { _type: 'Date', _val: '2026-01-01' },
                history: ['2025-12-31', '2026-01-01', '2026-01-02'].map((d) => ({
                  date: { _type: 'Date', _val: d },
                  rate: 0.78,
                })),
              },
            },
      );
    const rates = await portfolio.fxRates({
      credential: cred,
      currency: 'GBP',
      currencies: ['USD', 'XYZ', 'GBP'],
      from: '2026-01-01',
      to: '2026-01-02',
    });
    expect(sentItems(first(stub.requests))).toEqual([
      {
        name: 'USD',
        method: 'GET',
        url: '/resourceful/portfolio/security/USDGBP/FX',
        body: { start_date: '2026-01-01', date: '2026-01-02' },
        omit_results_on_success: false,
      },
      {
        name: 'XYZ',
        method: 'GET',
        url: '/resourceful/portfolio/security/XYZGBP/FX',
        body: { start_date: '2026-01-01', date: '2026-01-02' },
        omit_results_on_success: false,
      },
    ]);
    expect(rates).toEqual([
      { currency: 'USD', date: '2026-01-01', rate: 0.78 },
      { currency: 'USD', date: '2026-01-02', rate: 0.78 },
    ]);
    const quotes = await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['XYZ', 'USD'] });
    expect(sentItems(itemAt(stub.requests, 1)).map((i) => i.body)).toEqual([undefined, undefined]);
    expect(quotes).toEqual([
      { currency: 'USD', lastPrice: 0.79, priceDate: '2026-01-02', prevClosePrice: 0.78, prevCloseDate: '2026-01-01' },
    ]);
  });

  it('reads the daily values of a selection with plain reads side by side, not a batch: their totals cannot show whose accounts they add up', async () => {
    handler = (req) =>
      req.url.includes('/detail')
        ? {
            status: 200,
            body: [
              {
                key: 'all',
                no_data: false,
                start_date: { _type: 'Date', _val: '2026-01-01' },
                end_date: { _type: 'Date', _val: '2026-01-02' },
                market_value_from: { _type: 'Currency', _val: { code: 'GBP', value: '100.00' } },
                market_value_to: { _type: 'Currency', _val: { code: 'GBP', value: '110.00' } },
                twrr_period: 0.1,
                irr_period: null,
              },
            ],
          }
        : {
            status: 200,
            body: {
              series: [
                { key: 'all', dateValues: [{ date: { _type: 'Date', _val: '2026-01-02' }, value: 110, cashflow: 0 }] },
              ],
            },
          };
    const perf = await portfolio.dailyPerformance({
      credential: cred,
      accountIds: [3, 4],
      currency: 'GBP',
      from: '2026-01-01',
      to: '2026-01-02',
      feesAndTaxes: 0,
    });
    expect(stub.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    const query = (extra: Record<string, QueryValue>) =>
      encodeQuery({
        accountid: [3, 4],
        start_date: '2026-01-01',
        end_date: '2026-01-02',
        report_currency: 'GBP',
        fees_and_taxes: 0,
        ...extra,
      });
    expect(stub.requests.map((r) => r.url).sort()).toEqual(
      [
        `/resourceful/portfolio/profit_analysis/detail?${query({ grouping: 'all' })}`,
        `/resourceful/portfolio/profit_analysis/time_series_twrr?${query({ fees_and_taxes: 1, frequency: 'daily', grouping: 'all' })}`,
        `/resourceful/portfolio/profit_analysis/time_series_twrr?${query({ frequency: 'daily', grouping: 'all' })}`,
      ].sort(),
    );
    expect(perf).toMatchObject({
      currency: 'GBP',
      openingValue: decimal(100),
      closingValue: decimal(110),
      days: [{ date: '2026-01-02', value: decimal(110), flow: ZERO, charges: ZERO }],
    });
  });

  it("drops a group's transaction rows of an account not among the group's accounts in the client's view", async () => {
    handler = () => ({
      status: 200,
      body: [txn(3, 1, 'contribution'), txn(77, 2, 'contribution'), txn(4, 3, 'withdrawal')],
    });
    const page = await portfolio.groupTransactions({
      credential: cred,
      clientId: 9,
      code: 'OFF',
      accountIds: [3, 4],
      pageSize: 50,
    });
    expect(page.rows.map((r) => r.accountId)).toEqual([3, 4]);
  });

  it("falls back from a group's 404 to the same page over its accounts", async () => {
    handler = (req) =>
      req.url.includes('/group/')
        ? { status: 404, body: { error_code: 'not_found', api_message: 'Resource Not Found', user_message: null } }
        : { status: 200, body: [txn(3, 1, 'contribution')] };
    const page = await portfolio.groupTransactions({
      credential: cred,
      clientId: 9,
      code: 'OFF',
      accountIds: [3, 4],
      pageSize: 50,
      bookmark: 'b9',
    });
    expect(stub.requests.map((r) => r.url)).toEqual([
      `/resourceful/portfolio/group/account/code/OFF/transaction?${encodeQuery({ entityid: 9, page_size: 50, page_bookmark: 'b9' })}`,
      `/resourceful/portfolio/transaction?${encodeQuery({ accountid: [3, 4], page_size: 50, page_bookmark: 'b9' })}`,
    ]);
    expect(page).toMatchObject({
      rows: [{ id: 30001, type: 'contribution', grossAmount: decimal(10), currency: 'GBP' }],
      nextBookmark: null,
    });
  });

  it('sends the recorded accounts batch and takes its failed request for a platform error (testing/fixtures/batch-item-failure.json)', async () => {
    const recorded = JSON.parse(
      readFileSync(join(__dirname, 'testing', 'fixtures', 'batch-item-failure.json'), 'utf8'),
    );
    handler = () => ({ status: 200, body: recorded.response });
    const error = await portfolio
      .portfolioAccounts({ credential: cred, portfolioIds: [100011, 100021] })
      .catch((e: unknown) => e);
    expect(first(stub.requests).url).toBe(`/resourceful?goal=${recorded.goal}`);
    expect(first(stub.requests).body).toEqual(recorded.request);
    expect(error).toMatchObject({
      code: 'forbidden',
      status: 403,
      userMessage: 'You do not have access to this portfolio.',
    });
  });

  it('turns a failed batch item into its platform error, and skips a 404 FX pair', async () => {
    handler = (req) =>
      batchReply(req, () => ({
        code: 403,
        body: { error_code: null, api_message: 'Permission Error: not yours', user_message: null },
      }));
    await expect(portfolio.portfolioAccounts({ credential: cred, portfolioIds: [7] })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });

    handler = (req) =>
      batchReply(req, () => ({
        code: 404,
        body: { error_code: 'not_found', api_message: 'FX rate USD/GBP', user_message: null },
      }));
    expect(
      await portfolio.fxRates({
        credential: cred,
        currency: 'GBP',
        currencies: ['USD'],
        from: '2026-01-01',
        to: '2026-01-02',
      }),
    ).toEqual([]);
    expect(await portfolio.fxQuotes({ credential: cred, currency: 'GBP', currencies: ['USD'] })).toEqual([]);
  });
});
