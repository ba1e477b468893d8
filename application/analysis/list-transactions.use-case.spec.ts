import { exactAmounts, TRANSACTION_AMOUNTS, type Loose } from '../shared/testing/exact-amounts';
import { SiteAccessLevel } from '../../domain/access/access-level';
import { mapSiteConfiguration } from '../../domain/config/site-config';
import { PortfolioPort, type Transaction, type TransactionPage } from '../ports/portfolio.port';
import type { AnalysisScope, AnalysisScopeLoader, ScopedAccount } from './analysis-scope';
import {
  BLOCKED_ACCOUNTS_PAGE_SIZE,
  ListTransactionsUseCase,
  NEWEST_FIRST,
  NO_TRANSACTIONS,
  VISIBLE_ACCOUNTS_PAGE_SIZE,
} from './list-transactions.use-case';
import { splitActor } from '../session/testing/test-actor';
import { itemAt } from '../../domain/shared/present';

const credential = { token: 't' };
const account = (id: number, blocked: boolean): ScopedAccount =>
  ({
    id,
    name: `Account ${id}`,
    portfolioId: 1,
    portfolioName: 'P',
    planCurrency: 'GBP',
    blocked,
    inceptionDate: '2020-01-01',
    activeDate: '2020-01-01',
    isLinked: false,
  }) as ScopedAccount;
const scopeOf = (accounts: ScopedAccount[], accountVisibility = true): AnalysisScope => ({
  clientId: 5,
  currency: 'GBP',
  portfolios: [{ id: 1, name: 'P', isLinked: false, rank: 0 } as AnalysisScope['portfolios'][number]],
  accounts,
  groups: [{ code: 'ISA', name: 'ISAs', reportCurrency: 'GBP', accountIds: accounts.map((a) => a.id) }],
  config: mapSiteConfiguration({}),
  settings: {},
  clientAnalysis: false,
  accountVisibility,
  capabilities: [],
});
const tx = (over: Partial<Loose<Transaction>>): Transaction =>
  exactAmounts<Transaction>(
    {
      id: 1,
      accountId: 1,
      type: 'buy',
      typeDescription: 'Buy',
      tradeDate: '2025-03-01',
      settlementDate: '2025-03-03',
      securityId: 9,
      securityDescription: 'Fund',
      code: 'F',
      units: 10,
      pricePerUnit: 2,
      nativeCurrency: 'GBP',
      grossAmount: 20,
      netAmount: 19,
      fee: 1,
      tax: 0,
      currency: 'GBP',
      comment: null,
      ...over,
    },
    TRANSACTION_AMOUNTS,
  );

function useCase(
  accounts: ScopedAccount[],
  page: TransactionPage = { rows: [], nextBookmark: null },
  accountVisibility = true,
) {
  const transactions = jest.fn(async () => page);
  const groupTransactions = jest.fn(async () => page);
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    transactions,
    groupTransactions,
  });
  const loader = { load: async () => scopeOf(accounts, accountVisibility) } as unknown as AnalysisScopeLoader;
  return { run: new ListTransactionsUseCase(port, loader), transactions, groupTransactions };
}
const input = { clientId: 5, siteAccessLevel: SiteAccessLevel.Portfolio, today: '2026-06-30', range: 'inception' };

