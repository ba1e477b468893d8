import { hasViewPartner } from '../../../domain/access/capabilities';
import { visibleAccounts } from '../../../domain/analysis/data-filters';
import { orderPortfolios } from '../../../domain/analysis/portfolio-order';
import { CLIENT_CAPABILITIES } from '../data/demo-constants';
import type { AccountRecord, PortfolioRecord } from '../data/portfolio/portfolio-records';
import type { ClientRecord } from '../data/records';
import { visiblePortfolios } from '../rights/portfolio-rights';
import { TOGGLES } from '../routes/public.routes';
import type { SandboxState } from '../state/sandbox-state';

/**
 * The accounts a client's valuation report covers: those the portal shows the client (spec 2 §5
 * "Data filters", §6), by the same rules and the same domain functions as the portal's analysis
 * scope. The portfolios the client sees and, with view_partner, the ones their partner owns; an
 * explicit_link portfolio with only its linked accounts; 'Not managed' accounts hidden, accounts
 * without a transaction hidden unless client analysis is on; the portfolios in the spec's order,
 * those ranked after shared shown only when their owner is login accessible, and marked linked.
 */

export interface ReportPortfolio {
  portfolio: PortfolioRecord;
  isLinked: boolean;
  accounts: AccountRecord[];
}

/** The entity's capabilities: the signed-in user's own when it is them, else its portal user's (the client default without one). */
export function entityCapabilities(
  state: SandboxState,
  client: ClientRecord,
  signedIn?: { entityId: number; capabilities: readonly string[] },
): string[] {
  if (signedIn && signedIn.entityId === client.entityId) return [...signedIn.capabilities];
  const user = client.userId === null ? undefined : state.index.userById(client.userId);
  return [...(user?.capabilities ?? CLIENT_CAPABILITIES)];
}

export function reportScope(
  state: SandboxState,
  client: ClientRecord,
  capabilities: readonly string[],
): ReportPortfolio[] {
  const store = state.portfolios;
  const dataset = store.datasetOf(client.entityId);
  const own = visiblePortfolios(dataset, client.entityId);
  const partnerId = client.partnerEntityId;
  const seen = new Set(own.map((v) => v.portfolio.portfolioId));
  const partners =
    partnerId !== null && hasViewPartner(capabilities)
      ? visiblePortfolios(store.datasetOf(partnerId), partnerId).filter(
          (v) => v.portfolio.ownerEntityId === partnerId && !seen.has(v.portfolio.portfolioId),
        )
      : [];
  const reachable = [...own, ...partners].flatMap((v) => v.accounts);
  const visible = visibleAccounts(
    reachable.map((a) => ({
      account: a,
      accountid: String(a.accountId),
      portfolioid: String(a.portfolioId),
      service_type: a.serviceType,
      hasTransactions: store.transactions(a.accountId).length > 0,
    })),
    { clientAnalysis: TOGGLES.client_analysis === true },
  ).map((v) => v.account);

  const members = state.index.groupOf(client.entityId)?.members ?? [];
  // As the portal counts them: the client, a partner who can sign in, and the members the group marks login accessible.
  const partnerSignsIn = partnerId !== null && (state.index.client(partnerId)?.userId ?? null) !== null;
  const loginAccessible = (entityId: number) =>
    entityId === client.entityId ||
    (entityId === partnerId && partnerSignsIn) ||
    members.some((m) => m.entityId === entityId && m.loginAccessible);
  const used = new Set(visible.map((a) => a.portfolioId));
  const ordered = orderPortfolios(
    [...own, ...partners]
      .filter((v) => used.has(v.portfolio.portfolioId))
      .map(({ portfolio: p }) => ({
        p,
        portfolioid: String(p.portfolioId),
        portfolio_name: p.name,
        ptype: p.ptype,
        entityid: String(p.ownerEntityId),
        sortOrder: p.sortOrder,
        loginAccessible: loginAccessible(p.ownerEntityId),
      })),
    String(client.entityId),
    partnerId !== null ? String(partnerId) : null,
  );
  return ordered.map((o) => ({
    portfolio: o.portfolio.p,
    isLinked: o.isLinked,
    accounts: visible.filter((a) => a.portfolioId === o.portfolio.p.portfolioId),
  }));
}
