import { portfoliosWithVisibleAccounts, visibleAccounts } from './data-filters';

const accounts = [
  { accountid: 'a1', portfolioid: 'p1', service_type: 'Managed', hasTransactions: true },
  { accountid: 'a2', portfolioid: 'p1', service_type: 'not managed', hasTransactions: true },
  { accountid: 'a3', portfolioid: 'p2', service_type: null, hasTransactions: false },
  { accountid: 'a4', portfolioid: 'p3', service_type: 'Not managed', hasTransactions: false },
];
const ids = (xs: { accountid: string }[]) => xs.map((a) => a.accountid);

describe('data filters (spec 2 §5)', () => {
  it("hides 'Not managed' accounts and accounts without transactions", () => {
    expect(ids(visibleAccounts(accounts, { clientAnalysis: false }))).toEqual(['a1']);
  });

  it('keeps accounts without transactions when client analysis is on', () => {
    expect(ids(visibleAccounts(accounts, { clientAnalysis: true }))).toEqual(['a1', 'a3']);
  });

  it('keeps them too when no account has any transaction', () => {
    const none = accounts.map((a) => ({ ...a, hasTransactions: false }));
    expect(ids(visibleAccounts(none, { clientAnalysis: false }))).toEqual(['a1', 'a3']);
  });

  it('restricts to an account filter', () => {
    expect(ids(visibleAccounts(accounts, { clientAnalysis: true, accountIds: ['a3', 'a2'] }))).toEqual(['a3']);
    expect(ids(visibleAccounts(accounts, { clientAnalysis: true, accountIds: [] }))).toEqual([]);
  });

  it('drops portfolios without visible accounts', () => {
    const portfolios = [{ portfolioid: 'p1' }, { portfolioid: 'p2' }, { portfolioid: 'p3' }];
    expect(portfoliosWithVisibleAccounts(portfolios, visibleAccounts(accounts, { clientAnalysis: false }))).toEqual([
      { portfolioid: 'p1' },
    ]);
  });
});
