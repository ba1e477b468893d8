import { proxy } from 'valtio';
import { api } from '../../../lib/api-client';
import type { PaymentInformation } from '../../../lib/contract';
import { failureText, type TabStatus } from './tab-load';
import { onClientStateReset } from '../../../lib/client-state';

/** Not given by the spec: what the warning panel says could not be loaded. */
export const PAYMENTS_SECTION = 'The payment information';

function initialState() {
  return {
    status: 'idle' as TabStatus,
    error: '',
    account: undefined as number | undefined,
    data: null as PaymentInformation | null,
  };
}

/** The Payment information tab (spec 2 §2), for the selected account. */
export const paymentsStore = proxy(initialState());

let seq = 0;

export function resetPayments(): void {
  seq++;
  Object.assign(paymentsStore, initialState());
}
onClientStateReset(resetPayments);

async function fetchPayments(account: number | undefined): Promise<void> {
  const mine = ++seq;
  Object.assign(paymentsStore, { status: 'loading', error: '', account, data: null });
  try {
    const search = account === undefined ? '' : `?account=${account}`;
    const data = await api.get<PaymentInformation>(`/analysis/payment-information${search}`, { silent: true });
    if (mine !== seq) return;
    Object.assign(paymentsStore, { status: 'ready', data });
  } catch (e) {
    if (mine !== seq) return;
    Object.assign(paymentsStore, { status: 'failed', error: failureText(PAYMENTS_SECTION, e) });
  }
}

/** Reads the account's BPAY entries and bank accounts; the same account again is kept. */
export async function loadPayments(account: number | undefined): Promise<void> {
  const s = paymentsStore;
  if (s.status !== 'idle' && s.account === account && (s.status === 'ready' || s.status === 'loading')) return;
  await fetchPayments(account);
}

export async function retryPayments(): Promise<void> {
  await fetchPayments(paymentsStore.account);
}
