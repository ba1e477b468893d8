import { proxy } from 'valtio';
import { api } from '../../../lib/api-client';
import type { InvestmentInstructions } from '../../../lib/contract';
import { failureText, type TabStatus } from './tab-load';
import { onClientStateReset } from '../../../lib/client-state';

/** Not given by the spec: what the warning panel says could not be loaded. */
export const INSTRUCTIONS_SECTION = 'The investment instructions';

function initialState() {
  return {
    status: 'idle' as TabStatus,
    error: '',
    account: null as number | null,
    data: null as InvestmentInstructions | null,
  };
}

/** The Investment instructions tab of one account (spec 2 §2). */
export const instructionsStore = proxy(initialState());

let seq = 0;

export function resetInstructions(): void {
  seq++;
  Object.assign(instructionsStore, initialState());
}
onClientStateReset(resetInstructions);

async function fetchInstructions(account: number): Promise<void> {
  const mine = ++seq;
  Object.assign(instructionsStore, { status: 'loading', error: '', account, data: null });
  try {
    const data = await api.get<InvestmentInstructions>(`/analysis/investment-instructions?account=${account}`, {
      silent: true,
    });
    if (mine !== seq) return;
    Object.assign(instructionsStore, { status: 'ready', data });
  } catch (e) {
    if (mine !== seq) return;
    Object.assign(instructionsStore, { status: 'failed', error: failureText(INSTRUCTIONS_SECTION, e) });
  }
}

/** The tab is for a single account: without one there is nothing to read (the empty text shows). */
export async function loadInstructions(account: number | undefined): Promise<void> {
  const s = instructionsStore;
  if (account === undefined) {
    resetInstructions();
    instructionsStore.status = 'ready';
    return;
  }
  if (s.account === account && (s.status === 'ready' || s.status === 'loading')) return;
  await fetchInstructions(account);
}

export async function retryInstructions(): Promise<void> {
  if (instructionsStore.account !== null) await fetchInstructions(instructionsStore.account);
}
