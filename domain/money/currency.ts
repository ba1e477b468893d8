/** Currency codes and symbols (spec 2 §9 "Currency symbols"). */

/** spec 2 §9: default currency. */
export const DEFAULT_CURRENCY = 'GBP';
/** Pence sterling: prices of some UK securities are quoted in pence (1/100 of a pound). */
export const PENCE_CURRENCY = 'GBX';
export const POUND_CURRENCY = 'GBP';
export const PENCE_PER_POUND = 100;

/** spec 2 §9: GBP £, GBX p, EUR €, USD $, AUD $, CAD $. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GBP: '£',
  GBX: 'p',
  EUR: '€',
  USD: '$',
  AUD: '$',
  CAD: '$',
};

/** Upper-cased, trimmed code; the default currency when none is given. */
export function normaliseCurrency(code: string | null | undefined): string {
  const c = (code ?? '').trim().toUpperCase();
  return c === '' ? DEFAULT_CURRENCY : c;
}

/** The symbol of a currency; an unknown currency shows its code. */
export function currencySymbol(code: string | null | undefined): string {
  const c = normaliseCurrency(code);
  return CURRENCY_SYMBOLS[c] ?? c;
}

/** Pence follow the amount (125p); other symbols lead it (£1.25); a bare code is set apart (1.25 CHF). */
export function withCurrencySymbol(formattedAmount: string, code: string | null | undefined): string {
  const c = normaliseCurrency(code);
  const symbol = CURRENCY_SYMBOLS[c];
  if (c === PENCE_CURRENCY) return `${formattedAmount}${symbol}`;
  if (!symbol) return `${formattedAmount} ${c}`;
  return formattedAmount.startsWith('-') ? `-${symbol}${formattedAmount.slice(1)}` : `${symbol}${formattedAmount}`;
}
