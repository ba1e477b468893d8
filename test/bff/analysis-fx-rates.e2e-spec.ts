import { CONVERSION_RATE_UNAVAILABLE } from '../../domain/money/fx-conversion';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused, expectRefusedBelowPortfolio } from '../support/refusals';
import { first } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/analysis/fx-rates';
const AMELIA = 10001;

interface Rate {
  currency: string;
  rate: number | null;
  display: string | null;
  date: string | null;
  converted: boolean;
  message: string | null;
}
interface Rates {
  currency: string;
  priceField: string;
  rates: Rate[];
}

/** The currency view's latest rates (spec 2 §4, §6, §7, §8, §9), and who may read them. */
describe('GET /api/analysis/fx-rates', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  const read = async (b: Browser, query: object) => (await b.get(PATH).query(query).expect(200)).body as Rates;

  it('gives amelia the last price of USD and EUR into her preferred GBP, shown to 4 decimals', async () => {
    const body = await read(amelia, { currencies: 'USD,EUR' });
    expect(body).toMatchObject({ currency: 'GBP', priceField: 'last_price' });
    expect(body.rates.map((r) => r.currency)).toEqual(['USD', 'EUR']);
    for (const r of body.rates) {
      expect(r).toMatchObject({ converted: true, message: null, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(r.rate).toBeGreaterThan(0);
      expect(r.display).toMatch(/^\d+\.\d{4}$/);
      expect(Math.abs(Number(r.display) - r.rate!)).toBeLessThanOrEqual(0.00005 + 1e-12);
    }
    // The rate back the other way is its inverse, to the platform's 6 decimals.
    const back = await read(amelia, { currencies: 'GBP', currency: 'USD' });
    expect(Math.abs(first(back.rates).rate! * first(body.rates).rate! - 1)).toBeLessThan(1e-5);
  });

  it('answers rate 1 without conversion for the report currency, and Conversion rate unavailable for a currency without rates', async () => {
    const body = await read(amelia, { currencies: 'GBP,XYZ,usd', currency: 'GBP' });
    expect(body.rates).toEqual([
      { currency: 'GBP', rate: 1, display: '1.0000', date: null, converted: false, message: null },
      {
        currency: 'XYZ',
        rate: null,
        display: null,
        date: null,
        converted: false,
        message: CONVERSION_RATE_UNAVAILABLE,
      },
      expect.objectContaining({ currency: 'USD', converted: true, rate: expect.any(Number) }),
    ]);
  });

  it("gives lena her AUD account's rate into sterling and back", async () => {
    const lena = await signedIn(portal.server, 'lena');
    const into = await read(lena, { currencies: 'AUD' });
    expect(first(into.rates)).toMatchObject({ currency: 'AUD', converted: true });
    const out = await read(lena, { currencies: 'GBP', currency: 'AUD' });
    expect(Math.abs(first(out.rates).rate! * first(into.rates).rate! - 1)).toBeLessThan(1e-5);
  });

  it("gives ben the same rate for the joint portfolio's dollars as amelia", async () => {
    const ben = await signedIn(portal.server, 'ben');
    expect(await read(ben, { currencies: 'USD' })).toEqual(await read(amelia, { currencies: 'USD' }));
  });

  it('refuses a missing list, a code that is not three letters, more than 20 codes and a bad report currency', async () => {
    await amelia.get(PATH).expect(400);
    await amelia.get(PATH).query({ currencies: 'US' }).expect(400);
    await amelia.get(PATH).query({ currencies: 'USD,EU1' }).expect(400);
    const many = Array.from({ length: 21 }, (_, i) => `Q${String.fromCharCode(65 + (i % 26))}Z`).join(',');
    await amelia.get(PATH).query({ currencies: many }).expect(400);
    await amelia.get(PATH).query({ currencies: 'USD', currency: 'POUND' }).expect(400);
  });

  it('refuses anyone signed out, carla, dmitri and an adviser without a client in context', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get(PATH).query({ currencies: 'USD' }));
  });

  it('gives an adviser with amelia in context her rates into her preferred currency; adviser2 cannot choose her', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    expect(await read(adviser, { currencies: 'USD,EUR' })).toEqual(await read(amelia, { currencies: 'USD,EUR' }));
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(PATH).query({ currencies: 'USD' }));
  });
});
