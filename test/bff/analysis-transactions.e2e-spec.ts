import {
  BLOCKED_ACCOUNTS_PAGE_SIZE,
  VISIBLE_ACCOUNTS_PAGE_SIZE,
} from '../../application/analysis/list-transactions.use-case';
import { Browser, chooseClient, clientIdFromList, signedIn, startPortal } from '../support/portal-harness';
import { expectRefusedBelowPortfolio } from '../support/refusals';
import { itemAt, last } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/analysis/transactions';
const JOINT_PORTFOLIO = 100013;
const GROUP_CODES = ['ISA', 'PEN', 'GIA', 'OFF', 'TRU', 'SUP'];

interface Row {
  id: number;
  accountId: number;
  accountName: string;
  type: 'income' | 'other';
  typeDescription: string;
  tradeDate: string;
  units: number | null;
  pricePerUnit: number | null;
  grossAmount: number;
  netAmount: number;
  fee: number;
  tax: number;
  valueAfterFeesAndTaxes: number | null;
}
interface Page {
  rows: Row[];
  nextBookmark: string | null;
  hasMorePages: boolean;
  pageSize: number;
  empty: string | null;
}

/** The Transactions tab's data (spec 2 §2, §3, §4, §5, §9), and who may read it. */
describe('GET /api/analysis/transactions', () => {
  let portal: Portal;
  let amelia: Browser;
  let all: Row[];
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    all = await everyPage(amelia, { range: 'inception' });
  });
  afterAll(() => portal.close());

  /** Every page by bookmark; each page newest first, each continuing where the last stopped. */
  async function everyPage(b: Browser, query: Record<string, string | number>): Promise<Row[]> {
    const rows: Row[] = [];
    let bookmark: string | null = null;
    for (let i = 0; i < 500; i++) {
      const page = (
        await b
          .get(PATH)
          .query(bookmark ? { ...query, bookmark } : query)
          .expect(200)
      ).body as Page;
      expect(page.rows.length).toBeLessThanOrEqual(page.pageSize);
      for (let k = 1; k < page.rows.length; k++)
        expect(itemAt(page.rows, k - 1).tradeDate >= itemAt(page.rows, k).tradeDate).toBe(true);
      if (rows.length && page.rows.length) expect(last(rows).tradeDate >= itemAt(page.rows, 0).tradeDate).toBe(true);
      rows.push(...page.rows);
      expect(page.hasMorePages).toBe(page.nextBookmark !== null);
      if (!page.hasMorePages) return rows;
      bookmark = page.nextBookmark;
    }
    throw new Error('too many pages');
  }

  it('gives amelia a first full page since inception, newest first, and pages by bookmark without repeats', async () => {
    const first = (await amelia.get(PATH).query({ range: 'inception' }).expect(200)).body as Page;
    // amelia's accounts include a blocked one, so the whole selection takes the visibility-off size (spec 2 §9).
    expect(first.pageSize).toBe(BLOCKED_ACCOUNTS_PAGE_SIZE);
    expect(first.rows).toHaveLength(first.pageSize);
    expect(first.hasMorePages).toBe(true);
    expect(first.empty).toBeNull();
    expect(typeof first.nextBookmark).toBe('string');
    // The platform's own opaque bookmark, passed on as it gave it: a base64 text's characters, '/', '+' and '=' included.
    expect(first.nextBookmark).toMatch(/^[A-Za-z0-9+/=_-]+$/);
    expect(first.nextBookmark).not.toMatch(/https?:|token|password|\.\./i);
    expect(all.slice(0, first.pageSize).map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(all.length).toBeGreaterThan(first.pageSize);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(all[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        accountId: expect.any(Number),
        accountName: expect.any(String),
        tradeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
  });

  it("totals the count of amelia's transactions in range: the sum of each account's own", async () => {
    const accounts = [...new Set(all.map((r) => r.accountId))];
    expect(accounts.length).toBeGreaterThan(1);
    let total = 0;
    const sizes = new Set<number>();
    for (const account of accounts) {
      sizes.add(((await amelia.get(PATH).query({ range: 'inception', account }).expect(200)).body as Page).pageSize);
      const rows = await everyPage(amelia, { range: 'inception', account });
      // An account filter keeps only that account.
      expect(rows.every((r) => r.accountId === account)).toBe(true);
      expect(rows.map((r) => r.id).sort()).toEqual(
        all
          .filter((r) => r.accountId === account)
          .map((r) => r.id)
          .sort(),
      );
      total += rows.length;
    }
    expect(total).toBe(all.length);
    // A visible account alone pages by 50, her blocked one by 200.
    expect([...sizes].sort()).toEqual([BLOCKED_ACCOUNTS_PAGE_SIZE, VISIBLE_ACCOUNTS_PAGE_SIZE].sort());
  });

  it('shows no units or price for income, and the value after fees and taxes by the rule', () => {
    const income = all.filter((r) => r.type === 'income');
    expect(income.length).toBeGreaterThan(0);
    for (const r of income) {
      expect(r.units).toBeNull();
      expect(r.pricePerUnit).toBeNull();
      expect(r.valueAfterFeesAndTaxes).toBeCloseTo(r.grossAmount - r.fee - r.tax, 6);
    }
    for (const r of all.filter((x) => x.type === 'other')) {
      const sale = /^(sale|sell)/i.test(r.typeDescription.trim());
      expect(r.valueAfterFeesAndTaxes).toBe(sale ? r.netAmount : r.grossAmount);
    }
    expect(all.some((r) => r.type === 'other' && r.units !== null)).toBe(true);
  });

  it("narrows to a group's accounts", async () => {
    const mine = new Set(all.map((r) => r.accountId));
    let found = 0;
    for (const group of GROUP_CODES) {
      const res = await amelia.get(PATH).query({ range: 'inception', group });
      if (res.status === 404) continue;
      expect(res.status).toBe(200);
      const page = res.body as Page;
      expect(page.rows.every((r) => mine.has(r.accountId))).toBe(true);
      for (let k = 1; k < page.rows.length; k++)
        expect(itemAt(page.rows, k - 1).tradeDate >= itemAt(page.rows, k).tradeDate).toBe(true);
      if (page.rows.length) found++;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('refuses an unknown account (404), a malformed bookmark or two filters (400)', async () => {
    await amelia.get(PATH).query({ account: 999999 }).expect(404);
    await amelia.get(PATH).query({ bookmark: '../etc/passwd' }).expect(400);
    await amelia
      .get(PATH)
      .query({ bookmark: 'x'.repeat(201) })
      .expect(400);
    await amelia.get(PATH).query({ bookmark: 'not-a-bookmark' }).expect(400);
    await amelia.get(PATH).query({ account: 1, portfolio: JOINT_PORTFOLIO }).expect(400);
  });

  it("gives ben the joint portfolio's transactions, the same as amelia's", async () => {
    const ben = await signedIn(portal.server, 'ben');
    const q = { range: 'inception', portfolio: JOINT_PORTFOLIO };
    const b = (await ben.get(PATH).query(q).expect(200)).body as Page;
    const a = (await amelia.get(PATH).query(q).expect(200)).body as Page;
    expect(b.rows.length).toBeGreaterThan(0);
    expect(b.rows.map((r) => r.id)).toEqual(a.rows.map((r) => r.id));
  });

  it('refuses clients below Portfolio, anyone signed out and an adviser without a client in context', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get(PATH));
  });

  it("needs a client in context for an adviser, and gives the adviser amelia's transactions", async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await adviser.get(PATH).expect(403);
    const id = await clientIdFromList(adviser, 'Amelia');
    await chooseClient(adviser, id);
    const page = (await adviser.get(PATH).query({ range: 'inception' }).expect(200)).body as Page;
    expect(page.rows.map((r) => r.id)).toEqual(all.slice(0, page.pageSize).map((r) => r.id));
  });
});
