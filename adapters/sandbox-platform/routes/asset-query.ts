import { decimal, type Decimal } from '../../../domain/money/decimal';
import { normaliseCurrency } from '../../../domain/money/currency';
import type { ClientRecord } from '../data/records';
import { ConversionUnavailable } from '../compute/selection-performance';
import { validation } from '../http/errors';
import { readBookmark, sandboxBookmark } from '../http/query';
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
export const reportConversion = (ctx: SignedInContext, reportCurrency: string): ToReport => toReportWith(reportRate(ctx, reportCurrency));

export const encodeAssetBookmark = (index: number): string => sandboxBookmark([index]);

const isIndex = (v: unknown): v is [number] => Array.isArray(v) && v.length === 1 && Number.isSafeInteger(v[0]) && v[0] >= 0;

/** page_size (1 to 50, default 50) and page_bookmark (the last row's bookmark: rows after it). */
export function assetPage(ctx: SignedInContext): { size: number; after: number } {
  const raw = ctx.query.get('page_size');
  const size = raw === null || raw === '' ? ASSET_PAGE_SIZE : Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > ASSET_PAGE_SIZE) throw validation(`page_size must be a whole number from 1 to ${ASSET_PAGE_SIZE}`);
  return { size, after: readBookmark(ctx.query, isIndex)?.[0] ?? 0 };
}
