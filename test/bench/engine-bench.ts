/**
 * The TWRR/IRR engine alone (issue 9 benchmark: 10 accounts × 5 years daily in ≤ 50 ms).
 * Prints the time of one full computation: FX table, each account converted at each day's rate,
 * its TWRR with per-day detail and its IRR, then the whole portfolio combined and computed again.
 *
 * `npm run bench` runs it after the analysis benchmark; after a build, `node dist/test/bench/engine-bench.js` runs it alone.
 */
import { fxTable, convertDailySeries, type FxRate } from '../../domain/money/fx-conversion';
import { periodReturns } from '../../domain/performance/explain';
import { combineDailyValues, type DailyValue } from '../../domain/performance/twrr';
import { addDays } from '../../domain/shared/iso-date';
import { printFigures } from './figures-table';
import { itemAt } from '../../domain/shared/present';

const ACCOUNTS = 10;
const YEARS = 5;
const DAYS = YEARS * 365 + 1;
const START = '2021-11-22';
const CURRENCIES = ['GBP', 'USD', 'EUR'];
const RUNS = 30;
/** The target for one full computation. */
const TARGET_MS = 50;

/** A small deterministic generator, so every run measures the same data. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

function generate(): { rates: FxRate[]; accounts: { currency: string; rows: DailyValue[] }[] } {
  const rnd = random(9);
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(START, i));
  const rates: FxRate[] = [];
  for (const currency of ['USD', 'EUR']) {
    let rate = currency === 'USD' ? 0.75 : 0.85;
    for (const date of dates) {
      rate *= 1 + (rnd() - 0.5) * 0.01;
      rates.push({ currency, date, rate });
    }
  }
  const accounts = Array.from({ length: ACCOUNTS }, (_, a) => {
    let value = 10_000 + a * 5_000;
    const rows: DailyValue[] = [{ date: itemAt(dates, 0), value, flow: 0 }];
    for (let i = 1; i < DAYS; i++) {
      const flow = i % 30 === 0 ? (rnd() < 0.7 ? 1_000 : -800) : 0;
      value = (value + flow) * (1 + (rnd() - 0.49) * 0.02);
      rows.push({ date: itemAt(dates, i), value, flow });
    }
    return { currency: itemAt(CURRENCIES, a % CURRENCIES.length), rows };
  });
  return { rates, accounts };
}

function engine(data: ReturnType<typeof generate>): number {
  const table = fxTable('GBP', data.rates);
  const converted: DailyValue[][] = [];
  let check = 0;
  for (const account of data.accounts) {
    const rows = convertDailySeries(table, account.currency, account.rows);
    if (!rows.ok) throw new Error(rows.error);
    converted.push(rows.value);
    const r = periodReturns(rows.value);
    check += r.twrr.value + (r.irr.ok ? r.irr.value.value : 0);
  }
  const whole = periodReturns(combineDailyValues(converted));
  return check + whole.twrr.value + (whole.irr.ok ? whole.irr.value.value : 0);
}

function main(): void {
  const data = generate();
  const firstStart = performance.now();
  engine(data); // the first run compiles the code as it goes
  const first = performance.now() - firstStart;
  for (let i = 0; i < 4; i++) engine(data); // warm-up
  const times: number[] = [];
  let check = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    check += engine(data);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const cold = (() => {
    const fresh = generate(); // made before the clock starts: only the engine is timed
    const t0 = performance.now();
    engine(fresh);
    return performance.now() - t0;
  })();
  const median = itemAt(times, Math.floor(RUNS / 2));
  printFigures(
    `TWRR/IRR engine, ${ACCOUNTS} accounts × ${YEARS} years daily (${DAYS} days) plus the combined portfolio (checksum ${check.toFixed(6)})`,
    [
      {
        name: 'engine: median',
        value: median,
        unit: 'ms',
        atMost: TARGET_MS,
        note: `over ${RUNS} runs; best ${itemAt(times, 0).toFixed(1)} ms, worst ${itemAt(times, RUNS - 1).toFixed(1)} ms`,
      },
      { name: 'engine: first run in the process', value: first, unit: 'ms', note: 'code not yet compiled' },
      { name: 'engine: fresh data after warm-up', value: cold, unit: 'ms', atMost: TARGET_MS },
    ],
  );
}

main();
