import { SiteAccessLevel } from '../../domain/access/access-level';
import { visibleAccounts } from '../../domain/analysis/data-filters';
import { parseRangePreset, presetRange, DEFAULT_RANGE_PRESET, rangeLabel, type RangePreset } from '../../domain/analysis/date-range';
import { validateCustomRange } from '../../domain/analysis/custom-range';
import { normaliseCurrency } from '../../domain/money/currency';
import { decimal, formatDecimal, MONEY_DECIMALS } from '../../domain/money/decimal';
import { fxTable } from '../../domain/money/fx-conversion';
import { conventionsFor, PERFORMANCE_CONVENTIONS_TEXT, type PerformanceConventions } from '../../domain/performance/conventions';
import { dailyNetFlows, explainFlow, periodReturns, reconcileValueMovement, type ExplainFlow } from '../../domain/performance/explain';
import { DEFAULT_FEES_AND_TAXES } from '../../domain/config/site-config';
import type { SkippedDay } from '../../domain/performance/twrr';
import { addDays, isIsoDate } from '../../domain/shared/iso-date';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { PlatformPort, type PlatformCredential } from '../ports/platform.port';
import { PortfolioPort, type AccountSummary } from '../ports/portfolio.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';

/**
 * "Explain this number" (issue 9): for a selection and a range, the daily values the TWRR links, every
 * external flow with its own day's rate, both returns and the value reconciliation, with the
 * conventions, so that anyone holding the document can recompute the figures without the portal.
 */

/** spec 2 §8: a selection with nothing to measure. */
export const NO_DATA_FOR_SELECTION = 'No data available for this selection';
export const ACCOUNT_NOT_FOUND = 'No such account among the accounts you can see.';
export const PORTFOLIO_NOT_FOUND = 'No such portfolio among the portfolios you can see.';
export const GROUP_NOT_FOUND = 'No such account group among the accounts you can see.';
export const NEEDS_PORTFOLIO_LEVEL = 'Performance needs the Portfolio access level.';
export const ONE_FILTER_ONLY = 'Choose one of account, portfolio or group.';
export const UNKNOWN_RANGE = 'The range must be one of 1y, 2y, 3y, ytd or inception, or a custom from and to.';
/** The platform's toggle for showing accounts without transactions (spec 2 §5). */
export const CLIENT_ANALYSIS_TOGGLE = 'client_analysis';

export interface ExplainFilter {
  account?: number;
  portfolio?: number;
  group?: string;
}

export interface ExplainInput {
  /** The client whose data is explained: the client themself, or an adviser's client in context. */
  clientId: number;
  /** The client's site access level; only Portfolio sees performance. */
  siteAccessLevel: SiteAccessLevel | null;
  /** The client's preferred currency when known (a client's own session); otherwise read from the platform. */
  preferredCurrency?: string | null;
  filter?: ExplainFilter;
  /** A preset (1y, 2y, 3y, ytd, inception); absent with from/to: custom; absent without: 1 year. */
  range?: string | null;
  /** Custom range, 'YYYY-MM-DD' or as typed, 'DD-MM-YYYY'. */
  from?: string | null;
  to?: string | null;
  currency?: string | null;
  /** 'YYYY-MM-DD' */
  today: string;
}

export interface ExplainAccount {
  id: number;
  name: string;
  planCurrency: string;
  portfolioId: number;
  portfolioName: string;
}

export interface ExplainDailyValue {
  date: string;
  value: number;
  flow: number;
}

export interface Explanation {
  currency: string;
  from: string;
  to: string;
  /** What was asked: the range's name, and the dates before the platform clipped them to the selection's life. */
  period: { range: RangePreset; name: string; requestedFrom: string; requestedTo: string; days: number };
  selection: { kind: 'all' | 'account' | 'portfolio' | 'group'; id: string | null };
  conventions: PerformanceConventions & { annualised: boolean; feesAndTaxes: number; text: readonly string[] };
  accounts: ExplainAccount[];
  openingValue: number;
  closingValue: number;
  movement: number;
  netFlows: number;
  dailyValues: ExplainDailyValue[];
  flows: (ExplainFlow & { accountId: number; type: string })[];
  twrr: number;
  irr: number | null;
  /** Whether each figure is an annual rate or the period's cumulative return. */
  twrrBasis: 'annualised' | 'cumulative';
  irrBasis: 'annualised' | 'cumulative' | null;
  irrReason: string | null;
  skippedDays: SkippedDay[];
  /** The platform's own profit-analysis figures for the same selection and range, for comparison. */
  platform: { twrr: number | null; irr: number | null };
  /** Exact decimal strings: closing − opening − net flows = movement. */
  reconciliation: { openingValue: string; closingValue: string; netFlows: string; movement: string };
}

