/**
 * Exact decimal arithmetic for platform money (spec 2 §3 "Money values are a value plus a currency
 * code"; the platform sends the value as a decimal string, e.g. "1234.56"). Amounts are held as a
 * bigint coefficient and a scale, so sums never drift; rounding happens once, at the end.
 */

/** value = coefficient × 10^(−scale); scale ≥ 0. */
export interface Decimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

/**
 * 'half-away-from-zero' (the default): 2.345 → 2.35, −2.345 → −2.35. It is the rule of printed
 * statements and the default of Intl.NumberFormat ('halfExpand'), so a figure rounded here reads
 * the same as one the browser formats. Its upward bias matters only when rounded figures are summed
 * again, which this module never does (one rounding, at the end). 'half-even' (banker's) is kept for
 * callers that must round many figures which are then added up.
 */
export type RoundingMode = 'half-away-from-zero' | 'half-even';
export const DEFAULT_ROUNDING_MODE: RoundingMode = 'half-away-from-zero';
/** spec 2 §9: money shows 2 decimals. */
export const MONEY_DECIMALS = 2;

export const ZERO: Decimal = { coefficient: 0n, scale: 0 };

/** Whether a value is already a Decimal (a coefficient and a whole, non-negative scale). */
export function isDecimal(value: unknown): value is Decimal {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<Decimal>;
  return typeof d.coefficient === 'bigint' && typeof d.scale === 'number' && Number.isInteger(d.scale) && d.scale >= 0;
}

/** Plain or exponent decimal text: "1234.56", "-0.005", ".5", "+3", "1e-3". */
const DECIMAL_RE = /^([+-])?(\d+)?(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this are refused rather than building huge numbers from a hostile string. */
const MAX_EXPONENT = 100;

const POW10: bigint[] = [];
function pow10(n: number): bigint {
  if (n < 64) return (POW10[n] ??= 10n ** BigInt(n));
  return 10n ** BigInt(n);
}

/**
 * Parses a platform decimal string (or a finite number, read through its shortest decimal text, so
 * 0.1 is exactly one tenth). Null for anything else (empty, NaN, Infinity, "1,000", "12abc").
 */
export function parseDecimal(input: Decimal | string | number | null | undefined): Decimal | null {
  if (isDecimal(input)) return input;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    return parseDecimal(String(input));
  }
  if (typeof input !== 'string') return null;
  const m = DECIMAL_RE.exec(input.trim());
  if (!m) return null;
  const [, sign, whole = '', fraction = '', exponentText] = m;
  if (whole === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  let coefficient = BigInt((whole || '0') + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    coefficient *= pow10(-scale);
    scale = 0;
  }
  return { coefficient: sign === '-' ? -coefficient : coefficient, scale };
}

/** Like parseDecimal, but throws a RangeError naming the input (for data that must be valid). */
export function decimal(input: Decimal | string | number): Decimal {
  const d = parseDecimal(input);
  if (!d)
    throw new RangeError(`not a decimal number: ${typeof input === 'object' ? 'decimal' : JSON.stringify(input)}`);
  return d;
}

function rescale(d: Decimal, scale: number): bigint {
  return d.scale === scale ? d.coefficient : d.coefficient * pow10(scale - d.scale);
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { coefficient: rescale(a, scale) + rescale(b, scale), scale };
}

export function negateDecimal(a: Decimal): Decimal {
  return { coefficient: -a.coefficient, scale: a.scale };
}

export function absDecimal(a: Decimal): Decimal {
  return a.coefficient < 0n ? negateDecimal(a) : a;
}

export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  return addDecimals(a, negateDecimal(b));
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { coefficient: a.coefficient * b.coefficient, scale: a.scale + b.scale };
}

