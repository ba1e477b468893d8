import { fxTable } from '../money/fx-conversion';
import {
  checkExplanation,
  dailyNetFlows,
  explainFlow,
  irrCashFlows,
  periodReturns,
  reconcileValueMovement,
  type ExplainDocument,
} from './explain';
import { itemAt } from '../shared/present';

/** A hand-made explanation: 1,000 opening, +500 on the 2nd, -200 on the 4th. */
function document(): ExplainDocument {
  const dailyValues = [
    { date: '2025-02-28', value: 1000, flow: 0 },
    { date: '2025-03-01', value: 1010, flow: 0 },
    { date: '2025-03-02', value: 1530.1, flow: 500 },
    { date: '2025-03-03', value: 1515.1, flow: 0 },
    { date: '2025-03-04', value: 1330.2, flow: -200 },
  ];
  // TWRR: 1.01 × 1530.1/1510 × 1515.1/1530.1 × 1330.2/1315.1 − 1, written out by hand.
  const twrr = 1.01 * (1530.1 / 1510) * (1515.1 / 1530.1) * (1330.2 / 1315.1) - 1;
  return {
    currency: 'GBP',
    from: '2025-03-01',
    to: '2025-03-04',
    openingValue: 1000,
    closingValue: 1330.2,
    movement: 30.2,
    dailyValues,
    flows: [
      { date: '2025-03-02', amount: 500 },
      { date: '2025-03-04', amount: -200 },
    ],
    twrr,
    irr: null,
  };
}

describe('reconcileValueMovement', () => {
  it('gives closing - opening - net flows to the penny', () => {
    expect(
      reconcileValueMovement({ openingValue: '1000.10', closingValue: '1100.30', flows: ['0.1', '0.2', '-50.005'] }),
    ).toEqual({
      openingValue: '1000.10',
      closingValue: '1100.30',
      netFlows: '-49.71',
      movement: '149.91',
    });
  });

  it('sums thousands of small flows without drift', () => {
    const flows = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? '0.1' : '0.2'));
    expect(reconcileValueMovement({ openingValue: 0, closingValue: 1500, flows }).movement).toBe('0.00');
  });
});

describe('irrCashFlows', () => {
  it('takes the opening value out first, each flow out, the closing value in last', () => {
    expect(irrCashFlows(document().dailyValues)).toEqual([
      { date: '2025-02-28', amount: -1000 },
      { date: '2025-03-02', amount: -500 },
      { date: '2025-03-04', amount: 200 },
      { date: '2025-03-04', amount: 1330.2 },
    ]);
  });
});

