import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTFOLIO_CHAIN_GOAL, PORTFOLIO_SLOTS } from './portfolio-chain';
import { createPortfolioHttpAdapter } from './portfolio-http.adapter';
import { batchReply, listeningLog, sentItems, type ItemReply, type SentItem } from './testing/batch-exchange';
import { startStubPlatform, type StubPlatform, type StubRequest } from './testing/stub-platform';
import { first, itemAt, present } from '../../domain/shared/present';

/**
 * The portfolios and accounts of a client (and partner) as one dependent batch, against a stub platform that
 * resolves `{result=NAME:$[i].portfolioid}` as the documentation describes: what the adapter sends must be the
 * recorded request, and what it makes of each answer is checked — a place that fails, a refused partner, a
 * place answering another portfolio's rows, more portfolios than places. No sandbox takes part.
 */
type Row = Record<string, unknown>;

const CLIENT = 10001;
const PARTNER = 10002;
const cred = { token: 'tok-1' };

const portfolioRow = (id: number, owner: number): Row => ({
  portfolioid: id,
  portfolio_name: `P${id}`,
  report_currency: 'GBP',
  entityid: owner,
  ptype: 'PT_SINGLE',
  fullName: `Owner ${owner}`,
  reasonForVisibility: 'single_owner',
  sortOrder: 1,
});
const accountRow = (id: number, portfolioId: number): Row => ({
  accountid: id,
  name: `A${id}`,
  portfolioid: portfolioId,
  portfolio_name: `P${portfolioId}`,
  service_type: 'Discretionary',
  plan_currency: 'GBP',
  blocked: false,
  inception_date: { _type: 'Date', _val: '2020-01-02' },
});
const accountsOf = (portfolioId: number): Row[] => [
  accountRow(portfolioId * 10 + 1, portfolioId),
  accountRow(portfolioId * 10 + 2, portfolioId),
];

/** What the stub platform holds: each client's portfolio list (or the status refusing it), and answers a test overrides. */
interface World {
  lists: Record<number, number[] | number>;
  /** A place's answer instead of its portfolio's accounts. */
  places?: Record<string, ItemReply>;
}

const PLACE = /^\/resourceful\/portfolio\/portfolio\/\{result=([^:}]+):\$\[(\d+)\]\.portfolioid\}\/account$/;
const PLAIN = /^\/resourceful\/portfolio\/portfolio\/(\d+)\/account$/;
const LIST = /^\/resourceful\/entity\/client\/(\d+)\/portfolio$/;

/** The platform's side: each request in order, a reference resolved against the earlier answers (a failed one 424, nothing found 400). */
function answer(world: World, req: StubRequest) {
  const done = new Map<string, { code: number; rows?: Row[] }>();
  return batchReply(req, (item: SentItem): ItemReply => {
    const reply = ((): ItemReply => {
      const list = LIST.exec(item.url);
      if (list) {
        const clientId = Number(itemAt(list, 1));
        const held = present(world.lists[clientId], `client ${clientId}'s portfolio list in the test's world`);
        return typeof held === 'number'
          ? { code: held, body: { api_message: 'Permission Error: not yours', user_message: null } }
          : { body: held.map((id) => portfolioRow(id, clientId)) };
      }
      const plain = PLAIN.exec(item.url);
      if (plain) return { body: accountsOf(Number(plain[1])) };
      const place = PLACE.exec(item.url);
      if (!place) return { code: 404, body: { api_message: 'not recorded' } };
      const earlier = done.get(itemAt(place, 1));
      if (!earlier || earlier.code !== 200)
        return { code: 424, body: { api_message: 'the request referred to failed' } };
      const portfolio = earlier.rows![Number(place[2])];
      if (!portfolio) return { code: 400, body: { api_message: 'finds nothing to use' } };
      return world.places?.[item.name] ?? { body: accountsOf(Number(portfolio.portfolioid)) };
    })();
    done.set(item.name, { code: reply.code ?? 200, rows: reply.body as Row[] });
    return reply;
  });
}

const recorded = JSON.parse(
  readFileSync(join(__dirname, 'testing', 'fixtures', 'batch-portfolio-chain.json'), 'utf8'),
) as { goal: string; request: unknown };

