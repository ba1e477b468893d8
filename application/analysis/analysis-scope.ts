import type { SiteAccessLevel } from '../../domain/access/access-level';
import { hasViewPartner } from '../../domain/access/capabilities';
import { levelAllowsPage, PortalPage } from '../../domain/access/page-access';
import { NO_DATA_FOR_SELECTION } from '../../domain/analysis/analysis-page';
import { visibleAccounts } from '../../domain/analysis/data-filters';
import { orderPortfolios } from '../../domain/analysis/portfolio-order';
import { mapSiteConfiguration, type SiteConfiguration } from '../../domain/config/site-config';
import { normaliseCurrency } from '../../domain/money/currency';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { ClientsPort } from '../ports/clients.port';
import { SessionPort } from '../ports/session.port';
import { SitePort } from '../ports/site.port';
import { PortfolioPort, type AccountGroup, type AccountSummary, type PortfolioSummary } from '../ports/portfolio.port';
import { SiteConfigPort } from '../ports/site-config.port';
import type { PortalActor } from '../session/portal-actor';
import { Injectable } from '../shared/injectable';
import { ACCOUNT_VISIBILITY_TOGGLE } from '../site/get-feature-toggles.use-case';
import { parsePreset, resolveRange, type RangeQuery, type ResolvedRange } from './analysis-range';
import { loginAccessibleOwners } from './login-accessible';

/**
 * What every analysis read starts from (spec 2 §5, §6): the client's portfolios in the spec's order
 * with the linked cut-off, the accounts the client may see after the data filters, the account
 * groups, the report currency, the settings and the capabilities. One platform round trip: every
 * read side by side, the portfolios (the client's and the partner's) with all their accounts among
 * them (`portfoliosWithAccounts`: one dependent batch on the platform). A use case then selects within
 * it (`selectAccounts`) and adds at most one more round trip of its own.
 */

/** spec 2 §8: a selection with nothing to measure (the text lives with the page's other texts). */
export { NO_DATA_FOR_SELECTION };
export const ACCOUNT_NOT_FOUND = 'No such account among the accounts you can see.';
export const PORTFOLIO_NOT_FOUND = 'No such portfolio among the portfolios you can see.';
export const GROUP_NOT_FOUND = 'No such account group among the accounts you can see.';
export const NEEDS_PORTFOLIO_LEVEL = 'Performance needs the Portfolio access level.';
export const NEEDS_ASSETS_OR_PORTFOLIO_LEVEL = 'The dashboard needs the Assets or Portfolio access level.';
export const ONE_FILTER_ONLY = 'Choose one of account, portfolio or group.';
/** The platform's toggle for showing accounts without transactions and the two client-analysis tabs (spec 2 §1, §5). */
export const CLIENT_ANALYSIS_TOGGLE = 'client_analysis';

export interface ScopedPortfolio extends PortfolioSummary {
  /** spec 2 §6: ranked after shared. */
  isLinked: boolean;
  rank: number;
}

export interface ScopedAccount extends AccountSummary {
  /** The account's portfolio is linked (spec 2 §6), so in Split grouping it sits in the Linked table. */
  isLinked: boolean;
}

export interface AnalysisScope {
  clientId: number;
  /** The client's preferred currency, the default report currency (GBP when the platform names none). */
  currency: string;
  /** Portfolios with at least one visible account, in the spec's order. */
  portfolios: ScopedPortfolio[];
  /** Visible accounts, in portfolio order. */
  accounts: ScopedAccount[];
  /** Account groups with their visible accounts only; groups left empty are dropped. */
  groups: AccountGroup[];
  config: SiteConfiguration;
  settings: Record<string, unknown>;
  clientAnalysis: boolean;
  /**
   * The platform's account-visibility toggle (spec 2 §6, §9): on, the visible-accounts path; off, the
   * visibility-off variants (transaction pages of 200). Read as on when the platform cannot say.
   */
  accountVisibility: boolean;
  capabilities: string[];
}

export interface SelectionFilter {
  account?: number | null;
  portfolio?: number | null;
  group?: string | null;
}

export type SelectionKind = 'all' | 'account' | 'portfolio' | 'group';

export interface Selection {
  kind: SelectionKind;
  id: string | null;
  /** The selection's heading: the account, portfolio or group name, or null for everything. */
  name: string | null;
  accounts: ScopedAccount[];
  /** The earliest first transaction among the accounts; null when none has one. */
  inceptionDate: string | null;
}

/** What an analysis read of one selection and range is asked (the actor says whose, and today). */
export interface AnalysisQuery extends RangeQuery {
  filter?: SelectionFilter;
}

