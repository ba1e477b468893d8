import { SiteAccessLevel } from '../../domain/access/access-level';
import { PortfolioPort } from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { GetFxRatesUseCase, type FxRatesInput } from './get-fx-rates.use-case';
import { splitActor, type ActorFields } from '../session/testing/test-actor';

const cred = { token: 't' };

function setUp(capabilities: string[] = ['view_marketdata']) {
  const fxRequests: any[] = [];
  const events: string[] = [];
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    fxQuotes: async (req: any) => {
      events.push('fxQuotes');
      fxRequests.push(req);
      const table: Record<string, [number, number]> = { USD: [0.751234, 0.749], EUR: [0.86, 0.85] };
      return req.currencies.flatMap((c: string) => {
        const quote = table[c];
        return c !== req.currency && quote
          ? [
              {
                currency: c,
                lastPrice: quote[0],
                priceDate: '2026-06-12',
                prevClosePrice: quote[1],
                prevCloseDate: '2026-06-11',
              },
            ]
          : [];
      });
    },
  });
  const platform = fakePlatform({
    getCapabilities: async () => {
      events.push('getCapabilities');
      return capabilities;
    },
    getClient: async () => {
      events.push('getClient');
      return { preferredCurrency: 'EUR' };
    },
  });
  const useCase = new GetFxRatesUseCase(port, platform, platform);
  const run = (input: Partial<FxRatesInput & ActorFields> = {}) =>
    useCase.execute(
      ...splitActor(
        {
          clientId: 1,
          siteAccessLevel: SiteAccessLevel.Portfolio,
          preferredCurrency: 'GBP',
          currencies: ['USD', 'EUR'],
          ...input,
        },
        { credential: cred },
      ),
    );
  return { run, fxRequests, events };
}

describe('GetFxRatesUseCase', () => {
  it('gives each currency its last price into the preferred currency, to 4 decimals for display', async () => {
    const { run, fxRequests } = setUp();
    expect(await run()).toEqual({
      ok: true,
      value: {
        currency: 'GBP',
        priceField: 'last_price',
        rates: [
          { currency: 'USD', rate: 0.751234, display: '0.7512', date: '2026-06-12', converted: true, message: null },
          { currency: 'EUR', rate: 0.86, display: '0.8600', date: '2026-06-12', converted: true, message: null },
        ],
      },
    });
    expect(fxRequests).toEqual([expect.objectContaining({ currency: 'GBP', currencies: ['USD', 'EUR'] })]);
  });

  it('uses the previous close without view_marketdata', async () => {
    const r = await setUp(['view_portfolio']).run({ currencies: ['usd'] });
    expect(r).toMatchObject({
      ok: true,
      value: { priceField: 'prev_close_price', rates: [{ currency: 'USD', rate: 0.749, date: '2026-06-11' }] },
    });
  });

  it('answers rate 1 unconverted for the report currency, and Conversion rate unavailable for a currency without rates', async () => {
    const r = await setUp().run({ currencies: ['GBP', 'XYZ', 'USD', 'GBP'], currency: 'gbp' });
    expect(r).toMatchObject({
      ok: true,
      value: {
        rates: [
          { currency: 'GBP', rate: 1, display: '1.0000', converted: false, message: null },
          { currency: 'XYZ', rate: null, display: null, converted: false, message: 'Conversion rate unavailable' },
          { currency: 'USD', rate: 0.751234, converted: true },
        ],
      },
    });
  });

  it("reads an adviser's client's preferred currency first; otherwise the batch goes beside the capabilities", async () => {
    const adviser = setUp();
    const r = await adviser.run({ preferredCurrency: null });
    expect(r).toMatchObject({ ok: true, value: { currency: 'EUR' } });
    expect(adviser.fxRequests[0].currency).toBe('EUR');
    const client = setUp();
    await client.run({ currency: 'USD' });
    expect(client.events).toEqual(['getCapabilities', 'fxQuotes']);
  });

  it('refuses bad currency lists and other levels before any call', async () => {
    const { run, events } = setUp();
    expect(await run({ currencies: ['US'] })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await run({ currencies: [] })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(
      await run({
        currencies: Array.from(
          { length: 21 },
          (_, i) => `A${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
        ),
      }),
    ).toMatchObject({ ok: false, error: { code: 'validation', message: 'Name at most 20 currencies.' } });
    expect(await run({ currency: 'POUND' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await run({ siteAccessLevel: SiteAccessLevel.Assets })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(events).toEqual([]);
  });
});
