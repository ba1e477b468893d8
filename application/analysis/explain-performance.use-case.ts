import type { RangePreset } from '../../domain/analysis/date-range';
import { normaliseCurrency } from '../../domain/money/currency';
import {
  decimal,
  decimalToNumber,
  isZeroDecimal,
  MONEY_DECIMALS,
  multiplyDecimals,
  roundDecimal,
  type Decimal,
} from '../../domain/money/decimal';
import { fxTable } from '../../domain/money/fx-conversion';
import {
  conventionsFor,
  PERFORMANCE_CONVENTIONS_TEXT,
  type PerformanceConventions,
} from '../../domain/performance/conventions';
import {
  dailyNetFlows,
  explainFlow,
  periodReturns,
  reconcileValueMovement,
  type ExplainFlow,
} from '../../domain/performance/explain';
import { feeTaxMode } from '../../domain/performance/fee-tax-modes';
import type { SkippedDay } from '../../domain/performance/twrr';
import { addDays } from '../../domain/shared/iso-date';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AnalysisScopeLoader, loadSelection, NO_DATA_FOR_SELECTION } from './analysis-scope';

export {
  ACCOUNT_NOT_FOUND,
  CLIENT_ANALYSIS_TOGGLE,
  GROUP_NOT_FOUND,
  NEEDS_PORTFOLIO_LEVEL,
  NO_DATA_FOR_SELECTION,
  ONE_FILTER_ONLY,
  PORTFOLIO_NOT_FOUND,
} from './analysis-scope';
import type { PortalActor } from '../session/portal-actor';
export { UNKNOWN_RANGE } from './analysis-range';

/**
 * "Explain this number" (issue 9): for a selection and a range, the daily values the TWRR links, every
 * external flow with its own day's rate, both returns and the value reconciliation, with the
 * conventions, so that anyone holding the document can recompute the figures without the portal.
 */

export interface ExplainFilter {
  account?: number;
  portfolio?: number;
  group?: string;
}

/** What is explained (the actor says whose: only the Portfolio access level sees performance). */
export interface ExplainInput {
  filter?: ExplainFilter;
  /** A preset (1y, 2y, 3y, ytd, inception); absent with from/to: custom; absent without: 1 year. */
  range?: string | null;
  /** Custom range, 'YYYY-MM-DD' or as typed, 'DD-MM-YYYY'. */
  from?: string | null;
  to?: string | null;
  currency?: string | null;
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
  /**
   * External flows one by one; under a fee-and-tax mode that counts fees or taxes 'before' (or leaves
   * imputation credits out), each day's charges moved out of the selection follow as one row of type
   * 'fees_and_taxes' in the report currency, with no account.
   */
  flows: (ExplainFlow & { accountId: number | null; type: string })[];
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
  /**
   * The platform's published rates (report currency per unit of each other plan currency, one a day
   * and pair, from the day before `from`): the rates of the values, a day's at its close, and of
   * the flows, at the close before their day.
   */
  rates: { currency: string; date: string; rate: number }[];
}

type Fail = { ok: false; error: PortalError };
const fail = (code: PortalError['code'], message: string): Fail => err(portalError(code, message));

