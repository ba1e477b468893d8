import { fxPriceFieldFor, pricingTypeFor } from './pricing-type';

describe('pricing type (spec 2 §6)', () => {
  it('is live, then delayed, then close', () => {
    expect(pricingTypeFor(['view_marketdata', 'live_marketdata_access'])).toBe('live');
    expect(pricingTypeFor(['view_portfolio', 'view_marketdata'])).toBe('delayed');
    expect(pricingTypeFor(['view_portfolio'])).toBe('close');
    expect(pricingTypeFor([])).toBe('close');
  });

  it('reads FX last_price only with view_marketdata', () => {
    expect(fxPriceFieldFor(['view_marketdata'])).toBe('last_price');
    expect(fxPriceFieldFor(['live_marketdata_access'])).toBe('prev_close_price');
  });
});
