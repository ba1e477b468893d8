import { proxy, ref } from 'valtio';
import { validateAttachments } from '../../../../domain/messages/attachment-validation';
import { MESSAGE_FAILURE } from '../../../../domain/messages/send-outcome';
import { replySubject, validateSubject } from '../../../../domain/messages/subject-validation';
import { first } from '../../../../domain/shared/present';
import { ApiError } from '../../lib/api-client';
import type { LinkableAccount, SendRefusal, SendResult } from '../../lib/contract';
import { refreshInbox } from '../../lib/inbox.store';
import { messagesApi } from './messages-api';
import { onClientStateReset } from '../../lib/client-state';

/** spec 3 §8: the text when the message itself could not be created. */

function newKey(): string {
  const c = globalThis.crypto;
  return c?.randomUUID ? c.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

function initialState() {
  return {
    replyTo: null as number | null,
    /** spec 3 §5: the related entity a reply is on behalf of (the body then says so); null for the client's own. */
    replyEntity: null as { id: number; name: string } | null,
    subject: '',
    /** spec 3 §5: the subject is checked on blur and on change; no error shows before either. */
    subjectTouched: false,
    body: '',
    /** spec 3 §5: the linked accounts ('Ref:' lines); offered only when the client may view the portfolio. */
    accountIds: [] as number[],
    linkable: [] as LinkableAccount[],
    /** spec 3 §4: send waits while linked account data is loading. */
    accountsLoading: false,
    files: [] as File[],
    /** The server's refusal of each file (same order as files), e.g. content that does not fit its name. */
    serverFileErrors: [] as (string | null)[],
    sending: false,
    result: null as SendResult | null,
    /** The failed files kept for a retry (their File objects; the answer names them). */
    failedFiles: [] as File[],
    refusal: null as string | null,
    /** One key per message: a double click or a retried request never creates two. */
    idempotencyKey: newKey(),
  };
}

/** The compose and reply views (spec 3 §4 "Reading and composing", §5, §8 "Sending"). */
export const composeStore = proxy(initialState());

export function startCompose(reply?: {
  id: number;
  subject: string;
  accountIds?: readonly number[];
  entity?: { id: number; name: string } | null;
}): void {
  Object.assign(composeStore, initialState());
  if (reply) {
    composeStore.replyTo = reply.id;
    composeStore.subject = replySubject(reply.subject);
    composeStore.replyEntity = reply.entity ?? null;
  }
  void loadLinkable(reply?.accountIds ?? []);
}

/** The client's accounts; a reply keeps those of the message it answers that are still the client's. */
async function loadLinkable(preselected: readonly number[]): Promise<void> {
  const key = composeStore.idempotencyKey;
  composeStore.accountsLoading = true;
  try {
    const answer = await messagesApi.linkableAccounts();
    if (composeStore.idempotencyKey !== key) return;
    composeStore.linkable = answer.mayLink ? answer.accounts : [];
    composeStore.accountIds = preselected.filter((id) => composeStore.linkable.some((a) => a.id === id));
  } catch {
    // Without the list no account is offered; the message can still be sent.
    if (composeStore.idempotencyKey === key) composeStore.linkable = [];
  } finally {
    if (composeStore.idempotencyKey === key) composeStore.accountsLoading = false;
  }
}

export function toggleAccount(id: number, on: boolean): void {
  const without = composeStore.accountIds.filter((a) => a !== id);
  composeStore.accountIds = on ? [...without, id] : without;
}

export function setSubject(subject: string): void {
  composeStore.subject = subject;
  composeStore.subjectTouched = true;
}

export function touchSubject(): void {
  composeStore.subjectTouched = true;
}

export function setBody(body: string): void {
  composeStore.body = body;
}

export function addFiles(files: readonly File[]): void {
  composeStore.files.push(...files.map((f) => ref(f)));
  composeStore.serverFileErrors.push(...files.map(() => null));
}

export function removeFile(index: number): void {
  composeStore.files.splice(index, 1);
  composeStore.serverFileErrors.splice(index, 1);
}

export interface ComposeCheck {
  subjectError: string | null;
  countError: string | null;
  fileErrors: (string | null)[];
  canSend: boolean;
}

/** spec 3 §4: send is disabled while the subject or any attachment is invalid, a send is in progress, or linked account data is loading. */
export function composeCheck(s: {
  subject: string;
  files: readonly { name: string; size: number }[];
  serverFileErrors?: readonly (string | null)[];
  sending: boolean;
  accountsLoading?: boolean;
}): ComposeCheck {
  const subjectError = validateSubject(s.subject);
  const files = validateAttachments(s.files);
  // The server's refusal of a file stays on its chip until the file is removed.
  const fileErrors = files.fileErrors.map((e, i) => e ?? s.serverFileErrors?.[i] ?? null);
  const valid = files.valid && fileErrors.every((e) => e === null);
  return {
    subjectError,
    countError: files.countError,
    fileErrors,
    canSend: !subjectError && valid && !s.sending && !s.accountsLoading,
  };
}

function formOf(files: readonly File[], fields: Record<string, string | readonly number[]> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const one of typeof v === 'string' ? [v] : v) form.append(k, String(one));
  for (const f of files) form.append('files', f, f.name);
  return form;
}

