import { fxPriceFieldFor, type FxPriceField } from '../../domain/analysis/pricing-type';
import { normaliseCurrency } from '../../domain/money/currency';
import { CONVERSION_RATE_UNAVAILABLE } from '../../domain/money/fx-conversion';
import { currencyList, currencyListProblem, formatFxRate, SAME_CURRENCY_RATE } from '../../domain/money/fx-quote';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { ClientsPort } from '../ports/clients.port';
import { SessionPort } from '../ports/session.port';
import { PortfolioPort, type FxQuote } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { checkLevel } from './analysis-scope';
import type { PortalActor } from '../session/portal-actor';

/**
 * The currency view's rates (spec 2 §4 "Currency view", §6 FX price field, §7 "FX rates", §8, §9):
 * the latest rate of each currency into the report currency, read in one batch. With
 * view_marketdata the price is last_price, otherwise prev_close_price. Equal currencies are not
 * converted (rate 1); a currency without a rate says 'Conversion rate unavailable' and the others
 * still answer.
 */

export interface FxRatesInput {
  currencies: readonly string[];
  /** The report currency; default the client's preferred one. */
  currency?: string | null;
}

export interface FxRateView {
  currency: string;
  /** Units of the report currency per unit of `currency`; null when unavailable. */
  rate: number | null;
  /** The rate to 4 decimals (spec 2 §9). */
  display: string | null;
  /** The day of the price used; null for equal currencies or no rate. */
  date: string | null;
  converted: boolean;
  message: string | null;
}

export interface FxRatesView {
  currency: string;
  priceField: FxPriceField;
  rates: FxRateView[];
}

@Injectable()
export class GetFxRatesUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly session: SessionPort,
    private readonly clients: ClientsPort,
  ) {}

  async execute(actor: PortalActor, input: FxRatesInput): Promise<Result<FxRatesView, PortalError>> {
    const { credential } = actor;
    const level = checkLevel(actor.siteAccessLevel, 'analysis');
    if (!level.ok) return level;
    const currencies = currencyList(input.currencies);
    const problem = currencyListProblem(currencies) ?? (input.currency ? currencyListProblem([input.currency]) : null);
    if (problem) return err(portalError('validation', problem));
    try {
      // The client's capabilities decide the price field, as the scope reads them; a failed lookup means none.
      const capabilities = this.session
        .getCapabilities(credential, { entityId: actor.clientId })
        .catch(() => [] as string[]);
      const known = input.currency || actor.preferredCurrency;
      // Only an adviser without a currency waits for the client's preferred one before the batch.
      const currency = normaliseCurrency(
        known || (await this.clients.getClient(credential, actor.clientId, ['preferredCurrency'])).preferredCurrency,
      );
      const [quotes, caps] = await Promise.all([
        this.portfolio.fxQuotes({ credential, currency, currencies }),
        capabilities,
      ]);
      const priceField = fxPriceFieldFor(caps);
      const byCurrency = new Map(quotes.map((q) => [q.currency, q]));
      return ok({
        currency,
        priceField,
        rates: currencies.map((c) => fxRateView(c, currency, byCurrency.get(c), priceField)),
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** One currency's rate into the report currency from its quote (the balance sheet's notes read it too). */
export function fxRateView(code: string, report: string, quote: FxQuote | undefined, field: FxPriceField): FxRateView {
  if (code === report)
    return {
      currency: code,
      rate: SAME_CURRENCY_RATE,
      display: formatFxRate(SAME_CURRENCY_RATE),
      date: null,
      converted: false,
      message: null,
    };
  const rate = quote ? (field === 'last_price' ? quote.lastPrice : quote.prevClosePrice) : null;
  if (!quote || rate === null || !Number.isFinite(rate) || rate <= 0)
    return {
      currency: code,
      rate: null,
      display: null,
      date: null,
      converted: false,
      message: CONVERSION_RATE_UNAVAILABLE,
    };
  return {
    currency: code,
    rate,
    display: formatFxRate(rate),
    date: field === 'last_price' ? quote.priceDate : quote.prevCloseDate,
    converted: true,
    message: null,
  };
}
