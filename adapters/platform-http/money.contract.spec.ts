import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDecimal } from '../../domain/money/decimal';
import { createPortfolioHttpAdapter } from './portfolio-http.adapter';
import { listeningLog } from './testing/batch-exchange';
import { startStubPlatform, type StubPlatform } from './testing/stub-platform';
import { first } from '../../domain/shared/present';

const recorded = JSON.parse(
  readFileSync(join(__dirname, 'testing', 'fixtures', 'positions-currency-bigdecimal.json'), 'utf8'),
) as { request: string; response: unknown };

/** The documentation's Currency of a BigDecimal, replayed by a fake server: every amount reaches the port exact. */
describe('money on the wire (Types.md: Currency of BigDecimal)', () => {
  let stub: StubPlatform;
  beforeAll(async () => {
    stub = await startStubPlatform(() => ({ status: 200, body: recorded.response }));
  });
  afterAll(() => stub.close());

  it('decodes each Currency amount to its exact decimal, scientific notation included, never through a float', async () => {
    const p = first(
      await createPortfolioHttpAdapter({ baseUrl: stub.baseUrl }, listeningLog()).positions({
        credential: { token: 't' },
        accountIds: [10001101],
        currency: 'AUD',
      }),
    );
    expect(first(stub.requests).url).toBe(recorded.request);
    expect({
      value: formatDecimal(p.value),
      nativeValue: formatDecimal(p.nativeValue),
      planCurrencyValue: formatDecimal(p.planCurrencyValue),
      cost: formatDecimal(p.cost!),
      nativeMarketPrice: formatDecimal(p.nativeMarketPrice!),
    }).toEqual({
      value: '12345678901234.5678',
      nativeValue: '100',
      planCurrencyValue: '123.456',
      cost: '-0.0001',
      nativeMarketPrice: '45.6789',
    });
    expect([p.currency, p.units]).toEqual(['AUD', 1500]);
  });
});
