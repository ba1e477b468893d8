/** Who is on the signing journey (spec 3 §6): a client for themselves, or an adviser viewing a client in context. */
export interface SigningUser {
  /** A client may sign or decline; an adviser only views. */
  role: 'client' | 'adviser';
  /** The client whose requests are read: the signed-in client's entity id, or the adviser's client in context. */
  clientId: number;
  /** 'YYYY-MM-DD', for overdue marks. */
  today: string;
}

export const SIGNING_DISABLED = 'Digital signatures are not available.';
export const SIGNING_REQUEST_NOT_FOUND = 'No such signature request.';
export const ADVISER_VIEW_ONLY = 'Only the client can sign or decline a document.';
export const NOT_YOURS_TO_SIGN = 'This document is not awaiting your signature.';