describe('checkExplanation', () => {
  it('accepts a consistent explanation and recomputes both returns', () => {
    const doc = document();
    const first = checkExplanation(doc);
    expect(first.problems).toEqual([
      'irr is missing; the flows give ' + (first.recomputed.irr.ok && first.recomputed.irr.value.value),
    ]);
    expect(first.recomputed).toMatchObject({ days: 4, annualised: false });
    const irr = first.recomputed.irr.ok ? first.recomputed.irr.value.value : NaN;
    const checked = checkExplanation({ ...doc, irr });
    expect(checked.problems).toEqual([]);
    expect(checked.reconciliation.movement).toBe('30.20');
  });

  it('lists every disagreement', () => {
    const doc = document();
    const r = checkExplanation({
      ...doc,
      from: '2025-03-02',
      movement: 30.21,
      twrr: 0.5,
      irr: 0.1,
      flows: [{ date: '2025-03-02', amount: 500 }],
    });
    expect(r.problems).toEqual([
      'the opening row is dated 2025-02-28, not the day before 2025-03-02',
      'the flows listed add up to 500.00, the daily flows to 300.00',
      'movement 30.21 differs from closing - opening - net flows = 30.20',
      `twrr 0.5 differs from the recomputed ${doc.twrr}`,
      expect.stringMatching(/^irr 0.1 differs from the recomputed/),
    ]);
  });

  it('annualises when to - dailyValues[0].date is 365 days or more', () => {
    const rows = [
      { date: '2024-01-01', value: 100, flow: 0 },
      { date: '2024-12-31', value: 110, flow: 0 },
    ];
    const year = periodReturns(rows);
    expect(year).toMatchObject({ days: 365, annualised: true, twrr: { basis: 'annualised' } });
    expect(year.irr.ok && year.irr.value.value).toBeCloseTo(0.1, 10);
    const short = periodReturns([itemAt(rows, 0), { ...itemAt(rows, 1), date: '2024-12-30' }]);
    expect(short).toMatchObject({ days: 364, annualised: false, twrr: { basis: 'cumulative' } });
    expect(short.twrr.value).toBeCloseTo(0.1, 12);
    expect(short.irr.ok && short.irr.value.value).toBeCloseTo(0.1, 10);
  });

  it('keeps the period rate of a near-total loss over a few days', () => {
    const r = periodReturns([
      { date: '2025-01-01', value: 100, flow: 0 },
      { date: '2025-01-02', value: 1, flow: 0 },
    ]);
    expect(r.twrr.value).toBeCloseTo(-0.99, 12);
    expect(r.irr.ok && r.irr.value.value).toBeCloseTo(-0.99, 10);
  });

  it('says why there is no IRR and that a null irr is right then', () => {
    const rows = [
      { date: '2024-12-31', value: 0, flow: 0 },
      { date: '2025-01-01', value: 0, flow: 0 },
    ];
    const r = checkExplanation({
      currency: 'GBP',
      from: '2025-01-01',
      to: '2025-01-01',
      openingValue: 0,
      closingValue: 0,
      movement: 0,
      dailyValues: rows,
      twrr: 0,
      irr: null,
    });
    expect(r.problems).toEqual([]);
    expect(r.recomputed.irr).toMatchObject({ ok: false, error: { code: 'no-cash-flows' } });
  });
});

describe('explanation flows', () => {
  it('lists a flow with its native amount and its own day’s rate', () => {
    const table = fxTable('GBP', [{ currency: 'USD', date: '2025-03-03', rate: 0.8 }]);
    expect(explainFlow(table, { date: '2025-03-04', nativeAmount: 100, nativeCurrency: 'USD' })).toEqual({
      ok: true,
      value: { date: '2025-03-04', amount: 80, nativeAmount: 100, nativeCurrency: 'USD', fxRate: 0.8 },
    });
    expect(explainFlow(table, { date: '2025-03-04', nativeAmount: 5, nativeCurrency: 'GBP' })).toMatchObject({
      value: { amount: 5, fxRate: 1 },
    });
    expect(explainFlow(table, { date: '2025-03-04', nativeAmount: 5, nativeCurrency: 'EUR' })).toEqual({
      ok: false,
      error: 'Conversion rate unavailable',
    });
  });

  it('nets the flows of each day exactly', () => {
    expect(
      dailyNetFlows([
        { date: '2025-03-02', amount: 0.1 },
        { date: '2025-03-01', amount: '5' },
        { date: '2025-03-02', amount: 0.2 },
      ]),
    ).toEqual(
      new Map([
        ['2025-03-01', '5'],
        ['2025-03-02', '0.3'],
      ]),
    );
  });

  it('finds listed flows that disagree with their day’s row', () => {
    const doc = document();
    const r = checkExplanation({
      ...doc,
      flows: [
        { date: '2025-03-03', amount: 500 },
        { date: '2025-03-04', amount: -200 },
        { date: '2025-03-09', amount: 0 },
      ],
    });
    expect(r.problems).toContain('the flows listed on 2025-03-03 add up to 500.00, its daily row says 0.00');
    expect(r.problems).toContain('a flow on 2025-03-09 has no daily value row');
  });
});