@Injectable()
export class ExplainPerformanceUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(actor: PortalActor, input: ExplainInput): Promise<Result<Explanation, PortalError>> {
    const { credential } = actor;
    try {
      // Round trip 1: the client's portfolios, visible accounts, groups, currency and settings.
      const loaded = await loadSelection(this.scope, actor, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const accounts = selection.accounts;
      const { from, to } = range;
      const currency = input.currency ? normaliseCurrency(input.currency) : scope.currency;
      const accountIds = accounts.map((a) => a.id);
      const request = { credential, accountIds, from, to };
      // The site's fee-and-tax mode (spec 2 §9), the same one the performance read asks for.
      const mode = feeTaxMode(scope.config.feesAndTaxes);

      // Round trip 2, side by side: daily values, flows, and the rates of the flows' currencies.
      const [perf, flows, rates] = await Promise.all([
        this.portfolio.dailyPerformance({ ...request, currency, feesAndTaxes: mode.mode }),
        this.portfolio.externalFlows(request),
        this.portfolio.fxRates({
          credential,
          currency,
          currencies: [...new Set(accounts.map((a) => a.planCurrency))],
          from: addDays(from, -1),
          to,
        }),
      ]);
      if (!perf || accounts.length === 0) return fail('not_found', NO_DATA_FOR_SELECTION);

      const table = fxTable(currency, rates);
      const listed: Explanation['flows'] = [];
      for (const f of flows.filter((x) => x.date >= perf.from && x.date <= perf.to)) {
        const converted = explainFlow(table, {
          date: f.date,
          nativeAmount: decimalToNumber(f.amount),
          nativeCurrency: f.currency,
        });
        if (!converted.ok) return fail('validation', `${converted.error}: ${f.currency} to ${currency}`);
        // The exact amount × the published rate, rounded once to the cent (a double's product can fall below a half cent).
        const amount = decimalToNumber(
          roundDecimal(multiplyDecimals(f.amount, decimal(converted.value.fxRate)), MONEY_DECIMALS),
        );
        listed.push({ ...converted.value, amount, accountId: f.accountId, type: f.type });
      }
      if (movesCharges(mode)) listed.push(...chargeFlows(perf.days, currency));
      listed.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const net = dailyNetFlows(listed);
      const dailyValues: ExplainDailyValue[] = [
        { date: addDays(perf.from, -1), value: decimalToNumber(perf.openingValue), flow: 0 },
        ...perf.days.map((d) => ({
          date: d.date,
          value: decimalToNumber(d.value),
          flow: Number(net.get(d.date) ?? 0),
        })),
      ];
      const returns = periodReturns(dailyValues, perf.to);
      const reconciliation = reconcileValueMovement({
        openingValue: perf.openingValue,
        closingValue: perf.closingValue,
        flows: dailyValues.slice(1).map((r) => r.flow),
      });
      const basis = (annualised: boolean) => (annualised ? 'annualised' : 'cumulative');
      return ok({
        currency,
        from: perf.from,
        to: perf.to,
        period: { range: range.preset, name: range.name, requestedFrom: from, requestedTo: to, days: returns.days },
        selection: { kind: selection.kind, id: selection.id },
        conventions: { ...conventionsFor(returns.days), feesAndTaxes: mode.mode, text: PERFORMANCE_CONVENTIONS_TEXT },
        accounts: accounts.map((a) => ({
          id: a.id,
          name: a.name,
          planCurrency: a.planCurrency,
          portfolioId: a.portfolioId,
          portfolioName: a.portfolioName,
        })),
        openingValue: decimalToNumber(perf.openingValue),
        closingValue: decimalToNumber(perf.closingValue),
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
        rates: rates
          .filter((r) => normaliseCurrency(r.currency) !== currency)
          .map((r) => ({ currency: normaliseCurrency(r.currency), date: r.date, rate: r.rate })),
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** Whether the mode moves anything besides contributions, withdrawals and transfers across the boundary. */
const movesCharges = (mode: ReturnType<typeof feeTaxMode>): boolean =>
  mode.fees === 'before' || mode.taxes === 'before' || mode.imputationCredits === 'excluded';

/** The day's charges the mode moved across the boundary, as the platform counted them; days without any are left out. */
function chargeFlows(days: readonly { date: string; charges?: Decimal }[], currency: string): Explanation['flows'] {
  return days.flatMap((d) => {
    if (d.charges === undefined || isZeroDecimal(d.charges)) return [];
    const amount = decimalToNumber(d.charges);
    return [
      {
        date: d.date,
        amount,
        nativeAmount: amount,
        nativeCurrency: currency,
        fxRate: 1,
        accountId: null,
        type: FEES_AND_TAXES_FLOW,
      },
    ];
  });
}

/** The flow type of charges a fee-and-tax mode moves out of the selection. */
export const FEES_AND_TAXES_FLOW = 'fees_and_taxes';
