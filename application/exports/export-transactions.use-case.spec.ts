import { SiteAccessLevel } from '../../domain/access/access-level';
import { mapSiteConfiguration } from '../../domain/config/site-config';
import { csvLine, type CsvCell } from '../../domain/export/csv';
import { HIDE_FEES_SETTING, HIDE_TAXES_SETTING } from '../../domain/analysis/transactions-tab';
import { PortfolioPort, type Transaction, type TransactionPage } from '../ports/portfolio.port';
import { exactAmounts, TRANSACTION_AMOUNTS, type Loose } from '../shared/testing/exact-amounts';
import type { AnalysisScope, AnalysisScopeLoader, ScopedAccount } from '../analysis/analysis-scope';
import { EXPORT_TRANSACTION_PAGE_SIZE, ExportTransactionsUseCase } from './export-transactions.use-case';
import { splitActor } from '../session/testing/test-actor';
import { first } from '../../domain/shared/present';

const credential = { token: 't' };
const account = (id: number): ScopedAccount =>
  ({
    id,
    name: `Account ${id}`,
    portfolioId: 1,
    portfolioName: 'P',
    planCurrency: 'GBP',
    blocked: false,
    inceptionDate: '2020-01-01',
    activeDate: '2020-01-01',
    isLinked: false,
  }) as ScopedAccount;
const scope = (settings: Record<string, unknown> = {}): AnalysisScope => ({
  clientId: 5,
  currency: 'GBP',
  portfolios: [{ id: 1, name: 'P', isLinked: false, rank: 0 } as AnalysisScope['portfolios'][number]],
  accounts: [account(1), account(2)],
  groups: [],
  config: mapSiteConfiguration({}),
  settings,
  clientAnalysis: false,
  accountVisibility: true,
  capabilities: [],
});
const tx = (over: Partial<Loose<Transaction>>): Transaction =>
  exactAmounts<Transaction>(
    {
      id: 1,
      accountId: 1,
      type: 'buy',
      typeDescription: 'Purchase',
      tradeDate: '2025-03-01',
      settlementDate: '2025-03-03',
      securityId: 9,
      securityDescription: 'Fund',
      code: 'F',
      units: 10,
      pricePerUnit: 2.5,
      nativeCurrency: 'GBP',
      grossAmount: 25,
      netAmount: 26.5,
      fee: 1.5,
      tax: 0,
      currency: 'GBP',
      comment: null,
      ...over,
    },
    TRANSACTION_AMOUNTS,
  );
const input = { clientId: 5, siteAccessLevel: SiteAccessLevel.Portfolio, today: '2026-06-30', range: 'inception' };

function setUp(pages: TransactionPage[], settings: Record<string, unknown> = {}) {
  const asked: (string | null | undefined)[] = [];
  const transactions = jest.fn(async (q: { bookmark?: string | null }) => {
    asked.push(q.bookmark);
    return pages[asked.length - 1];
  });
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, { transactions });
  const loader = { load: async () => scope(settings) } as unknown as AnalysisScopeLoader;
  return {
    run: () => new ExportTransactionsUseCase(port, loader).execute(...splitActor(input, { credential })),
    transactions,
    asked,
  };
}

async function linesOf(lines: AsyncIterable<readonly CsvCell[]>): Promise<string[]> {
  const out: string[] = [];
  for await (const l of lines) out.push(csvLine(l).trimEnd());
  return out;
}

describe('ExportTransactionsUseCase', () => {
  it("reads the first page before answering, then each next page only as the lines are written, the platform's most a page", async () => {
    const s = setUp([
      { rows: [tx({ id: 3 }), tx({ id: 2, accountId: 2 })], nextBookmark: 'b1' },
      { rows: [tx({ id: 1 })], nextBookmark: null },
    ]);
    const r = await s.run();
    if (!r.ok) throw new Error(r.error.message);
    expect(s.asked).toEqual([null]);
    expect(s.transactions).toHaveBeenCalledWith(
      expect.objectContaining({ accountIds: [1, 2], pageSize: EXPORT_TRANSACTION_PAGE_SIZE, sortType: 7 }),
    );
    const lines = await linesOf(r.value.lines);
    expect(s.asked).toEqual([null, 'b1']);
    expect(lines.map((l) => l.split(',')[0])).toEqual(['3', '2', '1']);
    expect(lines[0]).toBe(
      '3,1,Account 1,2025-03-01,2025-03-03,Purchase,Fund,F,10,2.5000,GBP,GBP,25.00,26.50,1.50,0.00,25.00,',
    );
  });

  it('gives a pence-priced share its price in pence with GBX beside it, so units × price is the gross in pounds ÷ 100', async () => {
    const s = setUp([
      {
        rows: [
          tx({
            id: 5,
            nativeCurrency: 'GBX',
            units: 10493.93,
            pricePerUnit: '21.5341',
            grossAmount: 2259.77,
            netAmount: 2259.77,
            fee: 0,
          }),
        ],
        nextBookmark: null,
      },
    ]);
    const r = await s.run();
    if (!r.ok) throw new Error(r.error.message);
    const line = first(await linesOf(r.value.lines));
    const cells = line.split(',');
    const at = (column: string) => cells[r.value.columns.indexOf(column)];
    expect([at('Price per unit'), at('Price currency'), at('Currency'), at('Gross amount')]).toEqual([
      '21.5341',
      'GBX',
      'GBP',
      '2259.77',
    ]);
    expect(
      Math.abs((Number(at('Units')) * Number(at('Price per unit'))) / 100 - Number(at('Gross amount'))),
    ).toBeLessThan(0.01);
  });

  it('leaves out a row of an account outside the selection, and a column the site hides for every transaction; empties one hidden for income', async () => {
    const s = setUp(
      [
        {
          rows: [
            tx({ id: 9, accountId: 77 }),
            tx({ id: 4, type: 'income', typeDescription: 'Dividend', grossAmount: 10, fee: 1, tax: 2 }),
          ],
          nextBookmark: null,
        },
      ],
      { [HIDE_FEES_SETTING]: 'Hide For All Transactions', [HIDE_TAXES_SETTING]: 'Hide For Income Transactions Only' },
    );
    const r = await s.run();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.columns).not.toContain('Fee');
    expect(r.value.columns).toContain('Tax');
    const lines = await linesOf(r.value.lines);
    expect(lines).toEqual(['4,1,Account 1,2025-03-01,2025-03-03,Dividend,Fund,F,,,,GBP,10.00,26.50,,7.00,']);
  });
});
