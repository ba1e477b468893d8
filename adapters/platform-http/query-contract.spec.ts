import { createAssetsHttpAdapter } from './assets-http.adapter';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { createPortfolioHttpAdapter } from './portfolio-http.adapter';
import { startStubPlatform, type StubPlatform, type StubRequest } from './testing/stub-platform';

/**
 * The query strings the adapters send, exactly (adapters/PLATFORM-API.md "Query strings"): lists numbered
 * (`accountid.0=…`), booleans 1/0, the bookmark as the platform gave it; and the account-scoped lists keep
 * only the rows of the accounts asked for, should the platform ignore accountid.
 */

/** A bookmark holding every character that URL encoding would change. */
const BOOKMARK = 'Q2=+/x==';

describe('the adapters on the wire: query strings and scoped rows', () => {
  let stub: StubPlatform;
  let answer: (req: StubRequest) => unknown;
  const warnings: string[] = [];
  const log = { warn: (m: string) => warnings.push(m), log: () => undefined };
  const credential = { token: 't' };
  beforeAll(async () => {
    stub = await startStubPlatform((req) => ({ status: 200, body: answer(req) }));
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    warnings.length = 0;
    answer = () => [];
  });
  const urls = () => stub.requests.map((r) => r.url);
  const money = (value: string) => ({ _type: 'Currency', _val: { code: 'GBP', value } });
  const txn = (id: number, accountid: number, bookmark: string) => ({
    transaction_id: id,
    accountid,
    trade_date: { _type: 'Date', _val: '2026-01-02' },
    gross_amount: money('10'),
    bookmark,
  });

  it('client list: the bookmark goes back exactly as given', async () => {
    await createPlatformHttpAdapter({ baseUrl: stub.baseUrl }).listClients(credential, {
      quicksearch: 'ann smith',
      pageSize: 20,
      pageSort: 'entity_name',
      pageBookmark: BOOKMARK,
    });
    expect(urls()).toEqual([
      `/resourceful/entity/client-v3/?quicksearch=ann%20smith&page_size=20&page_sort=entity_name&page_bookmark=${BOOKMARK}`,
    ]);
  });

  it('positions: accountid as a numbered list; a row of an account not asked for is dropped and logged', async () => {
    answer = () => [
      { position_id: 'a', accountid: 3, value: money('1') },
      { position_id: 'b', accountid: 99, value: money('2') },
      { position_id: 'c', accountid: 4, value: money('3') },
    ];
    const rows = await createPortfolioHttpAdapter({ baseUrl: stub.baseUrl }, log).positions({
      credential,
      accountIds: [3, 4],
      date: '2026-01-31',
      pricingType: 'close',
      currency: 'GBP',
      aggregation: 'account',
    });
    expect(urls()).toEqual([
      '/resourceful/portfolio/position?accountid.0=3&accountid.1=4&date=2026-01-31&pricing_type=close&currency=GBP&aggregation=account',
    ]);
    expect(rows.map((p) => p.positionId)).toEqual(['a', 'c']);
    expect(warnings).toEqual([
      expect.stringMatching(/portfolio\/position: 1 of 3 rows dropped, for 99, not among those asked \(3, 4\)/),
    ]);
  });

  it('transactions: accountid numbered, the bookmark as given both ways, and only the accounts asked for', async () => {
    answer = () => [txn(1, 3, 'b1'), txn(2, 77, 'b2'), txn(3, 4, BOOKMARK)];
    const portfolio = createPortfolioHttpAdapter({ baseUrl: stub.baseUrl }, log);
    const page = await portfolio.transactions({
      credential,
      accountIds: [3, 4],
      from: '2026-01-01',
      to: '2026-01-31',
      sortType: 7,
      pageSize: 3,
      bookmark: 'a+b/c=',
    });
    expect(urls()).toEqual([
      '/resourceful/portfolio/transaction?accountid.0=3&accountid.1=4&start_date=2026-01-01&stop_date=2026-01-31&sort_type=7&page_size=3&page_bookmark=a+b/c=',
    ]);
    expect(page.rows.map((t) => t.id)).toEqual([1, 3]);
    // The next page is after the platform's last row, whatever was dropped: the bookmark exactly as it came.
    expect(page.nextBookmark).toBe(BOOKMARK);
    expect(warnings).toEqual([expect.stringMatching(/portfolio\/transaction: 1 of 3 rows dropped, for 77/)]);
    await portfolio.transactions({ credential, accountIds: [3], pageSize: 3, bookmark: page.nextBookmark! });
    expect(urls()[1]).toBe(`/resourceful/portfolio/transaction?accountid.0=3&page_size=3&page_bookmark=${BOOKMARK}`);
  });

  it('transactions: a bookmark that does not move on ends the paging (a platform not reading it)', async () => {
    answer = () => [txn(1, 3, 'same'), txn(2, 3, 'same')];
    const page = await createPortfolioHttpAdapter({ baseUrl: stub.baseUrl }, log).transactions({
      credential,
      accountIds: [3],
      pageSize: 2,
      bookmark: 'same',
    });
    expect(page.nextBookmark).toBeNull();
  });

  it('benchmarks and feature access: numbered lists', async () => {
    await createPortfolioHttpAdapter({ baseUrl: stub.baseUrl }).benchmarks({
      credential,
      ids: [5, 6],
      from: '2025-01-01',
      to: '2026-01-01',
    });
    answer = () => ({});
    await createPlatformHttpAdapter({ baseUrl: stub.baseUrl }).getFeatureAccess(credential, ['multi_currency']);
    expect(urls()).toEqual([
      '/resourceful/portfolio/benchmark?benchmarkid.0=5&benchmarkid.1=6&start_date=2025-01-01&end_date=2026-01-01',
      '/resourceful/session/feature_access?feature_names.0=multi_currency',
    ]);
  });

  it("asset lists: the entity list's page number, 1 then 2, and nothing else", async () => {
    const row = (index: number) => ({ index, desc: `Asset ${index}` });
    answer = (req) => (req.url.includes('page=2') ? [] : Array.from({ length: 50 }, (_, i) => row(i + 1)));
    await createAssetsHttpAdapter({ baseUrl: stub.baseUrl })
      .assets({ credential, memberId: 7, kind: 'investment' })
      .catch(() => undefined); // the owner lookups that follow are not this test's
    expect(urls().slice(0, 2)).toEqual([
      '/resourceful/entity/client/7/asset?page=1',
      '/resourceful/entity/client/7/asset?page=2',
    ]);
  });
});
