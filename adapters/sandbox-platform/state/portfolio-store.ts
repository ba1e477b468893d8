import { publishedRateOn } from '../compute/published-rates';
import { itemAt } from '../../../domain/shared/present';
import { fromDayNumber } from '../../../domain/shared/iso-date';
import { accountSeries, type AccountSeries } from '../compute/daily-series';
import { holdingsAt, type AccountHoldings } from '../compute/holdings';
import { decimal, type Decimal } from '../../../domain/money/decimal';
import { IDS } from '../data/demo-constants';
import type { FirmIndex } from '../data/firm-index';
import { Market } from '../data/portfolio/market';
import {
  generateClientData,
  generateHouseholdData,
  generateLenaData,
  generateScaleData,
  hasPortfolioData,
} from '../data/portfolio/generate-portfolios';
import {
  entityOfPortfolio,
  portfolioOfAccount,
  type AccountRecord,
  type PortfolioDataset,
  type PortfolioRecord,
  type TransactionRecord,
} from '../data/portfolio/portfolio-records';

/**
 * The portfolio side of the sandbox, generated lazily: the market on first use, each client's (or
 * household's) records on the first request that touches them, and each account's daily valuation
 * and as-of holdings on the first request that needs them. Everything is a pure function of the
 * seed, the scale and the as-of date (the day the sandbox started), and the records never change
 * once generated, so laziness and keeping what was worked out never change a figure.
 */
export class PortfolioStore {
  private marketCache: Market | undefined;
  private readonly datasets = new Map<string, PortfolioDataset | null>();
  private readonly series = new Map<number, AccountSeries>();
  private readonly rateSeries = new Map<string, Float64Array>();
  private readonly holdingsAsOf = new Map<number, AccountHoldings>();
  private readonly rateDecimals = new Map<string, Decimal | null>();

  constructor(
    private readonly index: FirmIndex,
    private readonly seed: number,
    private readonly scale: number,
    readonly asOf: string,
  ) {}

  get market(): Market {
    return (this.marketCache ??= new Market(this.seed, this.asOf));
  }

  /** The dataset holding an entity's portfolios (the Hartley household is one dataset); null when none. */
  datasetOf(entityId: number): PortfolioDataset | null {
    const group = this.index.groupOf(entityId);
    const key = group?.groupId === IDS.ameliaGroup ? 'hartley' : String(entityId);
    if (this.datasets.has(key)) return this.datasets.get(key)!;
    const data = this.generate(entityId, key);
    this.datasets.set(key, data);
    return data;
  }

  private generate(entityId: number, key: string): PortfolioDataset | null {
    if (key === 'hartley') {
      // The household's three members, in the group's order.
      const members = this.index.groupOf(entityId)!.members.map((m) => this.index.client(m.entityId)!);
      return generateHouseholdData(this.seed, this.market, {
        amelia: itemAt(members, 0),
        ben: itemAt(members, 1),
        oliver: itemAt(members, 2),
      });
    }
    const client = this.index.client(entityId);
    if (!client || !hasPortfolioData(client)) return null;
    const username = client.userId === null ? null : this.index.userById(client.userId)?.username;
    if (username === 'lena@client') return generateLenaData(this.seed, this.market, client);
    if (username === 'scale@client') return generateScaleData(this.seed, this.market, client, this.scale);
    return generateClientData(this.seed, this.market, client);
  }

  portfolio(portfolioId: number): { dataset: PortfolioDataset; portfolio: PortfolioRecord } | undefined {
    const dataset = this.datasetOf(entityOfPortfolio(portfolioId));
    const portfolio = dataset?.portfolios.find((p) => p.portfolioId === portfolioId);
    return dataset && portfolio ? { dataset, portfolio } : undefined;
  }

  account(
    accountId: number,
  ): { dataset: PortfolioDataset; account: AccountRecord; portfolio: PortfolioRecord } | undefined {
    const found = this.portfolio(portfolioOfAccount(accountId));
    const account = found?.dataset.accounts.find((a) => a.accountId === accountId);
    return found && account ? { ...found, account } : undefined;
  }

  transactions(accountId: number): readonly TransactionRecord[] {
    return this.account(accountId)?.dataset.transactions.get(accountId) ?? [];
  }

  /** The account's daily valuation in its plan currency (computed once). */
  accountSeries(account: AccountRecord): AccountSeries {
    let s = this.series.get(account.accountId);
    if (!s) {
      s = accountSeries(this.market, account, this.transactions(account.accountId));
      this.series.set(account.accountId, s);
    }
    return s;
  }

  /**
   * An account's holdings at the close of `date`, from its records; those at the as-of date (what
   * every account list and position read asks for) are worked out once per account.
   */
  holdings(account: AccountRecord, date: string): AccountHoldings {
    if (date !== this.asOf) return holdingsAt(account, this.transactions(account.accountId), date);
    let h = this.holdingsAsOf.get(account.accountId);
    if (!h) {
      h = holdingsAt(account, this.transactions(account.accountId), date);
      this.holdingsAsOf.set(account.accountId, h);
    }
    return h;
  }

  /** The published rate of a day and pair as an exact decimal (null when a rate is missing), read once per day and pair. */
  rateOn(from: string, to: string, date: string): Decimal | null {
    const key = `${from}>${to}@${date}`;
    let r = this.rateDecimals.get(key);
    if (r === undefined) {
      const rate = publishedRateOn(this.market.fxTable, from, to, date);
      r = rate === null ? null : decimal(rate);
      this.rateDecimals.set(key, r);
    }
    return r;
  }

  /** Every calendar day of the market as 'YYYY-MM-DD', by index (built once: the daily rows use them). */
  calendarDates(): readonly string[] {
    return this.market.calendarDates();
  }

  /**
   * Units of `to` per unit of `from` on every calendar day of the market (the published rate, each
   * day its own); null when a rate is missing.
   */
  dailyRates(from: string, to: string): Float64Array | null {
    const key = `${from}>${to}`;
    let rates = this.rateSeries.get(key);
    if (!rates) {
      const cal = this.market.calendar;
      rates = new Float64Array(cal.latestIndex.length);
      for (let i = 0; i < rates.length; i++) {
        const r = publishedRateOn(this.market.fxTable, from, to, fromDayNumber(cal.startDay + i));
        if (r === null) return null;
        rates[i] = r;
      }
      this.rateSeries.set(key, rates);
    }
    return rates;
  }
}
