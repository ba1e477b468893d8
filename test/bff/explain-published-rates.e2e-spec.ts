import { signedIn, startPortal, type Browser } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;
interface Doc {
  currency: string;
  accounts: { id: number; planCurrency: string }[];
  dailyValues: { date: string; value: number; flow: number }[];
  flows: { date: string; nativeAmount: number; nativeCurrency: string; fxRate: number; amount: number }[];
  closingValue: number;
  rates: { currency: string; date: string; rate: number }[];
}

/** A decimal text as an integer of 10^-places units, exactly. */
const units = (x: number, places: number): bigint => {
  const [whole, frac = ''] = Math.abs(x).toString().split('.');
  const n = BigInt(whole + frac.padEnd(places, '0').slice(0, places));
  if (frac.length > places) throw new Error(`${x} has more than ${places} decimals`);
  return x < 0 ? -n : n;
};
/** amount (2 decimals) × rate (6 decimals), rounded half away from zero to the cent, in cents. */
const convert = (amount: number, rate: number): bigint => {
  const p = units(amount, 2) * units(rate, 6);
  const half = 500_000n;
  return p < 0n ? -((-p + half) / 1_000_000n) : (p + half) / 1_000_000n;
};

/**
 * Issue 23 item 2: a total in USD or EUR is built from the rates the platform publishes (6 decimals),
 * one a day and pair, for values and flows alike, so the explanation recomputes from the rates it
 * publishes: each account's value in its own currency × the day's published rate, to the cent, added
 * up, is the selection's value in the report currency, every day.
 */
describe('explain in another currency recomputes from its published rates', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  const explain = async (query: Record<string, string | number>): Promise<Doc> =>
    (await amelia.get('/api/analysis/explain').query(query).expect(200)).body;

  for (const [currency, range] of [
    ['USD', '1y'],
    ['EUR', '3y'],
  ] as const) {
    it(`gives amelia's ${currency} values (${range}) as the accounts' own values at the published rates`, async () => {
      const all = await explain({ currency, range });
      const rate = new Map(all.rates.map((r) => [`${r.currency}@${r.date}`, r.rate]));
      for (const r of all.rates) expect(units(r.rate, 6)).toBeDefined();
      const expected = new Map<string, bigint>(all.dailyValues.map((d) => [d.date, 0n]));
      for (const a of all.accounts) {
        const own = await explain({ currency: a.planCurrency, range, account: a.id }).catch(() => null);
        if (!own) continue;
        for (const d of own.dailyValues) {
          if (!expected.has(d.date)) continue;
          const r = a.planCurrency === currency ? 1 : rate.get(`${a.planCurrency}@${d.date}`);
          expect({ account: a.id, date: d.date, published: r !== undefined }).toEqual({
            account: a.id,
            date: d.date,
            published: true,
          });
          expected.set(d.date, expected.get(d.date)! + convert(d.value, r!));
        }
      }
      const off = all.dailyValues
        .filter((d) => units(d.value, 2) !== expected.get(d.date))
        .map((d) => ({ date: d.date, shown: d.value, fromPublishedRates: Number(expected.get(d.date)) / 100 }));
      expect({ days: all.dailyValues.length, off: off.slice(0, 5), count: off.length }).toEqual({
        days: all.dailyValues.length,
        off: [],
        count: 0,
      });
      // Each flow converts at its published rate to the cent.
      for (const f of all.flows.filter((x) => x.nativeCurrency !== currency))
        expect(units(f.amount, 2)).toBe(convert(f.nativeAmount, f.fxRate));
    });
  }
});
