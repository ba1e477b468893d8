import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** The signature requests this session asked a one-time code for (until each is signed or declined). */
    signingCodesRequested: number[];
  }
}

/** Notes, in the user's session, that a code was sent for the request. */
export function noteCodeRequested(req: Request, signatureId: number): void {
  const asked = req.session.signingCodesRequested ?? [];
  if (!asked.includes(signatureId)) req.session.signingCodesRequested = [...asked, signatureId];
}

export function codeWasRequested(req: Request, signatureId: number): boolean {
  return (req.session.signingCodesRequested ?? []).includes(signatureId);
}

/** The request is done with (signed or declined): its note goes. */
export function forgetCodeRequested(req: Request, signatureId: number): void {
  const asked = req.session.signingCodesRequested;
  if (asked?.includes(signatureId)) req.session.signingCodesRequested = asked.filter((id) => id !== signatureId);
}