describe('ListTransactionsUseCase', () => {
  it('asks for 50 newest first when no selected account is blocked, 200 when one is (spec 2 §9)', async () => {
    const visible = useCase([account(1, false), account(2, false)]);
    const a = await visible.run.execute(...splitActor(input, { credential }));
    expect(a.ok && a.value.pageSize).toBe(VISIBLE_ACCOUNTS_PAGE_SIZE);
    expect(visible.transactions).toHaveBeenCalledWith(
      expect.objectContaining({ accountIds: [1, 2], pageSize: 50, sortType: NEWEST_FIRST, bookmark: null }),
    );

    const blocked = useCase([account(1, false), account(2, true)]);
    const b = await blocked.run.execute(...splitActor({ ...input, bookmark: 'abc' }, { credential }));
    expect(b.ok && b.value.pageSize).toBe(BLOCKED_ACCOUNTS_PAGE_SIZE);
    expect(blocked.transactions).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 200, bookmark: 'abc' }));
    // Narrowed to the visible account alone, back to 50.
    const c = await blocked.run.execute(...splitActor({ ...input, filter: { account: 1 } }, { credential }));
    expect(c.ok && c.value.pageSize).toBe(50);
  });

  it('asks for 200 on the visibility-off path, when the account-visibility toggle is off (spec 2 §6, §9)', async () => {
    const off = useCase([account(1, false)], undefined, false);
    const r = await off.run.execute(...splitActor(input, { credential }));
    expect(r.ok && r.value.pageSize).toBe(BLOCKED_ACCOUNTS_PAGE_SIZE);
    expect(off.transactions).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 200 }));
  });

  it('reads a group through groupTransactions', async () => {
    const u = useCase([account(1, false)]);
    await u.run.execute(...splitActor({ ...input, filter: { group: 'ISA' } }, { credential }));
    expect(u.groupTransactions).toHaveBeenCalledWith(
      expect.objectContaining({ clientId: 5, code: 'ISA', accountIds: [1] }),
    );
    expect(u.transactions).not.toHaveBeenCalled();
  });

  it('maps rows: no units or price for income, value after fees and taxes by the rule, paging flags', async () => {
    const u = useCase([account(1, false)], {
      rows: [
        tx({ id: 3, type: 'income', typeDescription: 'Dividend', grossAmount: 100, fee: 2, tax: 10 }),
        tx({ id: 2, typeDescription: 'Sale', netAmount: 18 }),
        tx({ id: 1 }),
      ],
      nextBookmark: 'next',
    });
    const r = await u.run.execute(...splitActor(input, { credential }));
    if (!r.ok) throw new Error('expected ok');
    expect(r.value).toMatchObject({ nextBookmark: 'next', hasMorePages: true, empty: null });
    expect(r.value.rows[0]).toMatchObject({
      id: 3,
      type: 'income',
      units: null,
      pricePerUnit: null,
      valueAfterFeesAndTaxes: 88,
      accountName: 'Account 1',
      security: 'Fund',
    });
    expect(r.value.rows[1]).toMatchObject({ type: 'other', units: 10, pricePerUnit: 2, valueAfterFeesAndTaxes: 18 });
    expect(itemAt(r.value.rows, 2).valueAfterFeesAndTaxes).toBe(20);
  });

  it("answers a pence-priced share's price in pence with its currency, so units × price ÷ 100 is the gross in pounds", async () => {
    const sale = tx({
      id: 4,
      typeDescription: 'Sell',
      units: 10493.9315,
      pricePerUnit: 21.5341,
      nativeCurrency: 'GBX',
      grossAmount: 2259.77,
      netAmount: 2257.51,
    });
    const r = await useCase([account(1, false)], { rows: [sale, tx({ id: 5 })], nextBookmark: null }).run.execute(
      ...splitActor(input, { credential }),
    );
    if (!r.ok) throw new Error('expected ok');
    expect(r.value.rows[0]).toMatchObject({
      pricePerUnit: 21.5341,
      priceCurrency: 'GBX',
      currency: 'GBP',
      grossAmount: 2259.77,
    });
    expect(Math.abs((10493.9315 * 21.5341) / 100 - 2259.77)).toBeLessThan(0.01);
    expect(r.value.rows[1]).toMatchObject({ pricePerUnit: 2, priceCurrency: 'GBP' });
  });

  it("gives the spec's empty text for an empty first page", async () => {
    const r = await useCase([account(1, false)]).run.execute(...splitActor(input, { credential }));
    expect(r.ok && r.value).toEqual({
      rows: [],
      nextBookmark: null,
      hasMorePages: false,
      pageSize: 50,
      empty: NO_TRANSACTIONS,
    });
  });

  it('refuses below the Portfolio level and an unknown account', async () => {
    const u = useCase([account(1, false)]);
    const low = await u.run.execute(
      ...splitActor({ ...input, siteAccessLevel: SiteAccessLevel.Assets }, { credential }),
    );
    expect(!low.ok && low.error.code).toBe('forbidden');
    const unknown = await u.run.execute(...splitActor({ ...input, filter: { account: 99 } }, { credential }));
    expect(!unknown.ok && unknown.error.code).toBe('not_found');
    expect(u.transactions).not.toHaveBeenCalled();
  });
});
