import { checkExplanation } from '../../../domain/performance/explain';
import { addDays, addYears, dayNumber } from '../../../domain/shared/iso-date';
import { first as firstOf } from '../../../domain/shared/present';
import type { AccountRecord, TransactionRecord } from '../data/portfolio/portfolio-records';
import { DEMO_CASES } from '../data/portfolio/hartley-household';
import { securityById } from '../data/portfolio/securities';
import { visiblePortfolios } from '../rights/portfolio-rights';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

/**
 * The sandbox's figures agree with its records: positions are what the transactions imply, values
 * are units × price × the day's rate, returns over a range link from its halves, and the joint
 * portfolio gives the same numbers to both owners. The expected figures here are worked out
 * independently (integer pence and units), not with the code under test.
 */

const AMELIA = 10001;
const JOINT_PORTFOLIO = 100013;

/** '123.45' → 12345n (fixed places, exact). */
function fixed(text: string, places: number): bigint {
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const n = BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
  return text.startsWith('-') ? -n : n;
}

function impliedCashPence(rows: readonly TransactionRecord[]): bigint {
  let cash = 0n;
  for (const t of rows) {
    const [g, f, x] = [fixed(t.gross, 2), fixed(t.fee, 2), fixed(t.tax, 2)];
    if (t.kind === 'buy') cash -= g + f;
    else if (t.kind === 'sell') cash += g - f;
    else if (t.kind === 'income') cash += g - x - f;
    else if (t.kind === 'contribution' || t.kind === 'transfer_in') cash += g;
    else cash -= g;
  }
  return cash;
}

function impliedUnits(rows: readonly TransactionRecord[]): Map<number, bigint> {
  const units = new Map<number, bigint>();
  for (const t of rows) {
    if (t.kind !== 'buy' && t.kind !== 'sell') continue;
    const u = fixed(t.units!, 4);
    units.set(t.securityId!, (units.get(t.securityId!) ?? 0n) + (t.kind === 'buy' ? u : -u));
  }
  return units;
}

const amount = (c: { _val: { value: { _val: string } } }): number => Number(c._val.value._val);

