import {
  convertAmount,
  convertDailySeries,
  CONVERSION_RATE_UNAVAILABLE,
  crossRate,
  fxTable,
  offersShowInToggle,
  rateToReport,
  showsMultiCurrencyToggle,
} from './fx-conversion';
import { itemAt } from '../shared/present';

// One unit of each currency in pounds, on each day (Friday 2025-01-03 has rates, the weekend none).
const table = fxTable('GBP', [
  { currency: 'USD', date: '2025-01-02', rate: 0.8 },
  { currency: 'USD', date: '2025-01-03', rate: 0.75 },
  { currency: 'EUR', date: '2025-01-03', rate: 0.85 },
  { currency: 'AUD', date: '2025-01-03', rate: 0 },
]);

describe('fx conversion at each day’s rate', () => {
  it('uses the rate of the amount’s own day, not today’s', () => {
    expect(convertAmount(table, { amount: 100, from: 'USD', date: '2025-01-02' })).toEqual({
      ok: true,
      value: { amount: 80, rate: 0.8, converted: true },
    });
    expect(convertAmount(table, { amount: 100, from: 'USD', date: '2025-01-03' })).toEqual({
      ok: true,
      value: { amount: 75, rate: 0.75, converted: true },
    });
  });

  it('carries the last rate over a weekend, but not past the staleness limit', () => {
    expect(rateToReport(table, 'USD', '2025-01-05')).toBe(0.75);
    expect(rateToReport(table, 'USD', '2025-01-10')).toBe(0.75);
    expect(rateToReport(table, 'USD', '2025-01-11')).toBeNull();
    expect(rateToReport(table, 'USD', '2025-01-01')).toBeNull();
  });

  it('converts nothing when the currencies are equal, even without rates', () => {
    expect(convertAmount(table, { amount: 12.34, from: 'CHF', to: 'chf', date: '2030-01-01' })).toEqual({
      ok: true,
      value: { amount: 12.34, rate: 1, converted: false },
    });
    expect(convertAmount(table, { amount: 12.34, from: 'GBP', date: '2030-01-01' })).toMatchObject({
      value: { converted: false },
    });
  });

  it('crosses other pairs through the report currency', () => {
    expect(crossRate(table, 'USD', 'EUR', '2025-01-03')).toBeCloseTo(0.75 / 0.85, 14);
    expect(crossRate(table, 'EUR', 'USD', '2025-01-04')).toBeCloseTo(0.85 / 0.75, 14);
  });

  it("says 'Conversion rate unavailable' when a rate is missing", () => {
    expect(convertAmount(table, { amount: 1, from: 'AUD', date: '2025-01-03' })).toEqual({
      ok: false,
      error: 'Conversion rate unavailable',
    });
    expect(convertAmount(table, { amount: 1, from: 'USD', to: 'CAD', date: '2025-01-03' })).toEqual({
      ok: false,
      error: CONVERSION_RATE_UNAVAILABLE,
    });
  });

  it('treats GBX as GBP / 100', () => {
    expect(convertAmount(table, { amount: 12_345, from: 'GBX', date: '2025-01-03' })).toMatchObject({
      ok: true,
      value: { amount: 123.45 },
    });
    expect(crossRate(table, 'GBX', 'USD', '2025-01-03')).toBeCloseTo(1 / 75, 14);
    const inUsd = fxTable('USD', [{ currency: 'GBP', date: '2025-01-03', rate: 1.25 }]);
    expect(rateToReport(inUsd, 'GBX', '2025-01-03')).toBeCloseTo(0.0125, 14);
    expect(rateToReport(inUsd, 'GBX', '2024-01-03')).toBeNull();
    expect(
      rateToReport(fxTable('GBX', [{ currency: 'USD', date: '2025-01-03', rate: 0.8 }]), 'USD', '2025-01-03'),
    ).toBeCloseTo(80, 12);
  });

  it("converts each value at its day's rate and each flow at the close before it, or fails as a whole", () => {
    const rows = [
      { date: '2025-01-02', value: 100, flow: 0 },
      { date: '2025-01-03', value: 200, flow: 100 },
    ];
    expect(convertDailySeries(table, 'USD', rows)).toEqual({
      ok: true,
      value: [
        { date: '2025-01-02', value: 80, flow: 0 },
        { date: '2025-01-03', value: 150, flow: 80 },
      ],
    });
    expect(convertDailySeries(table, 'EUR', rows)).toEqual({ ok: false, error: 'Conversion rate unavailable' });
  });
});

describe('a start-of-day flow in another currency', () => {
  it('carries no exchange-rate move of its own into what remains: a 99% withdrawal on a day sterling rises 10%', () => {
    // £1,000 the day before, £990 withdrawn at the start of the day, £10 left; GBP/USD 1.00 then 1.10.
    const rates = fxTable('USD', [
      { currency: 'GBP', date: '2025-01-02', rate: 1 },
      { currency: 'GBP', date: '2025-01-03', rate: 1.1 },
    ]);
    const rows = [
      { date: '2025-01-02', value: 1000, flow: 0 },
      { date: '2025-01-03', value: 10, flow: -990 },
    ];
    const usd = convertDailySeries(rates, 'GBP', rows);
    if (!usd.ok) throw new Error(usd.error);
    const before = itemAt(usd.value, 0);
    const day = itemAt(usd.value, 1);
    // In dollars the £10 left gained exactly the 10% sterling gained.
    expect(day.value / (before.value + day.flow) - 1).toBeCloseTo(0.1, 12);
  });
});

describe('currency toggles (spec 2 §4)', () => {
  it('offers Show in when a plan currency differs', () => {
    expect(offersShowInToggle('GBP', ['GBP', 'USD'])).toBe(true);
    expect(offersShowInToggle('GBP', ['gbp'])).toBe(false);
  });

  it('shows the multi-currency toggle only when the report currency is not a plan currency', () => {
    expect(showsMultiCurrencyToggle('GBP', ['USD', 'EUR'])).toBe(true);
    expect(showsMultiCurrencyToggle('GBP', ['GBP', 'USD'])).toBe(false);
    expect(showsMultiCurrencyToggle('GBP', [])).toBe(false);
  });
});