/** Sends (create, first-read, attachments one at a time, notify on the server); the answer says exactly what happened. */
export async function send(): Promise<SendResult | null> {
  if (!composeCheck(composeStore).canSend) {
    composeStore.subjectTouched = true;
    return null;
  }
  composeStore.sending = true;
  composeStore.refusal = null;
  const files = [...composeStore.files];
  try {
    const fields = {
      subject: composeStore.subject,
      body: composeStore.body,
      accountIds: [...composeStore.accountIds],
      ...(composeStore.replyEntity ? { entityId: String(composeStore.replyEntity.id) } : {}),
    };
    const result = await messagesApi.send(formOf(files, fields), composeStore.idempotencyKey, composeStore.replyTo);
    settle(result, files);
    return result;
  } catch (e) {
    composeStore.refusal = refusalText(e);
    markRefusedFiles(e, files);
    return null;
  } finally {
    composeStore.sending = false;
    void refreshInbox();
  }
}

/** Sends the failed attachments again to the message already created. */
export async function retryFailed(): Promise<SendResult | null> {
  const retryUrl = composeStore.result?.retryUrl;
  if (!retryUrl || composeStore.failedFiles.length === 0) return null;
  composeStore.sending = true;
  const files = [...composeStore.failedFiles];
  try {
    const result = await messagesApi.retry(retryUrl, formOf(files), newKey());
    const earlier = composeStore.result?.storedAttachments ?? [];
    settle(
      { ...result, storedAttachments: [...earlier, ...result.storedAttachments.filter((n) => !earlier.includes(n))] },
      files,
    );
    return result;
  } catch (e) {
    composeStore.refusal = refusalText(e);
    return null;
  } finally {
    composeStore.sending = false;
  }
}

function settle(result: SendResult, sentFiles: readonly File[]): void {
  if (result.outcome === 'MessageFailure') {
    // Nothing was created: the form stays as it was, and another try is a new message.
    composeStore.refusal = result.message;
    composeStore.idempotencyKey = newKey();
    return;
  }
  composeStore.result = result;
  composeStore.failedFiles = sentFiles.filter((f) => result.failedAttachments.includes(f.name)).map((f) => ref(f));
}

/** A refusal names each refused file: its text goes on that file's chip, as the client's own checks do. */
function markRefusedFiles(e: unknown, sent: readonly File[]): void {
  if (!(e instanceof ApiError)) return;
  const problems = (e.body as SendRefusal | undefined)?.attachmentErrors ?? [];
  if (!problems.length) return;
  const left = [...problems];
  composeStore.serverFileErrors = composeStore.files.map((f, i) => {
    if (!sent.includes(f)) return composeStore.serverFileErrors[i] ?? null;
    const at = left.findIndex((p) => p.filename === f.name);
    return at < 0 ? null : first(left.splice(at, 1)).message;
  });
}

function refusalText(e: unknown): string {
  // A refusal (400, 413) names what the server found wrong; anything else is the spec's failure text.
  if (e instanceof ApiError && (e.status === 400 || e.status === 413 || e.status === 422) && e.message)
    return e.message;
  return MESSAGE_FAILURE;
}

export function resetCompose(): void {
  Object.assign(composeStore, initialState());
}
onClientStateReset(resetCompose);
