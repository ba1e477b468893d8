/**
 * An adviser may open only their own clients (PERSONAS.md, spec 1 §2.9): the client's adviser
 * (client_adviser) is the signed-in adviser's entity. The portal decides this itself and says so in
 * its own words; it does not pass on the platform's refusal.
 */

export const NOT_YOUR_CLIENT = 'That client is not one of yours.';

/** Whether the client whose adviser is `clientAdviser` is the adviser `adviserEntityId`'s own; unknown on either side is not. */
export function isAdvisersOwnClient(
  clientAdviser: number | null | undefined,
  adviserEntityId: number | null | undefined,
): boolean {
  return clientAdviser != null && adviserEntityId != null && clientAdviser === adviserEntityId;
}
