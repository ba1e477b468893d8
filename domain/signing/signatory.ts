import { SIGNING_STATUS_CODES } from './signing-status';

/** Signatories (spec 3 §3 "Signatory", §4 "Signing": who may sign). */

export type SignatoryState = 'awaiting' | 'signed' | 'declined';

export interface SignatoryFacts {
  entityId: number;
  canSign: boolean;
  /** signing_method; null counts as awaiting (spec 3 §3). */
  state: SignatoryState | null;
}

/** spec 3 §3: signing_method null counts as awaiting. */
export function signatoryState(state: SignatoryState | null | undefined): SignatoryState {
  return state ?? 'awaiting';
}

/**
 * spec 3 §3: entity_name is stored 'Surname, First' and displayed 'First Surname'. A name without a
 * comma is shown as it is; only the first comma splits (a double-barrelled first part stays whole).
 */
export function signatoryDisplayName(entityName: string | null | undefined): string {
  const name = (entityName ?? '').trim();
  const comma = name.indexOf(',');
  if (comma < 0) return name;
  const surname = name.slice(0, comma).trim();
  const first = name.slice(comma + 1).trim();
  return [first, surname].filter((p) => p !== '').join(' ');
}

/** The signed-in user's own record among the signatories (by entity id). */
export function ownSignatory<T extends { entityId: number }>(
  signatories: readonly T[],
  userEntityId: number | null | undefined,
): T | null {
  if (userEntityId == null) return null;
  return signatories.find((s) => s.entityId === userEntityId) ?? null;
}

/**
 * spec 3 §4: a user may sign when the item is awaiting, or part-signed and the user's own signatory
 * record has can_sign. The user needs a record of their own that has not yet signed or declined.
 */
export function maySign(status: number, own: SignatoryFacts | null): boolean {
  if (!own || signatoryState(own.state) !== 'awaiting') return false;
  if (status === SIGNING_STATUS_CODES.awaitingSignature) return true;
  return status === SIGNING_STATUS_CODES.partSigned && own.canSign;
}
