/** What the signing journey says when it refuses (spec 3 §6). */
export const SIGNING_DISABLED = 'Digital signatures are not available.';
export const SIGNING_REQUEST_NOT_FOUND = 'No such signature request.';
export const ADVISER_VIEW_ONLY = 'Only the client can sign or decline a document.';
export const NOT_YOURS_TO_SIGN = 'This document is not awaiting your signature.';
