import { fxPriceFieldFor } from '../../domain/analysis/pricing-type';
import { normaliseCurrency } from '../../domain/money/currency';
import { fxRateView } from '../analysis/get-fx-rates.use-case';
import type { PlatformCredential } from '../ports/platform-credential';
import type { FxQuote, PortfolioPort } from '../ports/portfolio.port';
import { rethrowSessionLoss } from './member-assets';

/**
 * The rates the balance sheet converts plan currencies with (spec 2 §4 "Currency view", §6 FX price
 * field, §8 'Conversion rate unavailable'): read as the analysis page's currency view reads them,
 * the latest rate of each plan currency into the report currency in one call.
 */

export interface AssetFxNote {
  currency: string;
  rate: number | null;
  display: string | null;
  message: string | null;
}

export interface AssetRates {
  currency: string;
  /** One per plan currency other than the report currency, in first-seen order. */
  notes: AssetFxNote[];
  /** Units of the report currency per unit of `code`: 1 for the report currency, null when unavailable. */
  rate: (code: string) => number | null;
}

export async function loadAssetRates(
  portfolio: PortfolioPort,
  credential: PlatformCredential,
  reportCurrency: string,
  planCurrencies: readonly string[],
  capabilities: readonly string[],
): Promise<AssetRates> {
  const currency = normaliseCurrency(reportCurrency);
  const others = [...new Set(planCurrencies.map(normaliseCurrency))].filter((c) => c !== currency);
  let quotes: FxQuote[] = [];
  if (others.length) {
    // A failed read leaves those amounts unconverted ('Conversion rate unavailable'); the plan values still show.
    quotes = await portfolio.fxQuotes({ credential, currency, currencies: others }).catch((e) => {
      rethrowSessionLoss(e);
      return [] as FxQuote[];
    });
  }
  const field = fxPriceFieldFor(capabilities);
  const byCurrency = new Map(quotes.map((q) => [normaliseCurrency(q.currency), q]));
  const views = new Map(others.map((c) => [c, fxRateView(c, currency, byCurrency.get(c), field)]));
  return {
    currency,
    notes: [...views.values()].map((v) => ({
      currency: v.currency,
      rate: v.rate,
      display: v.display,
      message: v.message,
    })),
    rate: (code) => {
      const c = normaliseCurrency(code);
      return c === currency ? 1 : (views.get(c)?.rate ?? null);
    },
  };
}
