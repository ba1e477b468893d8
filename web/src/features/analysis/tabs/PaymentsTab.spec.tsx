import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  BANK_TRANSFER_NOTE,
  BPAY_NOTE,
  NO_PAYMENT_METHOD,
  PAYMENT_INFORMATION_HEADING,
} from '../../../../../domain/analysis/payment-information';
import { errorReply, fakeApi } from '../../../testing/api-fake';
import { PaymentsTab } from './PaymentsTab';
import { resetPayments } from './payments.store';
import { noPayments, payments } from './testing/account-reads-fixtures';

const fields = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((t) => [t.textContent, t.nextElementSibling?.textContent]),
  );

describe('PaymentsTab', () => {
  beforeEach(() => resetPayments());

  it('shows the heading, the BPAY entry, the bank account and the notes', async () => {
    fakeApi(() => ({ body: payments() }));
    render(<PaymentsTab query={{ account: 10012101 }} />);
    expect(screen.getByRole('status').textContent).toContain('Loading payment information');
    expect(await screen.findByRole('heading', { level: 2, name: PAYMENT_INFORMATION_HEADING })).toBeTruthy();
    expect(fields(screen.getByRole('region', { name: 'BPAY 254078' }))).toEqual({
      'Biller code': '254078',
      'Reference number': '4000123457',
    });
    expect(fields(screen.getByRole('region', { name: 'Bank transfer Commonwealth Bank of Australia' }))).toEqual({
      Bank: 'Commonwealth Bank of Australia',
      'Account name': 'Walsh Super Fund Contributions',
      BSB: '062-000',
      'Account number': '10456789',
    });
    expect(screen.getByText(BPAY_NOTE)).toBeTruthy();
    expect(screen.getByText(BANK_TRANSFER_NOTE)).toBeTruthy();
  });

  it("shows 'No payment method available yet.' when nothing is listed", async () => {
    fakeApi(() => ({ body: noPayments() }));
    render(<PaymentsTab query={{ account: 10001101 }} />);
    expect(await screen.findByText(NO_PAYMENT_METHOD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: PAYMENT_INFORMATION_HEADING })).toBeTruthy();
    expect(screen.queryByText(BPAY_NOTE)).toBeNull();
  });

  it('shows a warning panel on failure and retries', async () => {
    let fail = true;
    fakeApi(() => (fail ? errorReply(500, 'internal', 'Something went wrong') : { body: payments() }));
    render(<PaymentsTab query={{ account: 10012101 }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The payment information could not be loaded.');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText('254078')).toBeTruthy();
  });
});
