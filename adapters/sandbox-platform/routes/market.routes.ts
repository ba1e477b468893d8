import { benchmarkFrequency } from '../../../domain/analysis/chart-frequency';
import { itemAt, present } from '../../../domain/shared/present';
import { addDays } from '../../../domain/shared/iso-date';
import { latestBusinessIndex } from '../data/portfolio/calendar';
import { BENCHMARKS } from '../data/portfolio/market';
import { TARGET_SETS } from '../data/portfolio/generate-portfolios';
import { securityById } from '../data/portfolio/securities';
import { sampleDates, type Frequency } from '../compute/selection-performance';
import { notFound, validation } from '../http/errors';
import { ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { dateValue, pickFields, queryDate, queryIds, requestedFields } from '../http/wire';
import { readableAccount } from '../rights/portfolio-rights';
import { publishedRateOn } from '../compute/published-rates';

/** Benchmarks, FX rates and target sets (spec 2 §7): the firm's market data, for any signed-in user. */

/** portfolio/benchmark: the list; with start_date and end_date each benchmark's levels and return at the benchmark frequency. */
function benchmarks(ctx: SignedInContext): Reply {
  const market = ctx.state.portfolios.market;
  const ids = queryIds(ctx.query, 'benchmarkid');
  const list = BENCHMARKS.filter((b) => !ids.length || ids.includes(b.benchmarkId));
  const withSeries = ctx.query.has('start_date');
  const to = queryDate(ctx.query, 'end_date', market.asOf);
  const from = withSeries ? queryDate(ctx.query, 'start_date') : to;
  if (from > to) throw validation('start_date must not be after end_date');
  const frequency = (ctx.query.get('frequency') ?? benchmarkFrequency(from, to)) as Frequency;
  if (!['daily', 'weekly', 'monthly', 'quarterly', 'yearly'].includes(frequency))
    throw validation('frequency is not valid');
  const fields = requestedFields(ctx.query);
  return ok(
    list.map((b) => {
      const row: Record<string, unknown> = {
        benchmark_id: b.benchmarkId,
        code: b.code,
        name: b.name,
        currency: b.currency,
      };
      if (withSeries) {
        const base =
          market.benchmarkLevel(b.benchmarkId, addDays(from, -1)) ?? market.benchmarkLevel(b.benchmarkId, from);
        row.dateValues = sampleDates(from, to, frequency).map((d) => {
          const level = market.benchmarkLevel(b.benchmarkId, d);
          return { date: dateValue(d), value: level, twrr: level !== null && base ? level / base - 1 : null };
        });
      }
      return pickFields(row, fields);
    }),
  );
}

/** portfolio/security/{pair}/FX: units of the second currency per unit of the first ('GBPUSD'); 404 for a pair without rates. */
function fxRate(ctx: SignedInContext): Reply {
  const pair = present(ctx.params.pair, 'the pair in the path')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (pair.length !== 6) throw validation('pair must be two currency codes, e.g. GBPUSD');
  const from = pair.slice(0, 3);
  const to = pair.slice(3);
  const market = ctx.state.portfolios.market;
  const date = queryDate(ctx.query, 'date', market.asOf);
  // The rate of the latest business day on or before the date, and of the business day before it.
  const i = latestBusinessIndex(market.calendar, date);
  const priceDay = i >= 0 ? itemAt(market.calendar.businessDays, i) : date;
  const previousDay = i >= 1 ? itemAt(market.calendar.businessDays, i - 1) : addDays(date, -1);
  const last = publishedRateOn(market.fxTable, from, to, priceDay);
  const prev = publishedRateOn(market.fxTable, from, to, previousDay);
  if (last === null || prev === null) throw notFound(`FX rate ${from}/${to}`);
  const body: Record<string, unknown> = {
    pair: `${from}${to}`,
    from_currency: from,
    to_currency: to,
    last_price: last,
    prev_close_price: prev,
    price_date: dateValue(priceDay),
    prev_close_date: dateValue(previousDay),
  };
  if (ctx.query.has('start_date')) {
    const start = queryDate(ctx.query, 'start_date');
    const history = [];
    for (let d = start; d <= date; d = addDays(d, 1)) {
      const r = publishedRateOn(market.fxTable, from, to, d);
      if (r !== null) history.push({ date: dateValue(d), rate: r });
    }
    body.history = history;
  }
  return ok(body);
}

function targetSetView(t: (typeof TARGET_SETS)[number]) {
  return { targetset_id: t.targetSetId, description: t.description };
}

/** portfolio/targetset: the firm's target sets; with accountid only those linked to the account. */
function targetSets(ctx: SignedInContext): Reply {
  const accountIds = queryIds(ctx.query, 'accountid');
  if (!accountIds.length) return ok(TARGET_SETS.map(targetSetView));
  const linked = new Set<number>();
  for (const id of accountIds) {
    const { dataset } = readableAccount(ctx, id);
    dataset.targetLinks.filter((l) => l.accountId === id).forEach((l) => linked.add(l.targetSetId));
  }
  return ok(TARGET_SETS.filter((t) => linked.has(t.targetSetId)).map(targetSetView));
}

function targetSetSecurities(ctx: SignedInContext): Reply {
  const t = TARGET_SETS.find((x) => x.targetSetId === Number(ctx.params.id));
  if (!t) throw notFound(`target set ${ctx.params.id}`);
  return ok(
    t.securities.map((s) => {
      const sec = securityById(s.securityId)!;
      return { security_id: s.securityId, code: sec.code, description: sec.description, weight: s.weight };
    }),
  );
}

function targetLinks(ctx: SignedInContext): Reply {
  const accountId = Number(ctx.params.id);
  const { dataset } = readableAccount(ctx, accountId);
  return ok(
    dataset.targetLinks
      .filter((l) => l.accountId === accountId)
      .map((l) => ({ targetset_id: l.targetSetId, accountid: l.accountId, linked_date: dateValue(l.linkedDate) })),
  );
}

export const marketRoutes: Route[] = [
  signedIn('GET', 'portfolio/benchmark', benchmarks),
  signedIn('GET', 'portfolio/security/:pair/FX', fxRate),
  signedIn('GET', 'portfolio/targetset', targetSets),
  signedIn('GET', 'portfolio/targetset/:id/allocation/security', targetSetSecurities),
  signedIn('GET', 'portfolio/account/:id/targetlink', targetLinks),
];
