import type request from 'supertest';
import { Browser, signedIn, startPortal } from '../support/portal-harness';
import { expectRefusedBelowPortfolio } from '../support/refusals';
import { first, itemAt, present } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** The body of a download as text, whatever its content type. */
const asText = (t: request.Test) =>
  t.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
  });

/** RFC 4180 lines to cells (the test's own reader: quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

async function download(
  b: Browser,
  path: string,
): Promise<{ res: request.Response; header: string[]; rows: Record<string, string>[] }> {
  const res = await asText(b.get(path)).expect(200);
  const body = res.body as string;
  expect(body.startsWith('\uFEFF')).toBe(true);
  const csv = parseCsv(body.slice(1));
  const header = first(csv);
  const lines = csv.slice(1);
  for (const l of lines) expect(l).toHaveLength(header.length);
  return { res, header, rows: lines.map((l) => Object.fromEntries(header.map((h, i) => [h, itemAt(l, i)]))) };
}

const PLAIN_MONEY = /^-?\d+\.\d{2}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'Download CSV' of the Transactions tab, the Investments tab and the balance sheet. */
describe('CSV downloads', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  it('holds every transaction of the selection and range, every page of the tab, with ids, ISO dates and plain amounts beside their currency', async () => {
    const pages: { id: number; accountId: number; tradeDate: string; grossAmount: number; currency: string }[] = [];
    let bookmark: string | null = null;
    do {
      const page: { rows: typeof pages; nextBookmark: string | null } = (
        await amelia
          .get('/api/analysis/transactions')
          .query({ range: 'inception', ...(bookmark ? { bookmark } : {}) })
          .expect(200)
      ).body;
      pages.push(...page.rows);
      bookmark = page.nextBookmark;
    } while (bookmark);
    expect(pages.length).toBeGreaterThan(200);

    const { res, header, rows } = await download(amelia, '/api/analysis/transactions/csv?range=inception');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-[\d-]+-to-[\d-]+\.csv"/);
    expect(header).toEqual([
      'Transaction id',
      'Account id',
      'Account',
      'Trade date',
      'Settlement date',
      'Type',
      'Security',
      'Code',
      'Units',
      'Price per unit',
      'Price currency',
      'Currency',
      'Gross amount',
      'Net amount',
      'Fee',
      'Tax',
      'Value after fees and taxes',
      'Comment',
    ]);
    expect(rows.map((r) => Number(r['Transaction id']))).toEqual(pages.map((p) => p.id));
    rows.forEach((r, i) => {
      const page = itemAt(pages, i);
      expect(r['Trade date']).toMatch(ISO_DAY);
      expect(r['Trade date']).toBe(page.tradeDate);
      expect(r['Gross amount']).toMatch(PLAIN_MONEY);
      expect(Number(r['Gross amount'])).toBe(page.grossAmount);
      expect(r.Currency).toBe(page.currency);
    });
  });

  it('keeps to the selection asked for: one account, and a narrower range', async () => {
    const all = (await download(amelia, '/api/analysis/transactions/csv?range=inception')).rows;
    const account = Number(first(all)['Account id']);
    const one = (await download(amelia, `/api/analysis/transactions/csv?range=inception&account=${account}`)).rows;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => Number(r['Account id']) === account)).toBe(true);
    expect(one.length).toBe(all.filter((r) => Number(r['Account id']) === account).length);
    const year = (await download(amelia, '/api/analysis/transactions/csv?range=1y')).rows;
    expect(year.length).toBeLessThan(all.length);
  });

  it("holds the Investments tab's positions with their values as the tab shows them", async () => {
    const tab = (await amelia.get('/api/analysis/investments').query({ range: '1y' }).expect(200)).body as {
      accounts: { id: number; positions: { id: string; marketValue: number; subPositions: { id: string }[] }[] }[];
    };
    const positions = tab.accounts.flatMap((a) =>
      a.positions.flatMap((p) => [{ account: a.id, ...p }, ...p.subPositions.map((s) => ({ account: a.id, ...s }))]),
    );
    const { header, rows } = await download(amelia, '/api/analysis/investments/csv?range=1y');
    expect(header).toContain('Market value');
    expect(rows.map((r) => [Number(r['Account id']), r['Position id']])).toEqual(
      positions.map((p) => [p.account, p.id]),
    );
    const top = first(first(tab.accounts).positions);
    const line = rows.find((r) => r['Position id'] === top.id && r['Held in'] === '')!;
    expect(line['Market value']).toMatch(PLAIN_MONEY);
    expect(Number(line['Market value'])).toBe(top.marketValue);
  });

  it("holds the balance sheet's assets in the view asked for, the site's default otherwise", async () => {
    const sheet = (await amelia.get('/api/assets/balance-sheet').expect(200)).body as {
      defaultView: string;
      assets: { id: number; type: string; managed: boolean; ownedValue: { plan: number } }[];
    };
    const inView = (view: string) =>
      sheet.assets.filter((a) => view === 'everything' || (view === 'managed' ? a.managed : !a.managed));
    const everything = await download(amelia, '/api/assets/balance-sheet/csv?view=everything');
    expect(everything.rows.map((r) => Number(r['Asset id']))).toEqual(inView('everything').map((a) => a.id));
    expect(everything.rows.every((r) => PLAIN_MONEY.test(present(r['Owned value'], 'an Owned value column')))).toBe(
      true,
    );
    const byDefault = await download(amelia, '/api/assets/balance-sheet/csv');
    expect(byDefault.rows).toHaveLength(inView(sheet.defaultView).length);
    await amelia.get('/api/assets/balance-sheet/csv?view=sideways').expect(400);
  });

  it("takes the context the page shows in the query, as a link sends no headers, and refuses a stale page's link", async () => {
    const { res } = await download(amelia, '/api/analysis/investments/csv?range=1y');
    const context = res.headers['x-portal-context'] as string;
    expect(context).toBeTruthy();
    await asText(
      amelia.get(`/api/analysis/investments/csv?range=1y&portalContext=${encodeURIComponent(context)}`),
    ).expect(200);
    const stale = await amelia.get('/api/assets/balance-sheet/csv?portalContext=101%3A99999');
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('context_changed');
  });

  it('refuses who may not read the tab: signed out, below the Portfolio level, an adviser with no client in context', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get('/api/analysis/transactions/csv'));
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get('/api/analysis/investments/csv'));
    await new Browser(portal.server).get('/api/assets/balance-sheet/csv').expect(401);
  });
});