/** The scope, the chosen accounts and the range an analysis read works on. */
export interface ScopedSelection {
  scope: AnalysisScope;
  selection: Selection;
  range: ResolvedRange;
}

const fail = (code: PortalError['code'], message: string): { ok: false; error: PortalError } =>
  err(portalError(code, message));

/** The page access-level rule (domain/access/page-access.ts) for the analysis page and the home dashboard, refused in their words. */
export function checkLevel(level: SiteAccessLevel | null, page: 'analysis' | 'dashboard'): Result<true, PortalError> {
  if (levelAllowsPage(level, page === 'analysis' ? PortalPage.analysis : PortalPage.home)) return ok(true);
  return fail('forbidden', page === 'analysis' ? NEEDS_PORTFOLIO_LEVEL : NEEDS_ASSETS_OR_PORTFOLIO_LEVEL);
}

@Injectable()
export class AnalysisScopeLoader {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly site: SitePort,
    private readonly session: SessionPort,
    private readonly clients: ClientsPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  /**
   * One round trip; rejects with a PlatformError when a platform call fails. The client's preferred
   * currency when the session knows it (otherwise read from the platform); their partner, whose own
   * portfolios are shown too, as linked, with view_partner (spec 2 §6).
   */
  async load(
    client: Pick<PortalActor, 'credential' | 'clientId' | 'preferredCurrency' | 'partnerId'>,
  ): Promise<AnalysisScope> {
    const { credential, clientId } = client;
    // One round trip, side by side.
    const partnerId = client.partnerId ?? null;
    const [chain, links, clientAnalysis, accountVisibility, groups, person, file, capabilities, accessible] =
      await Promise.all([
        // The partner's portfolios and accounts are asked alongside and kept only with view_partner; a platform that refuses them shows none.
        this.portfolio.portfoliosWithAccounts({ credential, clientId, partnerId }),
        this.portfolio.visibilityLinks({ credential, clientId }),
        this.site.getToggleCondition(CLIENT_ANALYSIS_TOGGLE).then(
          (t) => t.enabled,
          () => false,
        ),
        this.site.getToggleCondition(ACCOUNT_VISIBILITY_TOGGLE).then(
          (t) => t.enabled,
          () => true,
        ),
        this.portfolio.accountGroups({ credential, clientId }),
        this.clients.getClient(credential, clientId, ['preferredCurrency', 'partnerEntityId']).then(
          (c) => ({ currency: c.preferredCurrency ?? null, partnerId: c.partnerEntityId ?? null }),
          () => ({ currency: null, partnerId: null }),
        ),
        this.siteConfig.load().then(
          (f) => f.settings,
          () => ({}),
        ),
        this.session.getCapabilities(credential, { entityId: clientId }).catch(() => [] as string[]),
        loginAccessibleOwners(this.clients, credential, { clientId, partnerId }),
      ]);
    const own = chain.portfolios;
    const portfolios = [...own, ...partnerPortfolios(own, chain.partnerPortfolios, partnerId, capabilities)];
    // The accounts of the portfolios kept: a partner's portfolio left out takes its accounts with it, before any filter counts them.
    const kept = new Set(portfolios.map((p) => p.id));
    const fetched = chain.accounts.filter((a) => kept.has(a.portfolioId));

    // An explicit_link portfolio shows the client only the accounts linked to them (spec 2 §6).
    const linkedOnly = new Set(portfolios.filter((p) => p.reasonForVisibility === 'explicit_link').map((p) => p.id));
    const linked = new Set(links.map((l) => l.accountId));
    const reachable = fetched.filter((a) => !linkedOnly.has(a.portfolioId) || linked.has(a.id));
    const visible = visibleAccounts(
      reachable.map((a) => ({
        account: a,
        accountid: String(a.id),
        portfolioid: String(a.portfolioId),
        service_type: a.serviceType,
        hasTransactions: a.inceptionDate !== null,
      })),
      { clientAnalysis },
    ).map((v) => v.account);

    const used = new Set(visible.map((a) => a.portfolioId));
    const ordered = orderPortfolios(
      portfolios
        .filter((p) => used.has(p.id))
        .map((p) => ({
          p,
          portfolioid: String(p.id),
          portfolio_name: p.name,
          ptype: p.type,
          entityid: String(p.ownerEntityId),
          sortOrder: p.sortOrder,
          loginAccessible: accessible.has(p.ownerEntityId),
        })),
      String(clientId),
      partnerId !== null ? String(partnerId) : person.partnerId != null ? String(person.partnerId) : null,
    ).map((o) => ({ ...o.portfolio.p, isLinked: o.isLinked, rank: o.rank }));
    const position = new Map(ordered.map((p, i) => [p.id, i]));
    const linkedPortfolio = new Map(ordered.map((p) => [p.id, p.isLinked]));
    const accounts = visible
      .filter((a) => position.has(a.portfolioId))
      .sort((a, b) => position.get(a.portfolioId)! - position.get(b.portfolioId)!)
      .map((a) => ({ ...a, isLinked: linkedPortfolio.get(a.portfolioId) ?? false }));
    const shown = new Set(accounts.map((a) => a.id));
    const scopedGroups = groups
      .map((g) => ({ ...g, accountIds: g.accountIds.filter((id) => shown.has(id)) }))
      .filter((g) => g.accountIds.length > 0);

    return {
      clientId,
      currency: normaliseCurrency(client.preferredCurrency || person.currency || ordered[0]?.reportCurrency),
      portfolios: ordered,
      accounts,
      groups: scopedGroups,
      config: mapSiteConfiguration(file),
      settings: file,
      clientAnalysis,
      accountVisibility,
      capabilities,
    };
  }
}

