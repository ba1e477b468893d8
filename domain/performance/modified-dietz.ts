/**
 * Modified Dietz: an approximation of the time-weighted return from the opening and closing values
 * and day-weighted flows, for a period without daily valuations (and a check on the daily linking):
 * R = (E − B − ΣF) / (B + Σ w_i F_i), w_i = (T − t_i) / T, where t_i is the number of days of the
 * period elapsed when flow i arrives and T the period's length in days.
 */

export interface DietzFlow {
  /** Days of the period elapsed when the flow arrives (0: at the start). */
  day: number;
  /** Positive into the portfolio. */
  amount: number;
}

export interface DietzInput {
  begin: number;
  end: number;
  days: number;
  flows: readonly DietzFlow[];
}

/** The Modified Dietz return, or null when its weighted capital is not positive. */
export function modifiedDietz({ begin, end, days, flows }: DietzInput): number | null {
  if (!(days > 0)) throw new RangeError(`a period must have at least one day, got ${days}`);
  let net = 0;
  let weighted = 0;
  for (const f of flows) {
    if (f.day < 0 || f.day > days) throw new RangeError(`flow on day ${f.day} falls outside a ${days}-day period`);
    net += f.amount;
    weighted += ((days - f.day) / days) * f.amount;
  }
  const capital = begin + weighted;
  return capital > 0 ? (end - begin - net) / capital : null;
}
