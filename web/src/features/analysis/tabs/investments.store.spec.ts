import { itemAt } from '../../../../../domain/shared/present';
import { errorReply, fakeApi, type ApiCall } from '../../../testing/api-fake';
import {
  accountKey,
  collapseAll,
  expandAll,
  investmentsStore,
  loadInvestments,
  positionKey,
  resetInvestments,
  retryInvestments,
  setCurrencyView,
  sortBy,
  sortedPositions,
  toggleAccountConversion,
  toggleRow,
} from './investments.store';
import { account, investments, position } from './testing/investments-fixtures';

const withFund = () =>
  investments({
    accounts: [
      account(1, 'ISA', {
        positions: [
          position('1-f', 'Fund', { subPositions: [position('1-f-a', 'B'), position('1-f-b', 'A')] }),
          position('1-x', 'Other'),
        ],
      }),
      account(2, 'SIPP'),
    ],
  });

describe('investments store (spec 2 §4)', () => {
  let calls: ApiCall[];
  beforeEach(() => {
    resetInvestments();
    calls = fakeApi(() => ({ body: withFund() }));
  });

  it('reads the selection in the preferred currency and starts collapsed in user-toggle mode', async () => {
    await loadInvestments({ account: 1, range: '1y' });
    expect(itemAt(calls, 0).path).toBe('/analysis/investments');
    expect(Object.fromEntries(itemAt(calls, 0).query)).toEqual({ account: '1', range: '1y', currency: 'preferred' });
    expect(investmentsStore.status).toBe('ready');
    expect(investmentsStore.expandMode).toBe('user-toggle');
    expect(investmentsStore.expanded).toEqual({});
  });

  it('opens every account when the setting says expand-all-primary, and a row click returns to user-toggle', async () => {
    fakeApi(() => ({ body: { ...withFund(), expandMode: 'expand-all-primary' } }));
    await loadInvestments({});
    expect(investmentsStore.expandMode).toBe('expand-all-primary');
    expect(investmentsStore.expanded).toEqual({ [accountKey(1)]: true, [accountKey(2)]: true });
    toggleRow(accountKey(2));
    expect(investmentsStore.expandMode).toBe('user-toggle');
    expect(investmentsStore.expanded[accountKey(2)]).toBe(false);
    expect(investmentsStore.expanded[accountKey(1)]).toBe(true);
  });

  it('Expand all opens every account and fund, Collapse all closes them', async () => {
    await loadInvestments({});
    expandAll();
    expect(investmentsStore.expanded).toEqual({
      [accountKey(1)]: true,
      [positionKey('1-f')]: true,
      [accountKey(2)]: true,
    });
    collapseAll();
    expect(investmentsStore.expanded).toEqual({});
  });

  it('does not read the same query twice, and reads again (collapsed afresh) for a new one', async () => {
    await loadInvestments({ range: '1y' });
    toggleRow(accountKey(1));
    await loadInvestments({ range: '1y' });
    expect(calls).toHaveLength(1);
    await loadInvestments({ range: '3y' });
    expect(calls).toHaveLength(2);
    expect(itemAt(calls, 1).query.get('range')).toBe('3y');
    expect(investmentsStore.expanded).toEqual({});
  });

  it('sorts by name ascending by default; a new column ascending, the same again descending', async () => {
    await loadInvestments({});
    const isa = itemAt(investmentsStore.data!.accounts, 0);
    expect(sortedPositions(isa, investmentsStore.sort).map((p) => p.name)).toEqual(['Fund', 'Other']);
    expect(itemAt(sortedPositions(isa, investmentsStore.sort), 0).subPositions.map((p) => p.name)).toEqual(['A', 'B']);
    sortBy('name');
    expect(investmentsStore.sort).toEqual({ key: 'name', direction: 'desc' });
    expect(sortedPositions(isa, investmentsStore.sort).map((p) => p.name)).toEqual(['Other', 'Fund']);
    sortBy('marketValue');
    expect(investmentsStore.sort).toEqual({ key: 'marketValue', direction: 'asc' });
    sortBy('marketValue');
    expect(investmentsStore.sort).toEqual({ key: 'marketValue', direction: 'desc' });
  });

  it('switches the currency view and converts one account, clearing the override with the view', async () => {
    await loadInvestments({ portfolio: 100011 });
    await toggleAccountConversion(2);
    expect(Object.fromEntries(itemAt(calls, 1).query)).toEqual({
      portfolio: '100011',
      currency: 'preferred',
      convert: '2',
    });
    await toggleAccountConversion(1);
    expect(itemAt(calls, 2).query.get('convert')).toBe('2,1');
    await toggleAccountConversion(2);
    expect(itemAt(calls, 3).query.get('convert')).toBe('1');
    await setCurrencyView('original');
    expect(Object.fromEntries(itemAt(calls, 4).query)).toEqual({ portfolio: '100011', currency: 'original' });
    expect(investmentsStore.convert).toEqual([]);
    await setCurrencyView('original');
    expect(calls).toHaveLength(5);
  });

  it('keeps the open rows when the currency changes', async () => {
    await loadInvestments({});
    toggleRow(accountKey(1));
    await setCurrencyView('original');
    expect(investmentsStore.expanded[accountKey(1)]).toBe(true);
  });

  it('fails into the warning panel text and recovers on retry', async () => {
    fakeApi(() => errorReply(503, 'platform_unavailable', 'The platform is not available'));
    await loadInvestments({});
    expect(investmentsStore.status).toBe('failed');
    expect(investmentsStore.error).toBe('Your investments could not be loaded. Please try again.');
    fakeApi(() => errorReply(404, 'not_found', 'No data available for this selection'));
    await retryInvestments();
    expect(investmentsStore.error).toBe('Your investments could not be loaded. No data available for this selection');
    fakeApi(() => ({ body: withFund() }));
    await retryInvestments();
    expect(investmentsStore.status).toBe('ready');
  });

  it('ignores an answer that arrives after a newer query', async () => {
    let release: (v: unknown) => void = () => undefined;
    fakeApi((call) =>
      call.query.get('range') === '1y'
        ? new Promise((r) => (release = () => r({ body: investments({ accounts: [] }) })))
        : { body: withFund() },
    );
    const slow = loadInvestments({ range: '1y' });
    await loadInvestments({ range: '2y' });
    release(undefined);
    await slow;
    expect(investmentsStore.data!.accounts).toHaveLength(2);
  });
});
