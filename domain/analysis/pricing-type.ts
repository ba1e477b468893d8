/** Pricing type and FX price field from capabilities (spec 2 §6, §9). */

export type PricingType = 'live' | 'delayed' | 'close' | 'latest';
export type FxPriceField = 'last_price' | 'prev_close_price';
/** spec 2 §6: the FX price fields. */
export const FX_PRICE_FIELDS: readonly FxPriceField[] = ['last_price', 'prev_close_price'];

/** spec 2 §9: the pricing types. */
export const PRICING_TYPES: readonly PricingType[] = ['live', 'delayed', 'close', 'latest'];
/** spec 2 §9: default pricing type. */
export const DEFAULT_PRICING_TYPE: PricingType = 'close';
/** spec 2 §6: the capabilities that decide it. */
export const LIVE_MARKETDATA_CAPABILITY = 'live_marketdata_access';
export const VIEW_MARKETDATA_CAPABILITY = 'view_marketdata';

const has = (capabilities: readonly string[], name: string): boolean =>
  capabilities.some((c) => c.trim().toLowerCase() === name);

/**
 * spec 2 §6: live with live_marketdata_access, delayed with view_marketdata, otherwise close (the
 * previous close, which is also what an adviser without view_marketdata sees).
 */
export function pricingTypeFor(capabilities: readonly string[]): PricingType {
  if (has(capabilities, LIVE_MARKETDATA_CAPABILITY)) return 'live';
  if (has(capabilities, VIEW_MARKETDATA_CAPABILITY)) return 'delayed';
  return DEFAULT_PRICING_TYPE;
}

/** spec 2 §6: FX rates read last_price with view_marketdata, otherwise prev_close_price. */
export function fxPriceFieldFor(capabilities: readonly string[]): FxPriceField {
  return has(capabilities, VIEW_MARKETDATA_CAPABILITY) ? 'last_price' : 'prev_close_price';
}
