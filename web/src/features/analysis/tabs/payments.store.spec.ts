import { itemAt } from '../../../../../domain/shared/present';
import { errorReply, fakeApi } from '../../../testing/api-fake';
import { loadPayments, paymentsStore, resetPayments, retryPayments } from './payments.store';
import { payments } from './testing/account-reads-fixtures';

describe('payment information store', () => {
  beforeEach(() => resetPayments());

  it("reads the account's payment details once per account", async () => {
    const calls = fakeApi(() => ({ body: payments() }));
    await loadPayments(10012101);
    await loadPayments(10012101);
    expect(calls).toHaveLength(1);
    expect(itemAt(calls, 0).path).toBe('/analysis/payment-information');
    expect(itemAt(calls, 0).query.get('account')).toBe('10012101');
    expect(paymentsStore.data?.bpay[0]?.billerCode).toBe('254078');
  });

  it('reads every account without one', async () => {
    const calls = fakeApi(() => ({ body: payments() }));
    await loadPayments(undefined);
    expect(itemAt(calls, 0).query.has('account')).toBe(false);
    expect(paymentsStore.status).toBe('ready');
  });

  it('fails into the warning panel text and retries', async () => {
    fakeApi(() => errorReply(502, 'platform_error', 'Bad gateway'));
    await loadPayments(10012101);
    expect(paymentsStore.error).toBe('The payment information could not be loaded. Please try again.');
    fakeApi(() => ({ body: payments() }));
    await retryPayments();
    expect(paymentsStore.status).toBe('ready');
  });
});
