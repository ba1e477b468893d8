import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { SessionPort } from '../ports/session.port';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';

/** The capability that lets a client see (and so reference) linked accounts (spec 3 §5, §6 "Other rules"). */
export const VIEW_PORTFOLIO = 'view_portfolio';

export interface LinkableAccount {
  id: number;
  description: string;
  externalId: string | null;
}

export interface LinkableAccounts {
  /** The client may view the portfolio: linked accounts are referenced ('Ref: description - external id'). */
  mayLink: boolean;
  accounts: LinkableAccount[];
}

/**
 * The accounts a message may be linked to (spec 3 §5): the client's own portfolios' accounts, only when the
 * client holds view_portfolio. Compose offers these; sending refuses any other account.
 */
@Injectable()
export class LinkableAccountsUseCase {
  constructor(
    private readonly platform: SessionPort,
    private readonly portfolio: PortfolioPort,
  ) {}

  async execute(user: PortalActor): Promise<Result<LinkableAccounts, PortalError>> {
    try {
      const capabilities = await this.platform
        .getCapabilities(user.credential, { entityId: user.clientId })
        .catch(() => [] as string[]);
      const mayLink = user.role === 'client' && capabilities.includes(VIEW_PORTFOLIO);
      return ok({ mayLink, accounts: mayLink ? await this.accounts(user) : [] });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }

  /** Every account of the client's portfolios, whatever the capability (sending checks ownership with it). */
  async accounts(user: PortalActor): Promise<LinkableAccount[]> {
    const portfolios = await this.portfolio.clientPortfolios({ credential: user.credential, clientId: user.clientId });
    const accounts = portfolios.length
      ? await this.portfolio.portfolioAccounts({
          credential: user.credential,
          portfolioIds: portfolios.map((p) => p.id),
        })
      : [];
    return accounts.map((a) => ({ id: a.id, description: a.name, externalId: a.externalAccountId ?? null }));
  }
}