/**
 * spec 2 §5, §6: with view_partner, the portfolios the partner owns that the client does not already
 * see (the partner's single portfolios, ranked after shared, so linked); none without it.
 */
function partnerPortfolios(
  own: readonly PortfolioSummary[],
  partners: readonly PortfolioSummary[],
  partnerId: number | null,
  capabilities: readonly string[],
): PortfolioSummary[] {
  if (partnerId === null || !hasViewPartner(capabilities)) return [];
  const seen = new Set(own.map((p) => p.id));
  return partners.filter((p) => p.ownerEntityId === partnerId && !seen.has(p.id));
}

/**
 * The analysis page's common first step: the level check and the range's shape before any call,
 * then the scope (one round trip), the selection and its range. Rejects with a PlatformError when a
 * platform call fails.
 */
export async function loadSelection(
  loader: AnalysisScopeLoader,
  actor: PortalActor,
  query: AnalysisQuery,
  options: SelectOptions = {},
): Promise<Result<ScopedSelection, PortalError>> {
  const level = checkLevel(actor.siteAccessLevel, 'analysis');
  if (!level.ok) return level;
  const preset = parsePreset(query);
  if (!preset.ok) return preset;
  const scope = await loader.load(actor);
  const selection = selectAccounts(scope, query.filter ?? {}, options);
  if (!selection.ok) return selection;
  const range = resolveRange(query, {
    today: actor.today,
    inceptionDate: selection.value.inceptionDate,
    holdBack: scope.config.holdBackPeriod,
  });
  if (!range.ok) return range;
  return ok({ scope, selection: selection.value, range: range.value });
}

export interface SelectOptions {
  /** No filter and no visible account gives an empty selection rather than 'No data available for this selection'. */
  allowEmpty?: boolean;
}

/** One of account, portfolio or group, or none for every visible account; not found unless visible. */
export function selectAccounts(
  scope: AnalysisScope,
  filter: SelectionFilter = {},
  options: SelectOptions = {},
): Result<Selection, PortalError> {
  const given = [filter.account, filter.portfolio, filter.group].filter(
    (v) => v !== undefined && v !== null && v !== '',
  );
  if (given.length > 1) return fail('validation', ONE_FILTER_ONLY);
  const inception = (accounts: readonly AccountSummary[]) =>
    accounts
      .map((a) => a.inceptionDate)
      .filter((d): d is string => d !== null)
      .sort()[0] ?? null;
  const make = (
    kind: SelectionKind,
    id: string | null,
    name: string | null,
    accounts: ScopedAccount[],
  ): Result<Selection, PortalError> => ok({ kind, id, name, accounts, inceptionDate: inception(accounts) });

  if (filter.account != null) {
    const a = scope.accounts.find((x) => x.id === filter.account);
    return a ? make('account', String(a.id), a.name, [a]) : fail('not_found', ACCOUNT_NOT_FOUND);
  }
  if (filter.portfolio != null) {
    const list = scope.accounts.filter((x) => x.portfolioId === filter.portfolio);
    const p = scope.portfolios.find((x) => x.id === filter.portfolio);
    return list.length && p ? make('portfolio', String(p.id), p.name, list) : fail('not_found', PORTFOLIO_NOT_FOUND);
  }
  if (filter.group) {
    const g = scope.groups.find((x) => x.code === filter.group);
    const ids = new Set(g?.accountIds ?? []);
    const list = scope.accounts.filter((x) => ids.has(x.id));
    return list.length && g ? make('group', g.code, g.name, list) : fail('not_found', GROUP_NOT_FOUND);
  }
  return scope.accounts.length || options.allowEmpty
    ? make('all', null, null, [...scope.accounts])
    : fail('not_found', NO_DATA_FOR_SELECTION);
}