describe('sandbox portfolio figures follow from the records', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let ben: string;
  let accounts: AccountRecord[];
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    [amelia, ben] = await Promise.all([signIn(sb, 'amelia'), signIn(sb, 'ben')]);
    accounts = visiblePortfolios(sb.state.portfolios.datasetOf(AMELIA), AMELIA).flatMap((v) => v.accounts);
  });
  afterAll(() => sb.close());

  const get = async (path: string, token = amelia) => {
    const res = await call(sb, 'GET', path, { token });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const asOf = () => sb.state.portfolios.asOf;

  it("serves positions and cash that are exactly what each account's transactions imply", async () => {
    const date = addDays(asOf(), -45);
    for (const a of accounts) {
      const rows = sb.state.portfolios.transactions(a.accountId).filter((t) => t.tradeDate <= date);
      const positions = await get(
        `portfolio/position?accountid=${a.accountId}&date=${date}&pricing_type=latest&currency=${a.planCurrency}`,
      );
      const units = impliedUnits(rows);
      for (const [securityId, u] of units) {
        const served = positions.find((p: any) => p.security_id === securityId);
        if (u === 0n) expect(served).toBeUndefined();
        else expect(fixed(String(served.volume.toFixed(4)), 4)).toBe(u);
      }
      const cash = positions.find((p: any) => p.security_id === null);
      expect(cash ? fixed(cash.plan_currency_value._val.value._val, 2) : 0n).toBe(impliedCashPence(rows));
      expect(positions.filter((p: any) => p.security_id !== null)).toHaveLength(
        [...units.values()].filter((u) => u !== 0n).length,
      );
    }
  });

  it('carries book cost at average cost, fees included, starting afresh after a sell-out', async () => {
    for (const a of accounts) {
      const cost = new Map<number, { units: number; cost: number }>();
      for (const t of sb.state.portfolios.transactions(a.accountId)) {
        if (t.kind !== 'buy' && t.kind !== 'sell') continue;
        const c = cost.get(t.securityId!) ?? { units: 0, cost: 0 };
        const u = Number(t.units);
        if (t.kind === 'buy')
          cost.set(t.securityId!, { units: c.units + u, cost: c.cost + Number(t.gross) + Number(t.fee) });
        else
          cost.set(t.securityId!, {
            units: c.units - u,
            cost: c.units - u < 1e-9 ? 0 : (c.cost * (c.units - u)) / c.units,
          });
      }
      const positions = await get(`portfolio/position?accountid=${a.accountId}&currency=${a.planCurrency}`);
      for (const p of positions.filter((x: any) => x.security_id !== null)) {
        expect(amount(p.plan_currency_cost)).toBeCloseTo(cost.get(p.security_id)!.cost, 1);
      }
    }
  });

  it('values each position at units × price × the rate of the day, in the report currency', async () => {
    const market = sb.state.portfolios.market;
    const date = addDays(asOf(), -100);
    for (const a of accounts.filter(
      (x) => x.demoCase === DEMO_CASES.foreignBoughtFarFromToday || x.demoCase === DEMO_CASES.pence,
    )) {
      const positions = await get(
        `portfolio/position?accountid=${a.accountId}&date=${date}&pricing_type=latest&currency=GBP`,
      );
      for (const p of positions.filter((x: any) => x.security_id !== null)) {
        const s = securityById(p.security_id)!;
        const price = market.latestPrice(s.securityId, date)!.price;
        const sterlingPerUnit = market.sterlingPer(s.currency, date)!;
        expect(amount(p.native_marketprice)).toBeCloseTo(price, 4);
        expect(amount(p.value)).toBeCloseTo(p.volume * price * sterlingPerUnit, 1);
      }
    }
  });

  it('gives the same closing value from the positions and from the daily valuation the returns link', async () => {
    const date = addDays(asOf(), -30);
    const day = dayNumber(date) - sb.state.portfolios.market.calendar.startDay;
    for (const a of accounts) {
      const positions = await get(
        `portfolio/position?accountid=${a.accountId}&date=${date}&pricing_type=latest&currency=${a.planCurrency}`,
      );
      const total = positions.reduce((s: number, p: any) => s + amount(p.plan_currency_value), 0);
      const series = sb.state.portfolios.accountSeries(a);
      expect(series.firstIndex < 0 ? 0 : series.value[day]).toBeCloseTo(total, 1);
    }
  });

  it("links a range's returns from its two halves, and the monthly periods to the whole", async () => {
    const to = asOf();
    const from = addYears(to, -2);
    const mid = addYears(to, -1);
    for (const selection of [
      `entityid=${AMELIA}`,
      `accountid=${accounts.find((a) => a.demoCase === DEMO_CASES.nearlyEmptied)!.accountId}`,
      `portfolioid=${JOINT_PORTFOLIO}`,
    ]) {
      const twrr = async (f: string, t: string) =>
        (await get(`portfolio/profit_analysis/detail?${selection}&start_date=${f}&end_date=${t}`))[0].twrr_cumulative;
      const whole = await twrr(from, to);
      const first = await twrr(from, mid);
      const second = await twrr(addDays(mid, 1), to);
      expect((1 + first) * (1 + second) - 1).toBeCloseTo(whole, 10);
      const historic = await get(
        `portfolio/profit_analysis/historic_time_series_twrr?${selection}&start_date=${from}&end_date=${to}`,
      );
      const linked = historic.periods.reduce((p: number, x: any) => p * (1 + x.twrr_period), 1) - 1;
      expect(linked).toBeCloseTo(whole, 10);
      expect(historic.periods.at(-1).twrr_cumulative).toBeCloseTo(whole, 10);
    }
  });

  it('reconciles each performance row: closing − opening − net flows = movement, to the penny', async () => {
    const rows = await get(`portfolio/profit_analysis/detail?entityid=${AMELIA}&grouping=portfolio,account`);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows.filter((x: any) => !x.no_data)) {
      const pence = (c: any) => fixed(c._val.value._val, 2);
      expect(pence(r.market_value_to) - pence(r.market_value_from) - pence(r.net_cashflow)).toBe(pence(r.movement));
    }
  });

  it('gives amelia and ben the same figures for their joint portfolio', async () => {
    const range = `start_date=${addYears(asOf(), -3)}&end_date=${asOf()}`;
    for (const path of [
      `portfolio/profit_analysis/detail?portfolioid=${JOINT_PORTFOLIO}&grouping=portfolio,account&${range}`,
      `portfolio/position?portfolioid=${JOINT_PORTFOLIO}`,
      `portfolio/portfolio/${JOINT_PORTFOLIO}/account`,
      `portfolio/transaction?portfolioid=${JOINT_PORTFOLIO}&page_size=500`,
      `portfolio/profit_analysis/time_series_twrr?portfolioid=${JOINT_PORTFOLIO}&${range}`,
    ]) {
      expect(await get(path, ben)).toEqual(await get(path, amelia));
    }
  });

  it('starts an account opened mid-period at its first transaction and says so with a no-data series', async () => {
    const a = accounts.find((x) => x.demoCase === DEMO_CASES.openedMidPeriod)!;
    const first = firstOf(sb.state.portfolios.transactions(a.accountId)).tradeDate;
    const [row] = await get(`portfolio/profit_analysis/detail?accountid=${a.accountId}`);
    expect(row.start_date._val).toBe(first);
    expect(row.twrr_annualised).toBe(false);
    expect(Number.isFinite(row.twrr_period)).toBe(true);
    const series = await get(`portfolio/profit_analysis/time_series_twrr?accountid=${a.accountId}`);
    expect(series.series.map((s: any) => s.name)).toContain('no data available');
  });

  it("keeps the nearly-emptied account's return finite and its IRR solved", async () => {
    const a = accounts.find((x) => x.demoCase === DEMO_CASES.nearlyEmptied)!;
    const [row] = await get(`portfolio/profit_analysis/detail?accountid=${a.accountId}`);
    expect(Math.abs(row.twrr_period)).toBeLessThan(1);
    expect(row.irr_period).not.toBeNull();
    expect(row.skipped_days).toEqual([]);
  });

  it('converts each flow at the published rate of the close before its day, to the penny', async () => {
    // A GBP account that withdraws nearly everything: the few pounds left make a rate digit past the
    // published six worth a visible change in that day's return, so the platform must use what it publishes.
    const a = accounts.find((x) => x.demoCase === DEMO_CASES.nearlyEmptied)!;
    expect(a.planCurrency).toBe('GBP');
    const to = asOf();
    const q = `accountid=${a.accountId}&start_date=${addYears(to, -3)}&end_date=${to}&frequency=daily`;
    const [native, dollars] = await Promise.all([
      get(`portfolio/profit_analysis/time_series_twrr?${q}&currency=GBP`),
      get(`portfolio/profit_analysis/time_series_twrr?${q}&currency=USD`),
    ]);
    const fx = await get(`portfolio/security/GBPUSD/FX?date=${to}&start_date=${addYears(to, -3)}`);
    const rate = new Map<string, string>(
      fx.history.map((h: { date: { _val: string }; rate: number }) => [h.date._val, String(h.rate)]),
    );
    type Day = { date: { _val: string }; cashflow: { _type: 'BigDecimal'; _val: string } };
    const days = native.series[0].dateValues as Day[];
    const usd = new Map<string, string>(dollars.series[0].dateValues.map((d: Day) => [d.date._val, d.cashflow._val]));
    expect(days.every((d) => d.cashflow._type === 'BigDecimal')).toBe(true);
    const withFlows = days.filter((d) => Number(d.cashflow._val) !== 0);
    expect(withFlows.length).toBeGreaterThan(0);
    for (const d of withFlows) {
      // Pence × rate in millionths, exactly, rounded half away from zero to the cent.
      const pence = fixed(d.cashflow._val, 2);
      const micro = fixed(rate.get(addDays(d.date._val, -1))!, 6);
      const product = pence * micro;
      const half = 500_000n;
      const cents = (product < 0n ? -(-product + half) : product + half) / 1_000_000n;
      expect({ date: d.date._val, cents: Number(fixed(usd.get(d.date._val)!, 2)) }).toEqual({
        date: d.date._val,
        cents: Number(cents),
      });
    }
  });

  it('serves figures anyone can recompute: daily values and flows give back the TWRR, IRR and movement', async () => {
    const to = asOf();
    const ranges = [
      { from: addYears(to, -1), to },
      { from: '1901-01-01', to },
      { from: addDays(to, -200), to: addDays(to, -20) },
    ];
    const selections = [
      ...accounts
        .filter((a) => sb.state.portfolios.transactions(a.accountId).length)
        .map((a) => `accountid=${a.accountId}`),
      `entityid=${AMELIA}`,
    ];
    for (const selection of selections) {
      for (const range of ranges) {
        const q = `${selection}&start_date=${range.from}&end_date=${range.to}`;
        const [row] = await get(`portfolio/profit_analysis/detail?${q}`);
        if (row.no_data) continue;
        const daily = await get(`portfolio/profit_analysis/time_series_twrr?${q}&frequency=daily`);
        const from = row.start_date._val;
        const doc = {
          currency: row.base_currency,
          from,
          to: row.end_date._val,
          openingValue: amount(row.market_value_from),
          closingValue: amount(row.market_value_to),
          movement: amount(row.movement),
          dailyValues: [
            { date: addDays(from, -1), value: amount(row.market_value_from), flow: 0 },
            ...daily.series[0].dateValues.map((d: any) => ({
              date: d.date._val,
              value: Number(d.value._val),
              flow: Number(d.cashflow._val),
            })),
          ],
          twrr: row.twrr_period,
          irr: row.irr_period,
        };
        expect({ q, problems: checkExplanation(doc).problems }).toEqual({ q, problems: [] });
      }
    }
  });
});
