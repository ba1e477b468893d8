import { fxTable } from '../../../domain/money/fx-conversion';
import { convertAtPublishedRate, publishedRateOn } from './published-rates';

describe('published rates', () => {
  // GBP report table: 1 USD = 0.787654321 GBP, 1 EUR = 0.85 GBP.
  const table = fxTable('GBP', [
    { currency: 'USD', date: '2026-01-02', rate: 0.787654321 },
    { currency: 'EUR', date: '2026-01-02', rate: 0.85 },
  ]);

  it('publishes one 6-decimal rate a day and pair, a pence pair the pound pair ÷ or × 100', () => {
    expect(publishedRateOn(table, 'USD', 'GBP', '2026-01-02')).toBe(0.787654);
    expect(publishedRateOn(table, 'GBP', 'USD', '2026-01-02')).toBe(1.269592);
    expect(publishedRateOn(table, 'EUR', 'USD', '2026-01-02')).toBe(1.079154);
    expect(publishedRateOn(table, 'GBX', 'USD', '2026-01-02')).toBe(0.01269592);
    expect(publishedRateOn(table, 'GBX', 'GBP', '2026-01-02')).toBe(0.01);
    expect(publishedRateOn(table, 'USD', 'GBX', '2026-01-02')).toBe(78.7654);
    expect(publishedRateOn(table, 'GBP', 'GBP', '2026-01-02')).toBe(1);
    expect(publishedRateOn(table, 'AUD', 'GBP', '2026-01-02')).toBeNull();
  });

  it("converts an amount's cents at the rate exactly, half away from zero", () => {
    // 1,586,293.48 × 1.269591 = 2,013,943.9255...: to the cent, .93.
    expect(convertAtPublishedRate(1586293.48, 1.269591)).toBe(2013943.93);
    // 0.50 × 0.01 = 0.005 → 0.01; −0.50 × 0.01 → −0.01.
    expect(convertAtPublishedRate(0.5, 0.01)).toBe(0.01);
    expect(convertAtPublishedRate(-0.5, 0.01)).toBe(-0.01);
    expect(convertAtPublishedRate(12345678.91, 1)).toBe(12345678.91);
    // A value carrying float residue counts at its cents.
    expect(convertAtPublishedRate(70.27000000000001, 2)).toBe(140.54);
  });
});
