import { VIEW_PARTNER } from '../../../domain/access/capabilities';
import type { AccountRecord, PortfolioDataset, PortfolioRecord } from '../data/portfolio/portfolio-records';
import { forbidden, notFound } from '../http/errors';
import type { SignedInContext } from '../http/reply';
import { mayReadClient } from './client-rights';

/**
 * Who sees which portfolio and account (spec 2 §3, §6): the owner of a single portfolio, both owners
 * of a joint one, everyone a shared one is shared with, and whoever an account is explicitly linked
 * to (that account only). A client reaches what they see and, with view_partner, what their partner
 * sees; an adviser reaches everything of their own clients.
 */

export type VisibilityReason =
  'single_owner' | 'primary_joint_owner' | 'secondary_joint_owner' | 'shared_owner' | 'explicit_link';

export interface VisiblePortfolio {
  portfolio: PortfolioRecord;
  reason: VisibilityReason;
  accounts: AccountRecord[];
}

function reasonFor(p: PortfolioRecord, entityId: number): VisibilityReason | null {
  if (p.ownerEntityId === entityId)
    return p.ptype === 'PT_JOINT' ? 'primary_joint_owner' : p.ptype === 'PT_SHARED' ? 'shared_owner' : 'single_owner';
  if (p.ptype === 'PT_JOINT' && p.jointEntityIds.includes(entityId)) return 'secondary_joint_owner';
  if (p.ptype === 'PT_SHARED' && p.sharedEntityIds.includes(entityId)) return 'shared_owner';
  return null;
}

/** What one entity sees of a dataset, in the dataset's portfolio order. */
export function visiblePortfolios(dataset: PortfolioDataset | null, entityId: number): VisiblePortfolio[] {
  if (!dataset) return [];
  const out: VisiblePortfolio[] = [];
  for (const portfolio of dataset.portfolios) {
    const accounts = dataset.accounts.filter((a) => a.portfolioId === portfolio.portfolioId);
    const reason = reasonFor(portfolio, entityId);
    if (reason) out.push({ portfolio, reason, accounts });
    else {
      const linked = accounts.filter((a) => a.explicitLinkEntityIds.includes(entityId));
      if (linked.length) out.push({ portfolio, reason: 'explicit_link', accounts: linked });
    }
  }
  return out;
}

/** The entities whose view a signed-in client borrows: themselves and, with view_partner, their partner. */
function clientViewers(ctx: SignedInContext): number[] {
  const own = ctx.state.index.client(ctx.user.entityId);
  const viewers = [ctx.user.entityId];
  if (own?.partnerEntityId && ctx.user.capabilities.includes(VIEW_PARTNER)) viewers.push(own.partnerEntityId);
  return viewers;
}

/** Whether the adviser advises any owner (or joint / shared member) of the portfolio. */
function advisesPortfolio(ctx: SignedInContext, p: PortfolioRecord): boolean {
  return [p.ownerEntityId, ...p.jointEntityIds, ...p.sharedEntityIds].some(
    (id) => ctx.state.index.client(id)?.adviserEntityId === ctx.user.entityId,
  );
}

/** The accounts of a portfolio the caller may reach (all of them for its adviser). */
export function reachableAccounts(
  ctx: SignedInContext,
  dataset: PortfolioDataset,
  p: PortfolioRecord,
): AccountRecord[] {
  if (ctx.user.role === 'User')
    return advisesPortfolio(ctx, p) ? dataset.accounts.filter((a) => a.portfolioId === p.portfolioId) : [];
  const ids = new Set<number>();
  for (const viewer of clientViewers(ctx)) {
    for (const v of visiblePortfolios(dataset, viewer))
      if (v.portfolio.portfolioId === p.portfolioId) v.accounts.forEach((a) => ids.add(a.accountId));
  }
  return dataset.accounts.filter((a) => ids.has(a.accountId));
}

/** The account if it exists (404 otherwise) and the caller may reach it (403 otherwise). */
export function readableAccount(
  ctx: SignedInContext,
  accountId: number,
): { account: AccountRecord; portfolio: PortfolioRecord; dataset: PortfolioDataset } {
  const found = Number.isSafeInteger(accountId) ? ctx.state.portfolios.account(accountId) : undefined;
  if (!found) throw notFound(`account ${accountId}`);
  if (!reachableAccounts(ctx, found.dataset, found.portfolio).some((a) => a.accountId === accountId)) {
    throw forbidden(`you do not have access to account ${accountId}`);
  }
  return found;
}

/** The portfolio and the accounts of it the caller may reach; 404 when unknown, 403 when none. */
export function readablePortfolio(
  ctx: SignedInContext,
  portfolioId: number,
): { portfolio: PortfolioRecord; dataset: PortfolioDataset; accounts: AccountRecord[] } {
  const found = Number.isSafeInteger(portfolioId) ? ctx.state.portfolios.portfolio(portfolioId) : undefined;
  if (!found) throw notFound(`portfolio ${portfolioId}`);
  const accounts = reachableAccounts(ctx, found.dataset, found.portfolio);
  if (!accounts.length) throw forbidden(`you do not have access to portfolio ${portfolioId}`);
  return { ...found, accounts };
}

/** The portfolios an entity sees, when the caller may read that client (as spec 1's client rights). */
export function readableClientPortfolios(ctx: SignedInContext, entityId: number): VisiblePortfolio[] {
  const client = ctx.state.index.client(entityId);
  if (!client) throw notFound(`client ${entityId}`);
  if (!mayReadClient(ctx, client)) throw forbidden(`you do not have access to client ${entityId}`);
  return visiblePortfolios(ctx.state.portfolios.datasetOf(entityId), entityId);
}
