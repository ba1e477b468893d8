import { proxy } from 'valtio';
import {
  CODE_GENERATION_FAILURE_TEXT,
  DECLINE_FAILURE_TEXT,
  SIGN_FAILURE_TEXT,
} from '../../../../../domain/signing/signing-texts';
import { ApiError } from '../../../lib/api-client';
import type { Signatories, SigningItem, SigningList } from '../../../lib/contract';
import { refreshInbox } from '../../../lib/inbox.store';
import { refreshFolderCounts } from '../messages.store';
import { signingApi } from './signing-api';
import { onClientStateReset } from '../../../lib/client-state';

export type SigningStep = Signatories['step'];
type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** spec 3 §8 "Signing": the texts of a failed completion, decline or code request. */
export const SIGNING_FAILURE_TEXTS = {
  sign: SIGN_FAILURE_TEXT,
  decline: DECLINE_FAILURE_TEXT,
  code: CODE_GENERATION_FAILURE_TEXT,
} as const;

function initialState() {
  return {
    list: null as SigningList | null,
    listState: 'idle' as LoadState,
    selectedId: null as number | null,
    detail: null as Signatories | null,
    detailState: 'idle' as LoadState,
    step: 'selectAction' as SigningStep,
    termsHtml: null as string | null,
    termsAccepted: false,
    code: '',
    maskedPhone: null as string | null,
    /** The §8 text of the current step (mismatch, expired, too many attempts, invalid phone, failures). */
    message: null as string | null,
    offerNewCode: false,
    busy: false,
    /** Set after this user signed or declined (spec 3 §3 "hasSigned and hasDeclined"). */
    done: null as 'signed' | 'declined' | null,
  };
}

/** The digital signing journey inside the documents page (spec 3 §2 "Digital signing", §4 "Signing"). */
export const signingStore = proxy(initialState());

let detailSeq = 0;

export async function loadSigningList(): Promise<void> {
  signingStore.listState = 'loading';
  try {
    signingStore.list = await signingApi.list();
    signingStore.listState = 'ready';
  } catch {
    signingStore.listState = 'failed';
  }
}

/** Opens one request: its signatories decide where the journey starts (selectAction or invalidPhone). */
export async function selectRequest(id: number): Promise<void> {
  const seq = ++detailSeq;
  const list = signingStore.list;
  Object.assign(signingStore, initialState(), {
    list,
    listState: signingStore.listState,
    selectedId: id,
    detailState: 'loading',
  });
  try {
    const detail = await signingApi.signatories(id);
    if (seq !== detailSeq) return;
    signingStore.detail = detail;
    signingStore.step = detail.step;
    signingStore.message = detail.message;
    signingStore.maskedPhone = detail.signatories.find((s) => s.isMe)?.maskedPhone ?? null;
    signingStore.detailState = 'ready';
  } catch {
    if (seq === detailSeq) signingStore.detailState = 'failed';
  }
}

export function closeRequest(): void {
  detailSeq += 1;
  const list = signingStore.list;
  Object.assign(signingStore, initialState(), { list, listState: signingStore.listState });
}

/** spec 3 §4: Sign leads to acceptTerms (the terms are read once). */
export async function chooseSign(): Promise<void> {
  signingStore.step = 'acceptTerms';
  signingStore.message = null;
  const id = signingStore.selectedId;
  if (signingStore.termsHtml !== null || id === null) return;
  try {
    const { html } = await signingApi.terms(id);
    if (signingStore.selectedId === id) signingStore.termsHtml = html;
  } catch {
    signingStore.termsHtml = '';
  }
}

export function chooseDecline(): void {
  signingStore.step = 'declining';
  signingStore.message = null;
}

export function backToActions(): void {
  signingStore.step = 'selectAction';
  signingStore.termsAccepted = false;
  signingStore.code = '';
  signingStore.message = null;
}

/** spec 3 §4: ticking the terms box requests a code (sendCode, then enterCode); without a '+' the phone is invalid. */
export async function acceptTerms(accepted: boolean): Promise<void> {
  signingStore.termsAccepted = accepted;
  if (!accepted || signingStore.selectedId === null) return;
  await requestCode();
}

/** 'Send a new security code' clears the code and restarts at sendCode. */
export async function requestCode(): Promise<void> {
  const id = signingStore.selectedId;
  if (id === null) return;
  signingStore.code = '';
  signingStore.message = null;
  signingStore.offerNewCode = false;
  signingStore.step = 'sendCode';
  signingStore.busy = true;
  try {
    const r = await signingApi.generateCode(id);
    signingStore.step = r.step;
    signingStore.message = r.message;
    if (r.maskedPhone) signingStore.maskedPhone = r.maskedPhone;
  } catch (e) {
    // Too many codes asked for: the server says when to try again.
    signingStore.message = e instanceof ApiError && e.status === 429 ? e.message : SIGNING_FAILURE_TEXTS.code;
  } finally {
    signingStore.busy = false;
  }
}

export function setCode(code: string): void {
  signingStore.code = code;
}

/** spec 3 §5 "Others": verify needs the terms ticked and a non-empty code. */
export function canVerify(s: { termsAccepted: boolean; code: string; busy: boolean }): boolean {
  return s.termsAccepted && s.code.trim() !== '' && !s.busy;
}

function applyItem(item: SigningItem | null): void {
  const list = signingStore.list;
  if (!item || !list) return;
  const i = list.items.findIndex((x) => x.id === item.id);
  if (i >= 0) list.items[i] = item;
  if (signingStore.detail) signingStore.detail.item = item;
}

/** Submit goes to validateCode; the answer moves to the signed state, back to enterCode, or to expiredCode. */
export async function submitCode(): Promise<void> {
  const id = signingStore.selectedId;
  if (id === null || !canVerify(signingStore)) return;
  signingStore.step = 'validateCode';
  signingStore.busy = true;
  signingStore.message = null;
  try {
    const r = await signingApi.sign(id, signingStore.code.trim());
    signingStore.step = r.step;
    signingStore.message = r.message;
    signingStore.offerNewCode = r.offerNewCode;
    if (r.outcome === 'signed') {
      signingStore.done = 'signed';
      applyItem(r.item);
      if (signingStore.detail && r.signatories.length) signingStore.detail.signatories = r.signatories;
      // The badge, the panels and the folders' counts (To be signed) all change.
      void refreshInbox();
      void refreshFolderCounts();
    } else if (r.step === 'enterCode') {
      signingStore.code = '';
    }
  } catch {
    signingStore.step = 'enterCode';
    signingStore.message = SIGNING_FAILURE_TEXTS.sign;
  } finally {
    signingStore.busy = false;
  }
}

export async function confirmDecline(): Promise<void> {
  const id = signingStore.selectedId;
  if (id === null) return;
  signingStore.busy = true;
  signingStore.message = null;
  try {
    const r = await signingApi.decline(id);
    if (r.outcome === 'declined') {
      signingStore.done = 'declined';
      applyItem(r.item);
      if (signingStore.detail && r.signatories.length) signingStore.detail.signatories = r.signatories;
      // The badge, the panels and the folders' counts (To be signed) all change.
      void refreshInbox();
      void refreshFolderCounts();
    } else {
      signingStore.message = r.message ?? SIGNING_FAILURE_TEXTS.decline;
    }
  } catch {
    signingStore.message = SIGNING_FAILURE_TEXTS.decline;
  } finally {
    signingStore.busy = false;
  }
}

export function resetSigning(): void {
  detailSeq += 1;
  Object.assign(signingStore, initialState());
}
onClientStateReset(resetSigning);
