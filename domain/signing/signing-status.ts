/** Digital signature items (spec 3 §3 "Digital signature item", §4 "Signing" badges). */

/** spec 3 §3: partSigned 0, signed 1, declined 2, pending 3, awaitingSignature 4. */
export const SIGNING_STATUS_CODES = {
  partSigned: 0,
  signed: 1,
  declined: 2,
  pending: 3,
  awaitingSignature: 4,
} as const;
export type SigningStatus = keyof typeof SIGNING_STATUS_CODES;

export type BadgeTone = 'warning' | 'info' | 'success' | 'danger';
export interface SigningBadge {
  tone: BadgeTone;
  text: string;
}

/** spec 3 §4 names four badges; partSigned's look is not given and follows awaiting signature (info). */
export const SIGNING_BADGES: Readonly<Record<SigningStatus, SigningBadge>> = {
  pending: { tone: 'warning', text: 'Pending' },
  awaitingSignature: { tone: 'info', text: 'Awaiting signature' },
  partSigned: { tone: 'info', text: 'Part signed' },
  signed: { tone: 'success', text: 'Signed' },
  declined: { tone: 'danger', text: 'Declined' },
};

const BY_CODE = new Map<number, SigningStatus>(
  Object.entries(SIGNING_STATUS_CODES).map(([k, v]) => [v, k as SigningStatus]),
);

/** The status name of a platform code; an unknown code is shown as pending (nothing can be done with it). */
export function signingStatusOf(code: number): SigningStatus {
  return BY_CODE.get(code) ?? 'pending';
}

/**
 * spec 3 §4: the status as shown to this user. The item shows as signed once the user has signed,
 * even if a partner has not; and as declined once the user has declined.
 */
export function displayedStatus(code: number, own: { signed: boolean; declined: boolean }): SigningStatus {
  if (own.signed) return 'signed';
  if (own.declined) return 'declined';
  return signingStatusOf(code);
}

export function signingBadge(status: SigningStatus): SigningBadge {
  return SIGNING_BADGES[status];
}

/** spec 3 §3: only items whose status is neither 3 nor 1 and that have a due date are listed as pending. */
export function isListedAsPending(item: { status: number; dueDate: string | null | undefined }): boolean {
  return item.status !== SIGNING_STATUS_CODES.pending && item.status !== SIGNING_STATUS_CODES.signed && !!item.dueDate;
}

/** A due date is shown while something is still to be done: never on a signed or declined item. */
export function showsDueDate(status: SigningStatus): boolean {
  return status !== 'signed' && status !== 'declined';
}

/** A due date ('YYYY-MM-DD') before today ('YYYY-MM-DD') is overdue; due today is not. */
export function isOverdue(dueDate: string | null | undefined, today: string): boolean {
  return !!dueDate && dueDate < today;
}

/**
 * The pending items for an attention panel: the §3 rule, soonest due first (ties by id), each
 * marked overdue or not.
 */
export function pendingSignatures<T extends { id: number; status: number; dueDate: string | null }>(
  items: readonly T[],
  today: string,
): (T & { dueDate: string; overdue: boolean })[] {
  return items
    .filter(isListedAsPending)
    .map((i) => ({ ...i, dueDate: i.dueDate as string, overdue: isOverdue(i.dueDate, today) }))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id - b.id));
}