/** Exact sum of decimals (strings and numbers are parsed; an invalid one throws). */
export function sumDecimals(values: Iterable<Decimal | string | number>): Decimal {
  let scale = 0;
  const parsed: Decimal[] = [];
  for (const v of values) {
    const d = decimal(v);
    parsed.push(d);
    if (d.scale > scale) scale = d.scale;
  }
  let coefficient = 0n;
  for (const d of parsed) coefficient += rescale(d, scale);
  return { coefficient, scale };
}

export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZeroDecimal(a: Decimal): boolean {
  return a.coefficient === 0n;
}

/** Divides an integer by a positive power of ten with the rounding mode (exact integer arithmetic). */
function roundQuotient(n: bigint, divisor: bigint, mode: RoundingMode): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let q = abs / divisor;
  const twiceRemainder = (abs % divisor) * 2n;
  if (twiceRemainder > divisor || (twiceRemainder === divisor && (mode === 'half-away-from-zero' || q % 2n === 1n)))
    q += 1n;
  return negative ? -q : q;
}

/** Rounds to `places` decimals (one rounding, on the exact value). */
export function roundDecimal(
  a: Decimal,
  places: number = MONEY_DECIMALS,
  mode: RoundingMode = DEFAULT_ROUNDING_MODE,
): Decimal {
  if (!Number.isInteger(places) || places < 0)
    throw new RangeError(`decimal places must be a whole number ≥ 0, got ${places}`);
  if (a.scale <= places) return { coefficient: rescale(a, places), scale: places };
  return { coefficient: roundQuotient(a.coefficient, pow10(a.scale - places), mode), scale: places };
}

/**
 * a ÷ b rounded to `places` decimals (one rounding). For currency cross rates and the GBX to GBP
 * step; b must not be zero.
 */
export function divideDecimals(
  a: Decimal,
  b: Decimal,
  places: number,
  mode: RoundingMode = DEFAULT_ROUNDING_MODE,
): Decimal {
  if (b.coefficient === 0n) throw new RangeError('division by zero');
  // a/b = (ca / cb) × 10^(sb − sa); scale the numerator so the quotient has `places` decimals.
  const shift = places + b.scale - a.scale;
  let numerator = a.coefficient;
  let denominator = b.coefficient;
  if (shift >= 0) numerator *= pow10(shift);
  else denominator *= pow10(-shift);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let q = abs / denominator;
  const twice = (abs % denominator) * 2n;
  if (twice > denominator || (twice === denominator && (mode === 'half-away-from-zero' || q % 2n === 1n))) q += 1n;
  return { coefficient: negative ? -q : q, scale: places };
}

/** Plain text without exponent: exactly `places` decimals when given (rounded once), else the exact value. */
export function formatDecimal(a: Decimal, places?: number, mode: RoundingMode = DEFAULT_ROUNDING_MODE): string {
  const d = places === undefined ? a : roundDecimal(a, places, mode);
  const negative = d.coefficient < 0n;
  const digits = (negative ? -d.coefficient : d.coefficient).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = digits.slice(digits.length - d.scale);
  const text = d.scale > 0 ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(digits) ? `-${text}` : text;
}

/** The nearest double, for charts and return maths (never for sums that are shown). */
export function decimalToNumber(a: Decimal): number {
  return Number(formatDecimal(a));
}

/** Integer minor units (pence, cents) of an amount, rounded once: "12.345" → 1235n. */
export function toMinorUnits(
  a: Decimal | string | number,
  places: number = MONEY_DECIMALS,
  mode: RoundingMode = DEFAULT_ROUNDING_MODE,
): bigint {
  return roundDecimal(typeof a === 'object' ? a : decimal(a), places, mode).coefficient;
}

/**
 * The displayed total of platform amounts: summed exactly, rounded once to `places` decimals.
 * Tiles, totals and tables call this on the same amounts, so they agree to the penny.
 */
export function sumMoney(
  values: Iterable<Decimal | string | number>,
  places: number = MONEY_DECIMALS,
  mode: RoundingMode = DEFAULT_ROUNDING_MODE,
): string {
  return formatDecimal(sumDecimals(values), places, mode);
}
