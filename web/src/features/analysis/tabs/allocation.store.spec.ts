import { itemAt } from '../../../../../domain/shared/present';
import { errorReply, fakeApi } from '../../../testing/api-fake';
import {
  allocationStore,
  loadAllocation,
  resetAllocation,
  retryAllocation,
  toggleGroup,
  togglePanel,
} from './allocation.store';
import { allocation, oneSection } from './testing/allocation-fixtures';

describe('allocation store', () => {
  beforeEach(() => resetAllocation());

  it('reads the selection and range once per query', async () => {
    const calls = fakeApi(() => ({ body: allocation() }));
    await loadAllocation({ account: 10001101, range: '3y' });
    await loadAllocation({ account: 10001101, range: '3y' });
    expect(calls).toHaveLength(1);
    expect(itemAt(calls, 0).path).toBe('/analysis/allocation');
    expect(itemAt(calls, 0).query.get('account')).toBe('10001101');
    expect(itemAt(calls, 0).query.get('range')).toBe('3y');
    await loadAllocation({ range: '1y' });
    expect(calls).toHaveLength(2);
  });

  it('starts every panel collapsed when more than one type shows, and toggles them', async () => {
    fakeApi(() => ({ body: allocation() }));
    await loadAllocation({});
    expect(allocationStore.open).toEqual({ assetClass: false, sector: false, region: false });
    togglePanel('sector');
    expect(allocationStore.open.sector).toBe(true);
    toggleGroup('sector', 'Equities');
    expect(allocationStore.expanded).toEqual({ 'sector:Equities': true });
  });

  it('opens the only panel when one type shows', async () => {
    fakeApi(() => ({ body: oneSection() }));
    await loadAllocation({});
    expect(allocationStore.open).toEqual({ sector: true });
  });

  it('fails into the warning panel text and retries', async () => {
    fakeApi(() => errorReply(502, 'platform_error', 'Bad gateway'));
    await loadAllocation({});
    expect(allocationStore.status).toBe('failed');
    expect(allocationStore.error).toBe('Your allocation could not be loaded. Please try again.');
    fakeApi(() => ({ body: allocation() }));
    await retryAllocation();
    expect(allocationStore.status).toBe('ready');
  });

  it('takes a selection refused for having no data as an empty tab', async () => {
    fakeApi(() => errorReply(404, 'not_found', 'No data available for this selection'));
    await loadAllocation({ group: 'none' });
    expect(allocationStore.status).toBe('ready');
    expect(allocationStore.data?.empty).toBe('No data available for this selection');
  });
});
