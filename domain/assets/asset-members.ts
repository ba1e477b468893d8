/**
 * The balance sheet's member dropdown (spec 2 §5 "Asset member sorting"): self first, partner second,
 * others after; only login-accessible members; the partner only with view_partner.
 */

export type MemberRelationship = 'self' | 'partner' | 'other';

export interface OrderableMember {
  relationship: MemberRelationship;
  loginAccessible: boolean;
}

const RANK: Readonly<Record<MemberRelationship, number>> = { self: 0, partner: 1, other: 2 };

/**
 * The members shown, in order. The client themself is always shown (it is their own balance sheet);
 * the partner only with view_partner and when login accessible; others only when login accessible.
 * Members of the same rank keep the platform's order.
 */
export function orderAssetMembers<T extends OrderableMember>(
  members: readonly T[],
  options: { viewPartner: boolean },
): T[] {
  return members
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => {
      if (m.relationship === 'self') return true;
      if (!m.loginAccessible) return false;
      return m.relationship !== 'partner' || options.viewPartner;
    })
    .sort((a, b) => RANK[a.m.relationship] - RANK[b.m.relationship] || a.i - b.i)
    .map(({ m }) => m);
}
