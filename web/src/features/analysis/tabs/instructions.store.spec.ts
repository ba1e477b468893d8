import { itemAt } from '../../../../../domain/shared/present';
import { errorReply, fakeApi } from '../../../testing/api-fake';
import { instructionsStore, loadInstructions, resetInstructions, retryInstructions } from './instructions.store';
import { instructions } from './testing/account-reads-fixtures';

describe('investment instructions store', () => {
  beforeEach(() => resetInstructions());

  it("reads the account's instructions once per account", async () => {
    const calls = fakeApi(() => ({ body: instructions() }));
    await loadInstructions(10001101);
    await loadInstructions(10001101);
    expect(calls).toHaveLength(1);
    expect(itemAt(calls, 0).path).toBe('/analysis/investment-instructions');
    expect(itemAt(calls, 0).query.get('account')).toBe('10001101');
    expect(instructionsStore.data?.targetSet?.description).toBe('Balanced Growth model');
    await loadInstructions(10001104);
    expect(calls).toHaveLength(2);
  });

  it('reads nothing without an account', async () => {
    const calls = fakeApi(() => ({ body: instructions() }));
    await loadInstructions(undefined);
    expect(calls).toEqual([]);
    expect(instructionsStore.status).toBe('ready');
    expect(instructionsStore.data).toBeNull();
  });

  it('says why when refused, and retries', async () => {
    fakeApi(() =>
      errorReply(
        403,
        'forbidden',
        'Investment instructions are not available: this client does not have the modelling_by_target_sets capability.',
      ),
    );
    await loadInstructions(10012101);
    expect(instructionsStore.status).toBe('failed');
    expect(instructionsStore.error).toBe(
      'The investment instructions could not be loaded. Investment instructions are not available: this client does not have the modelling_by_target_sets capability.',
    );
    fakeApi(() => ({ body: instructions() }));
    await retryInstructions();
    expect(instructionsStore.status).toBe('ready');
  });
});
