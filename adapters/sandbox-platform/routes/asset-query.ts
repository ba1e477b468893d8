import { decimal, type Decimal } from '../../../domain/money/decimal';
import { normaliseCurrency } from '../../../domain/money/currency';
import type { ClientRecord } from '../data/records';
import { ConversionUnavailable } from '../compute/selection-performance';
import { validation } from '../http/errors';
import type { SignedInContext } from '../http/reply';
import { toReportWith, type ToReport } from '../views/asset.view';

/** The parts the asset calls share: the report currency and its conversion, and the 50-row pages. */

/** spec 2 §7: asset lists page 50 rows at a time; the caller continues while a page is full. */
export const ASSET_PAGE_SIZE = 50;

/** report_currency (or currency): default the client's preferred currency. */
export function assetReportCurrency(ctx: SignedInContext, client: ClientRecord): string {
  for (const name of ['report_currency', 'currency']) {
    const v = ctx.query.get(name);
    if (v) return normaliseCurrency(v);
  }
  return client.preferredCurrency;
}

/** Units of the report currency per unit of `from` on the as-of day (a missing rate is the 400 of withConversion). */
export function reportRate(ctx: SignedInContext, reportCurrency: string): (from: string) => Decimal {
  return (from) => {
    if (from === reportCurrency) return decimal(1);
    const rate = ctx.state.portfolios.rateOn(from, reportCurrency, ctx.state.assets.asOf);
    if (rate === null) throw new ConversionUnavailable(from, reportCurrency);
    return rate;
  };
}

/** A money value in the report currency, rounded once to the penny. */
export const reportConversion = (ctx: SignedInContext, reportCurrency: string): ToReport =>
  toReportWith(reportRate(ctx, reportCurrency));

/**
 * The entity list's `page` (public evidence: entity list GETs take `indexes`, `fields` and `page`):
 * page N (from 1, the default) holds rows 50 × (N − 1) + 1 to 50 × N in list order. 50 a page is
 * spec 2 §7's; `page` counting from 1 is our assumption (adapters/PLATFORM-API.md). Anything else a
 * caller sends (page_size, page_bookmark) is ignored, as a real server ignores what it does not know.
 */
export function assetPage(ctx: SignedInContext): { size: number; skip: number } {
  const raw = ctx.query.get('page');
  const page = raw === null || raw === '' ? 1 : Number(raw);
  if (!Number.isSafeInteger(page) || page < 1) throw validation('page must be a whole number from 1');
  return { size: ASSET_PAGE_SIZE, skip: (page - 1) * ASSET_PAGE_SIZE };
}
