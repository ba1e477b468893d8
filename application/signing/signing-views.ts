import {
  maySign,
  ownSignatory,
  signatoryDisplayName,
  signatoryState,
  type SignatoryState,
} from '../../domain/signing/signatory';
import { signingPhone } from '../../domain/signing/signing-phone';
import {
  displayedStatus,
  isListedAsPending,
  isOverdue,
  SIGNING_STATUS_CODES,
  signingBadge,
  type SigningBadge,
  type SigningStatus,
} from '../../domain/signing/signing-status';
import type { DigitalSignatureRecord, SignatoryRecord } from '../ports/signing.port';
import type { PortalActor } from '../session/portal-actor';

/** The signing answers as the BFF gives them (spec 3 §3, §4): no wire shapes, no platform paths. */

export interface SigningItemView {
  id: number;
  filename: string;
  /** The request's title (its message subject), else the file name. */
  title: string;
  dueDate: string | null;
  overdue: boolean;
  statusCode: number;
  status: SigningStatus;
  badge: SigningBadge;
  pending: boolean;
  canSign: boolean;
  hasSigned: boolean;
  hasDeclined: boolean;
  contentUrl: string;
  /** The message the request came with ('Please sign: …'), if any: the message links to the journey. */
  docnoteId: number | null;
}

export interface SignatoryView {
  id: number;
  entityId: number;
  name: string;
  state: SignatoryState;
  signedAt: string | null;
  canSign: boolean;
  isMe: boolean;
  maskedPhone: string | null;
  phoneValid: boolean;
}

/** The BFF's own address of a request's document: the browser never sees the platform's. */
export const contentUrlOf = (id: number): string => `/api/signing/requests/${id}/content`;

/** The user's own signatory record: only a client has one to act on. */
export function ownRecord(user: PortalActor, signatories: readonly SignatoryRecord[] | null): SignatoryRecord | null {
  return user.role === 'client' && signatories ? ownSignatory(signatories, user.clientId) : null;
}

/**
 * One item as this user sees it. Without the signatories (a list item whose status settles it) the
 * user's own state follows the status: an item awaiting signature is awaiting everyone, and a signed one
 * (status 1: every signatory has signed) is signed by the client too. A declined one needs its signatories
 * (who declined?), so lists read them (SigningRequests.list).
 */
export function itemView(
  record: DigitalSignatureRecord,
  user: PortalActor,
  signatories: readonly SignatoryRecord[] | null,
): SigningItemView {
  const own = ownRecord(user, signatories);
  const ownState = own ? signatoryState(own.signingMethod) : null;
  const hasSigned =
    ownState === 'signed' ||
    (signatories === null && user.role === 'client' && record.status === SIGNING_STATUS_CODES.signed);
  const hasDeclined = ownState === 'declined';
  const status = displayedStatus(record.status, { signed: hasSigned, declined: hasDeclined });
  const canSign =
    user.role === 'client' &&
    (signatories
      ? maySign(record.status, own && { entityId: own.entityId, canSign: own.canSign, state: own.signingMethod })
      : record.status === 4);
  return {
    id: record.id,
    filename: record.filename,
    title: record.subject.trim() || record.filename,
    dueDate: record.dueDate,
    // A due date matters while something is still to be done: a signed or declined item is never overdue.
    overdue: status !== 'signed' && status !== 'declined' && isOverdue(record.dueDate, user.today),
    statusCode: record.status,
    status,
    badge: signingBadge(status),
    pending: isListedAsPending(record),
    canSign,
    hasSigned,
    hasDeclined,
    contentUrl: contentUrlOf(record.id),
    docnoteId: record.docnoteId,
  };
}

/** A signatory as shown: 'First Surname'; the phone only on the user's own record, by its last 4 digits. */
export function signatoryView(record: SignatoryRecord, user: PortalActor): SignatoryView {
  const isMe = user.role === 'client' && record.entityId === user.clientId;
  const phone = isMe ? signingPhone(record.entityPhone) : null;
  return {
    id: record.id,
    entityId: record.entityId,
    name: signatoryDisplayName(record.entityName),
    state: signatoryState(record.signingMethod),
    signedAt: record.signedAt,
    canSign: record.canSign,
    isMe,
    maskedPhone: phone?.masked ?? null,
    phoneValid: phone?.valid ?? false,
  };
}