describe('portfoliosWithAccounts: one dependent batch', () => {
  let stub: StubPlatform;
  let world: World;
  beforeAll(async () => {
    stub = await startStubPlatform((req) =>
      req.method === 'POST' && req.url.startsWith('/resourceful?goal=')
        ? answer(world, req)
        : { status: 404, body: { api_message: 'not recorded' } },
    );
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  const read = async (partnerId: number | null = PARTNER) => {
    const log = listeningLog();
    const result = await createPortfolioHttpAdapter({ baseUrl: stub.baseUrl }, log).portfoliosWithAccounts({
      credential: cred,
      clientId: CLIENT,
      partnerId,
    });
    return {
      result,
      log,
      calls: stub.requests.map((r) => ({ url: r.url, items: sentItems(r).map((i) => [i.name, i.url]) })),
    };
  };
  const accountIds = (accounts: { id: number }[]) => accounts.map((a) => a.id).sort((a, b) => a - b);

  it('sends the recorded batch: both portfolio lists, then the accounts of each place in them by reference', async () => {
    world = { lists: { [CLIENT]: [100011, 100012, 100013], [PARTNER]: [100013, 100021] } };
    const { result, calls } = await read();
    expect(recorded.goal).toBe(PORTFOLIO_CHAIN_GOAL);
    expect(stub.requests).toHaveLength(1);
    expect(first(stub.requests).url).toBe(`/resourceful?goal=${PORTFOLIO_CHAIN_GOAL}`);
    expect(first(stub.requests).body).toEqual(recorded.request);
    expect(first(calls).items).toHaveLength(2 * (1 + PORTFOLIO_SLOTS));
    // The places beyond the lists failed (400) and are not read; the joint portfolio comes once.
    expect(result.portfolios.map((p) => p.id)).toEqual([100011, 100012, 100013]);
    expect(result.partnerPortfolios.map((p) => [p.id, p.ownerEntityId])).toEqual([
      [100013, PARTNER],
      [100021, PARTNER],
    ]);
    expect(accountIds(result.accounts)).toEqual([
      1000111, 1000112, 1000121, 1000122, 1000131, 1000132, 1000211, 1000212,
    ]);
    expect(result.accounts.find((a) => a.id === 1000211)).toMatchObject({
      portfolioId: 100021,
      inceptionDate: '2020-01-02',
      name: 'A1000211',
    });
  });

  it('reads again, in a plain batch, only the portfolio whose place failed in the middle of the batch', async () => {
    world = {
      lists: { [CLIENT]: [100011, 100012, 100013], [PARTNER]: [100021] },
      places: {
        'portfolios:1': {
          code: 500,
          text: '<html>Internal Server Error</html>',
          headers: { 'Content-Type': 'text/html' },
        },
      },
    };
    const { result, log, calls } = await read();
    expect(calls.map((c) => c.url)).toEqual([
      `/resourceful?goal=${PORTFOLIO_CHAIN_GOAL}`,
      '/resourceful?goal=portfolio-accounts',
    ]);
    expect(itemAt(calls, 1).items).toEqual([['portfolio:100012', '/resourceful/portfolio/portfolio/100012/account']]);
    expect(accountIds(result.accounts)).toEqual([
      1000111, 1000112, 1000121, 1000122, 1000131, 1000132, 1000211, 1000212,
    ]);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^warn request -: batch client-portfolios item portfolios:1 answered 500 for portfolio 100012: its accounts are read again on their own$/,
      ),
    ]);
  });

  it("shows none of a partner's portfolios the platform refuses, and does not read their places", async () => {
    world = { lists: { [CLIENT]: [100011], [PARTNER]: 403 } };
    const { result, log, calls } = await read();
    expect(calls).toHaveLength(1);
    expect(result.partnerPortfolios).toEqual([]);
    expect(accountIds(result.accounts)).toEqual([1000111, 1000112]);
    expect(log.lines).toEqual([]);
  });

  it("fails with the client's own list's error when the platform refuses it", async () => {
    world = { lists: { [CLIENT]: 403, [PARTNER]: [100021] } };
    await expect(read()).rejects.toMatchObject({ code: 'forbidden', status: 403 });
    expect(stub.requests).toHaveLength(1);
  });

  it('never keeps a row of another portfolio than the place names: it is dropped, logged, and the portfolio read again', async () => {
    world = {
      lists: { [CLIENT]: [100011, 100012] },
      places: { 'portfolios:0': { body: [accountRow(1000111, 100011), accountRow(9999901, 999999)] } },
    };
    const { result, log, calls } = await read(null);
    expect(first(calls).items).toHaveLength(1 + PORTFOLIO_SLOTS);
    expect(itemAt(calls, 1).items).toEqual([['portfolio:100011', '/resourceful/portfolio/portfolio/100011/account']]);
    expect(accountIds(result.accounts)).toEqual([1000111, 1000112, 1000121, 1000122]);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^warn request -: client-portfolios: portfolio 100011: 1 of 2 rows dropped, for 999999, not among those asked \(100011\)$/,
      ),
    ]);
  });

  it('reads the accounts of portfolios beyond the places in a second round trip, those only', async () => {
    const many = Array.from({ length: PORTFOLIO_SLOTS + 2 }, (_, i) => 200001 + i);
    world = { lists: { [CLIENT]: many } };
    const { result, calls } = await read(null);
    expect(calls.map((c) => c.items.length)).toEqual([1 + PORTFOLIO_SLOTS, 2]);
    expect(itemAt(calls, 1).items.map(([name]) => name)).toEqual([
      `portfolio:${many[PORTFOLIO_SLOTS]}`,
      `portfolio:${many[PORTFOLIO_SLOTS + 1]}`,
    ]);
    expect(new Set(result.accounts.map((a) => a.portfolioId))).toEqual(new Set(many));
  });
});
