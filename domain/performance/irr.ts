import { err, ok, type Result } from '../shared/result';
import { dayNumber } from '../shared/iso-date';
import { DAYS_PER_YEAR } from './conventions';
import { itemAt } from '../shared/present';

/**
 * Money-weighted return with Excel's XIRR conventions: the annual rate r with
 * Σ CF_i (1 + r)^(−d_i / 365) = 0, d_i the days since the first cash flow.
 *
 * The solver works on x = ln(1 + r), where every term CF_i e^(−x t_i) is smooth for any x, so the
 * rate can never step below −100%. It first brackets a sign change, searching outwards from the
 * usual 10% guess, then refines with Newton steps kept inside the bracket (bisecting whenever a
 * step would leave it). It cannot diverge: the bracket halves at worst every step.
 */

export interface CashFlow {
  date: string;
  /** Negative: paid in (an outflow of the investor); positive: received. */
  amount: number;
}

export type IrrFailureCode = 'no-cash-flows' | 'same-sign' | 'single-day' | 'no-root';

export interface IrrFailure {
  code: IrrFailureCode;
  reason: string;
}

export const IRR_FAILURE_REASONS: Readonly<Record<IrrFailureCode, string>> = {
  'no-cash-flows': 'There are no cash flows, so there is no rate of return',
  'same-sign': 'All cash flows have the same sign, so no rate of return makes their value zero',
  'single-day': 'All cash flows fall on the same day, so there is no rate of return over time',
  'no-root': "No rate of return between -100% and the largest rate searched makes the cash flows' value zero",
};

export interface IrrSolution {
  /** The annual rate (actual/365). */
  annualRate: number;
  /** ln(1 + annual rate), kept for exact conversions near −100%. */
  logGrowth: number;
  iterations: number;
}

/** Excel's default guess. */
export const IRR_GUESS = 0.1;
/** Stop when the bracket or the step is below this, in ln(1 + r). */
const X_TOLERANCE = 1e-13;
const MAX_ITERATIONS = 300;
/** Exponents beyond this overflow a double; the search stops there. */
const MAX_EXPONENT = 700;

const failure = (code: IrrFailureCode): Result<IrrSolution, IrrFailure> =>
  err({ code, reason: IRR_FAILURE_REASONS[code] });

/**
 * Solves the IRR. Flows of zero are ignored; flows may come in any order. Returns the annual rate,
 * or a failure with its reason (never NaN, never a divergent figure).
 */
export function xirr(flows: readonly CashFlow[], guess: number = IRR_GUESS): Result<IrrSolution, IrrFailure> {
  const live = flows.filter((f) => f.amount !== 0 && Number.isFinite(f.amount));
  if (live.length === 0) return failure('no-cash-flows');
  if (live.every((f) => f.amount > 0) || live.every((f) => f.amount < 0)) return failure('same-sign');
  const days = live.map((f) => dayNumber(f.date));
  const first = days.reduce((a, b) => Math.min(a, b));
  const times = days.map((d) => (d - first) / DAYS_PER_YEAR);
  const tMax = times.reduce((a, b) => Math.max(a, b));
  if (tMax === 0) return failure('single-day');
  // Scale amounts so the sum has a sensible size whatever the currency or the sizes of the flows.
  const scale = live.reduce((a, f) => Math.max(a, Math.abs(f.amount)), 0);
  // Each flow's scaled amount with its time (`times` is parallel to `live`).
  const terms = live.map((f, i) => ({ amount: f.amount / scale, time: itemAt(times, i) }));

  const npv = (x: number): number => {
    let s = 0;
    for (const { amount, time } of terms) s += amount * Math.exp(-x * time);
    return s;
  };
  const npvAndSlope = (x: number): [number, number] => {
    let s = 0;
    let d = 0;
    for (const { amount, time } of terms) {
      const term = amount * Math.exp(-x * time);
      s += term;
      d -= time * term;
    }
    return [s, d];
  };

  const limit = MAX_EXPONENT / tMax;
  const x0 = Math.log1p(guess > -1 ? guess : IRR_GUESS);
  const f0 = npv(x0);
  if (f0 === 0) return ok({ annualRate: Math.expm1(x0), logGrowth: x0, iterations: 0 });

  // Bracket: walk outwards from the guess on both sides, the step doubling, until the sign changes.
  let bracket: [number, number, number, number] | null = null; // lo, flo, hi, fhi
  let up = x0;
  let fUp = f0;
  let down = x0;
  let fDown = f0;
  for (let step = 0.01; !bracket && (up < limit || down > -limit); step *= 2) {
    if (up < limit) {
      const next = Math.min(up + step, limit);
      const fNext = npv(next);
      if (Number.isNaN(fNext)) up = limit;
      else {
        if (Math.sign(fNext) !== Math.sign(fUp)) bracket = [up, fUp, next, fNext];
        [up, fUp] = [next, fNext];
      }
    }
    if (!bracket && down > -limit) {
      const next = Math.max(down - step, -limit);
      const fNext = npv(next);
      if (Number.isNaN(fNext)) down = -limit;
      else {
        if (Math.sign(fNext) !== Math.sign(fDown)) bracket = [next, fNext, down, fDown];
        [down, fDown] = [next, fNext];
      }
    }
  }
  if (!bracket) return failure('no-root');

  let [lo, fLo, hi] = bracket;
  let x = fLo === 0 ? lo : bracket[3] === 0 ? hi : (lo + hi) / 2;
  let iterations = 0;
  while (iterations < MAX_ITERATIONS && hi - lo > X_TOLERANCE * Math.max(1, Math.abs(x))) {
    iterations++;
    const [f, slope] = npvAndSlope(x);
    if (f === 0) break;
    if (Math.sign(f) === Math.sign(fLo)) [lo, fLo] = [x, f];
    else hi = x;
    const newton = slope !== 0 && Number.isFinite(slope) ? x - f / slope : NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - x) <= X_TOLERANCE * Math.max(1, Math.abs(x))) {
      x = next;
      break;
    }
    x = next;
  }
  return ok({ annualRate: Math.expm1(x), logGrowth: x, iterations });
}