type Fail = { ok: false; error: PortalError };
const fail = (code: PortalError['code'], message: string): Fail => err(portalError(code, message));

@Injectable()
export class ExplainPerformanceUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly platform: PlatformPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  async execute(credential: PlatformCredential, input: ExplainInput): Promise<Result<Explanation, PortalError>> {
    if (input.siteAccessLevel !== SiteAccessLevel.Portfolio) return fail('forbidden', NEEDS_PORTFOLIO_LEVEL);
    const filter = input.filter ?? {};
    const given = [filter.account, filter.portfolio, filter.group].filter((v) => v !== undefined && v !== null && v !== '');
    if (given.length > 1) return fail('validation', ONE_FILTER_ONLY);
    const preset = this.preset(input);
    if (!preset.ok) return preset;

    try {
      // Round trip 1, side by side: portfolios, explicit links, the toggle, groups and currency when needed, the hold-back setting.
      const [portfolios, links, clientAnalysis, groups, preferred, holdBack] = await Promise.all([
        this.portfolio.clientPortfolios({ credential, clientId: input.clientId }),
        this.portfolio.visibilityLinks({ credential, clientId: input.clientId }),
        this.platform.getToggleCondition(CLIENT_ANALYSIS_TOGGLE).then((t) => t.enabled, () => false),
        filter.group ? this.portfolio.accountGroups({ credential, clientId: input.clientId }) : Promise.resolve([]),
        input.currency || input.preferredCurrency ? Promise.resolve(input.preferredCurrency ?? null) : this.platform.getClient(credential, input.clientId, ['preferred_currency']).then((c) => c.preferred_currency ?? null),
        this.siteConfig.load().then((f) => f.settings.enableHoldBackPeriod === true, () => false),
      ]);
      // Round trip 2: every portfolio's accounts in one batch.
      const fetched = await this.portfolio.portfolioAccounts({ credential, portfolioIds: portfolios.map((p) => p.id) });
      // An explicit_link portfolio shows the client only the accounts linked to them (an adviser reaches them all).
      const linkedOnly = new Set(portfolios.filter((p) => p.reasonForVisibility === 'explicit_link').map((p) => p.id));
      const linked = new Set(links.map((l) => l.accountId));
      const all = fetched.filter((a) => !linkedOnly.has(a.portfolioId) || linked.has(a.id));
      const visible = visibleAccounts(
        all.map((a) => ({ ...a, accountid: String(a.id), portfolioid: String(a.portfolioId), service_type: a.serviceType, hasTransactions: a.inceptionDate !== null })),
        { clientAnalysis },
      );
      const selected = this.select(visible, filter, groups);
      if (!selected.ok) return selected;
      const accounts = selected.value;

      const range = this.range(input, preset.value, accounts, holdBack);
      if (!range.ok) return range;
      const { from, to } = range.value;
      const currency = normaliseCurrency(input.currency || preferred || portfolios[0]?.reportCurrency);
      const accountIds = accounts.map((a) => a.id);
      const request = { credential, accountIds, from, to };

      // Round trip 3, side by side: daily values, flows, and the rates of the flows' currencies.
      const [perf, flows, rates] = await Promise.all([
        this.portfolio.dailyPerformance({ ...request, currency }),
        this.portfolio.externalFlows(request),
        this.portfolio.fxRates({ credential, currency, currencies: [...new Set(accounts.map((a) => a.planCurrency))], from: addDays(from, -1), to }),
      ]);
      if (!perf || accounts.length === 0) return fail('not_found', NO_DATA_FOR_SELECTION);

      const table = fxTable(currency, rates);
      const listed: Explanation['flows'] = [];
      for (const f of flows.filter((x) => x.date >= perf.from && x.date <= perf.to)) {
        const converted = explainFlow(table, { date: f.date, nativeAmount: f.amount, nativeCurrency: f.currency });
        if (!converted.ok) return fail('validation', `${converted.error}: ${f.currency} to ${currency}`);
        listed.push({ ...converted.value, amount: cents(converted.value.amount), accountId: f.accountId, type: f.type });
      }
      const net = dailyNetFlows(listed);
      const dailyValues: ExplainDailyValue[] = [
        { date: addDays(perf.from, -1), value: perf.openingValue, flow: 0 },
        ...perf.days.map((d) => ({ date: d.date, value: d.value, flow: Number(net.get(d.date) ?? 0) })),
      ];
      const returns = periodReturns(dailyValues, perf.to);
      const reconciliation = reconcileValueMovement({ openingValue: perf.openingValue, closingValue: perf.closingValue, flows: dailyValues.slice(1).map((r) => r.flow) });
      const basis = (annualised: boolean) => (annualised ? 'annualised' : 'cumulative') as 'annualised' | 'cumulative';
      return ok({
        currency,
        from: perf.from,
        to: perf.to,
        period: { range: preset.value, name: rangeLabel(preset.value), requestedFrom: from, requestedTo: to, days: returns.days },
        selection: filter.account ? { kind: 'account', id: String(filter.account) } : filter.portfolio ? { kind: 'portfolio', id: String(filter.portfolio) } : filter.group ? { kind: 'group', id: filter.group } : { kind: 'all', id: null },
        conventions: { ...conventionsFor(returns.days), feesAndTaxes: DEFAULT_FEES_AND_TAXES, text: PERFORMANCE_CONVENTIONS_TEXT },
        accounts: accounts.map((a) => ({ id: a.id, name: a.name, planCurrency: a.planCurrency, portfolioId: a.portfolioId, portfolioName: a.portfolioName })),
        openingValue: perf.openingValue,
        closingValue: perf.closingValue,
        movement: Number(reconciliation.movement),
        netFlows: Number(reconciliation.netFlows),
        dailyValues,
        flows: listed,
        twrr: returns.twrr.value,
        irr: returns.irr.ok ? returns.irr.value.value : null,
        twrrBasis: basis(returns.annualised),
        irrBasis: returns.irr.ok ? basis(returns.annualised) : null,
        irrReason: returns.irr.ok ? null : returns.irr.error.reason,
        skippedDays: returns.skippedDays,
        platform: { twrr: perf.platformTwrr, irr: perf.platformIrr },
        reconciliation,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }

  private preset(input: ExplainInput): Result<RangePreset, PortalError> {
    const custom = !!(input.from || input.to);
    if (!input.range) return ok(custom ? 'custom' : DEFAULT_RANGE_PRESET);
    const preset = parseRangePreset(input.range);
    if (!preset) return fail('validation', UNKNOWN_RANGE);
    if (preset !== 'custom' && custom) return fail('validation', UNKNOWN_RANGE);
    return ok(preset);
  }

  private select(visible: readonly AccountSummary[], filter: ExplainFilter, groups: readonly { code: string; accountIds: number[] }[]): Result<AccountSummary[], PortalError> {
    if (filter.account !== undefined && filter.account !== null) {
      const a = visible.find((x) => x.id === filter.account);
      return a ? ok([a]) : fail('not_found', ACCOUNT_NOT_FOUND);
    }
    if (filter.portfolio !== undefined && filter.portfolio !== null) {
      const list = visible.filter((x) => x.portfolioId === filter.portfolio);
      return list.length ? ok(list) : fail('not_found', PORTFOLIO_NOT_FOUND);
    }
    if (filter.group) {
      const ids = new Set(groups.find((g) => g.code === filter.group)?.accountIds ?? []);
      const list = visible.filter((x) => ids.has(x.id));
      return list.length ? ok(list) : fail('not_found', GROUP_NOT_FOUND);
    }
    return visible.length ? ok([...visible]) : fail('not_found', NO_DATA_FOR_SELECTION);
  }

  /** The preset's dates (with the hold-back), or the custom dates checked with the spec's texts. */
  private range(input: ExplainInput, preset: RangePreset, accounts: readonly AccountSummary[], holdBack: boolean): Result<{ from: string; to: string }, PortalError> {
    const inception = accounts.map((a) => a.inceptionDate).filter((d): d is string => d !== null).sort()[0] ?? null;
    if (preset !== 'custom') {
      const r = presetRange({ preset, today: input.today, inceptionDate: inception, holdBack });
      return ok({ from: r.startDate, to: r.endDate });
    }
    const check = validateCustomRange({ start: asTyped(input.from), end: asTyped(input.to), inceptionDate: inception });
    if (!check.canApply) return fail('validation', (check.startError ?? check.endError)!);
    return ok({ from: check.startDate!, to: check.endDate! });
  }
}

/** 'YYYY-MM-DD' becomes the typed form 'DD-MM-YYYY' the spec's validation reads; anything else is kept. */
function asTyped(date: string | null | undefined): string | null | undefined {
  return date && isIsoDate(date) ? `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}` : date;
}

/** To the penny, half away from zero. */
const cents = (x: number): number => Number(formatDecimal(decimal(x), MONEY_DECIMALS));
