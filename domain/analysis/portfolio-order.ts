/** Order of a client's portfolios and the linked cut-off (spec 2 §6). */

export type PortfolioType = 'PT_SINGLE' | 'PT_JOINT' | 'PT_SHARED';

export interface OrderablePortfolio {
  portfolioid: string;
  portfolio_name?: string | null;
  /** A PortfolioType, or another type the platform sends (ranked as single). */
  ptype: string;
  /** The owning entity. */
  entityid: string;
  sortOrder?: number | null;
  /** Whether the owner can sign in (needed for the portfolios ranked after shared). */
  loginAccessible?: boolean;
}

/**
 * spec 2 §6: own single, own joint, partner's joint, shared, then partner single, other single, other
 * joint. The ranks, from 0.
 */
export const PORTFOLIO_RANKS = {
  ownSingle: 0,
  ownJoint: 1,
  partnerJoint: 2,
  shared: 3,
  partnerSingle: 4,
  otherSingle: 5,
  otherJoint: 6,
} as const;

/** spec 2 §6: items ranked above this are 'linked'. */
export const LINKED_RANK_ABOVE = 3;

/** The rank of a portfolio for a client (and their partner, if any). */
export function portfolioRank(p: OrderablePortfolio, clientId: string, partnerId?: string | null): number {
  const owner = p.entityid === clientId ? 'own' : partnerId && p.entityid === partnerId ? 'partner' : 'other';
  if (p.ptype === 'PT_SHARED') return PORTFOLIO_RANKS.shared;
  const joint = p.ptype === 'PT_JOINT';
  if (owner === 'own') return joint ? PORTFOLIO_RANKS.ownJoint : PORTFOLIO_RANKS.ownSingle;
  if (owner === 'partner') return joint ? PORTFOLIO_RANKS.partnerJoint : PORTFOLIO_RANKS.partnerSingle;
  return joint ? PORTFOLIO_RANKS.otherJoint : PORTFOLIO_RANKS.otherSingle;
}

export interface OrderedPortfolio<P> {
  portfolio: P;
  rank: number;
  isLinked: boolean;
}

/**
 * spec 2 §6: sorts by rank (then sortOrder, then name); the portfolios ranked after shared appear
 * only when their owner is login accessible; those ranked above 3 are linked.
 */
export function orderPortfolios<P extends OrderablePortfolio>(
  portfolios: readonly P[],
  clientId: string,
  partnerId?: string | null,
): OrderedPortfolio<P>[] {
  return portfolios
    .map((portfolio) => ({ portfolio, rank: portfolioRank(portfolio, clientId, partnerId) }))
    .filter(({ portfolio, rank }) => rank <= LINKED_RANK_ABOVE || portfolio.loginAccessible === true)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.portfolio.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.portfolio.sortOrder ?? Number.MAX_SAFE_INTEGER) ||
        (a.portfolio.portfolio_name ?? '').localeCompare(b.portfolio.portfolio_name ?? ''),
    )
    .map(({ portfolio, rank }) => ({ portfolio, rank, isLinked: rank > LINKED_RANK_ABOVE }));
}
