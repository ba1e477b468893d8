import { proxy } from 'valtio';
import { cleanErrorText } from '../../../../domain/errors/clean-error-text';
import { SOMETHING_WENT_WRONG } from '../../../../domain/errors/error-toast';
import type { MfaMethod } from '../../../../domain/auth/login-status';
import { api, ApiError } from '../../lib/api-client';
import type { VerificationDetails } from '../../lib/contract';
import { onClientStateReset } from '../../lib/client-state';

/** spec 1 §8 gives no text for a failed load of the enrolment details ('a problem-loading-your-details message'). */
export const DETAILS_LOAD_FAILED = 'There was a problem loading your details. Please try again later.';

export type VerificationMethod = Extract<MfaMethod, 'sms' | 'email'>;

/**
 * The steps of the additional verification page (spec 1 §2.5, §4.6): loading, failed, choose a
 * method, validate the code sent to it, a wrong code, and success.
 */
export type VerificationStep = 'loading' | 'failed' | 'choose' | 'validate' | 'wrongCode' | 'success';

function initialState() {
  return {
    step: 'loading' as VerificationStep,
    details: null as VerificationDetails | null,
    /** The radio choice; Save and Cancel need it to differ from the current method. */
    selected: null as string | null,
    /** The method a code was sent to. */
    pendingMethod: null as VerificationMethod | null,
    code: '',
    busy: false,
    /** The error of the load, the method change or the code, shown on the page. */
    error: null as string | null,
  };
}

export const verificationStore = proxy(initialState());

function messageOf(e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.status !== 0) return cleanErrorText(e.message) || fallback;
  return fallback;
}

export function resetVerification(): void {
  Object.assign(verificationStore, initialState());
}
onClientStateReset(resetVerification);

/** Requests the enrolment details; the page shows a spinner until they load or fail. */
export async function loadVerification(): Promise<void> {
  resetVerification();
  try {
    const details = await api.get<VerificationDetails>('/account/verification', { silent: true });
    Object.assign(verificationStore, { details, selected: details.current, step: 'choose' });
  } catch (e) {
    Object.assign(verificationStore, { step: 'failed', error: messageOf(e, DETAILS_LOAD_FAILED) });
  }
}

/** spec 1 §2.5: with one or no alternative method there is nothing to choose. */
export function hasAlternatives(details: Pick<VerificationDetails, 'methods'> | null): boolean {
  return (details?.methods.length ?? 0) > 1;
}

/** spec 1 §2.5: Save and Cancel stay disabled until the choice differs from the current method. */
export function choiceChanged(state: { selected: string | null; details: VerificationDetails | null }): boolean {
  return state.selected !== null && state.selected !== (state.details?.current ?? null);
}

export function selectMethod(method: string): void {
  verificationStore.selected = method;
  verificationStore.error = null;
}

export function cancelSelection(): void {
  Object.assign(verificationStore, {
    selected: verificationStore.details?.current ?? null,
    error: null,
    step: 'choose',
    code: '',
    pendingMethod: null,
  });
}

async function sendCode(method: VerificationMethod): Promise<void> {
  verificationStore.busy = true;
  verificationStore.error = null;
  try {
    await api.put('/account/verification/method', { method }, { silent: true });
    Object.assign(verificationStore, { pendingMethod: method, code: '', step: 'validate' });
  } catch (e) {
    // spec 1 §4.6: an invalid number (or address) shows the server's message.
    verificationStore.error = messageOf(e, SOMETHING_WENT_WRONG);
  } finally {
    verificationStore.busy = false;
  }
}

/** Save: a code is sent to the chosen method. */
export async function saveMethod(): Promise<void> {
  const { selected } = verificationStore;
  if (!choiceChanged(verificationStore) || (selected !== 'sms' && selected !== 'email')) return;
  await sendCode(selected);
}

/** 'Request new code' after a wrong code: the method is chosen again and a new code sent. */
export async function requestNewCode(): Promise<void> {
  const method = verificationStore.pendingMethod;
  if (method) await sendCode(method);
}

export function setVerificationCode(code: string): void {
  verificationStore.code = code;
}

/** 'Authenticate and continue': success, or the wrong-code panel with 'Request new code'. */
export async function submitVerificationCode(): Promise<void> {
  const code = verificationStore.code.trim();
  if (!code || verificationStore.busy) return;
  verificationStore.busy = true;
  verificationStore.error = null;
  try {
    await api.post('/account/verification/code', { code }, { silent: true });
    const details = verificationStore.details;
    if (details && verificationStore.pendingMethod) details.current = verificationStore.pendingMethod;
    Object.assign(verificationStore, { step: 'success', code: '' });
  } catch (e) {
    Object.assign(verificationStore, { step: 'wrongCode', code: '', error: messageOf(e, SOMETHING_WENT_WRONG) });
  } finally {
    verificationStore.busy = false;
  }
}
