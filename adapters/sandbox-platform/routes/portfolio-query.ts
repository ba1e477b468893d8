import { PRICING_TYPES, DEFAULT_PRICING_TYPE, type PricingType } from '../../../domain/analysis/pricing-type';
import { DEFAULT_FEES_AND_TAXES, MAX_FEES_AND_TAXES, MIN_FEES_AND_TAXES } from '../../../domain/config/site-config';
import { feeTaxMode, type FeeTaxMode } from '../../../domain/performance/fee-tax-modes';
import { addYears } from '../../../domain/shared/iso-date';
import { normaliseCurrency } from '../../../domain/money/currency';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import { SandboxError, validation } from '../http/errors';
import type { Reply, SignedInContext } from '../http/reply';
import { queryFlag } from '../http/query';
import { queryDate, queryIds, queryInt } from '../http/wire';
import { readableAccount, readableClientPortfolios, readablePortfolio } from '../rights/portfolio-rights';
import { ConversionUnavailable } from '../compute/selection-performance';

/** The query parameters the portfolio calls share: the selection, currency, pricing, fee mode and range. */

/** The accounts named by the lists accountid and portfolioid, or by entityid (each checked for rights), optionally of one account_group_code. */
export function selectedAccounts(ctx: SignedInContext): AccountRecord[] {
  const accountIds = queryIds(ctx.query, 'accountid');
  const portfolioIds = queryIds(ctx.query, 'portfolioid');
  const entityIds = queryIds(ctx.query, 'entityid');
  if (!accountIds.length && !portfolioIds.length && !entityIds.length)
    throw validation('accountid, portfolioid or entityid is required');
  const out = new Map<number, AccountRecord>();
  for (const id of accountIds) out.set(id, readableAccount(ctx, id).account);
  for (const id of portfolioIds) for (const a of readablePortfolio(ctx, id).accounts) out.set(a.accountId, a);
  for (const id of entityIds)
    for (const v of readableClientPortfolios(ctx, id)) for (const a of v.accounts) out.set(a.accountId, a);
  // The visibility-off variant of a request (blocked accounts) narrows the selection to an account group.
  const group = ctx.query.get('account_group_code');
  return [...out.values()].filter((a) => !group || a.groupCode === group).sort((a, b) => a.accountId - b.accountId);
}

/** report_currency (or currency): defaults to the preferred currency of the first account's owner. */
export function reportCurrency(ctx: SignedInContext, accounts: readonly AccountRecord[], ...names: string[]): string {
  for (const name of [...names, 'report_currency', 'currency']) {
    const v = ctx.query.get(name);
    if (v) return normaliseCurrency(v);
  }
  const first = accounts[0] && ctx.state.portfolios.portfolio(accounts[0].portfolioId);
  return first
    ? (ctx.state.index.client(first.portfolio.ownerEntityId)?.preferredCurrency ?? ctx.user.preferredCurrency)
    : ctx.user.preferredCurrency;
}

export function pricingType(ctx: SignedInContext): PricingType {
  const v = ctx.query.get('pricing_type') ?? DEFAULT_PRICING_TYPE;
  if (!(PRICING_TYPES as readonly string[]).includes(v))
    throw validation(`pricing_type must be one of ${PRICING_TYPES.join(', ')}`);
  return v as PricingType;
}

export function feesAndTaxes(ctx: SignedInContext): FeeTaxMode {
  return feeTaxMode(
    queryInt(ctx.query, 'fees_and_taxes', DEFAULT_FEES_AND_TAXES, MIN_FEES_AND_TAXES, MAX_FEES_AND_TAXES),
  );
}

/** start_date and end_date (stop_date accepted too); the default is one year back to the as-of date. */
export function dateRange(ctx: SignedInContext): { from: string; to: string } {
  const asOf = ctx.state.portfolios.asOf;
  const to = queryDate(ctx.query, ctx.query.has('stop_date') ? 'stop_date' : 'end_date', asOf);
  const from = queryDate(ctx.query, 'start_date', addYears(to, -1));
  if (from > to) throw validation('start_date must not be after end_date');
  return { from, to };
}

/** A boolean parameter, 1 or 0. */
export const flag = (ctx: SignedInContext, name: string, fallback: boolean): boolean =>
  queryFlag(ctx.query, name, fallback);

/** A missing rate is the platform's 400 with the spec's text. */
export function withConversion(handle: (ctx: SignedInContext) => Reply): (ctx: SignedInContext) => Reply {
  return (ctx) => {
    try {
      return handle(ctx);
    } catch (e) {
      if (e instanceof ConversionUnavailable) throw new SandboxError(400, 'conversion_rate_unavailable', e.message);
      throw e;
    }
  };
}
