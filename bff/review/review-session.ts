import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** People whose review message reached the adviser in an earlier submission that did not complete. */
    reviewMessagesSent: number[];
  }
}

/** Who already has a review message from this session's earlier, incomplete submission. */
export function reviewMessagesSent(req: Request): number[] {
  return req.session.reviewMessagesSent ?? [];
}

/** Keeps who has a message until the submission completes; a completed one needs no record. */
export function noteReviewOutcome(
  req: Request,
  outcome: { success: boolean; people: { entityId: number; messageSent: boolean }[] },
): void {
  if (outcome.success) {
    delete req.session.reviewMessagesSent;
    return;
  }
  const sent = new Set([
    ...reviewMessagesSent(req),
    ...outcome.people.filter((p) => p.messageSent).map((p) => p.entityId),
  ]);
  req.session.reviewMessagesSent = [...sent];
}
