import { applyFeeTaxMode, FEE_TAX_MODES, feeTaxFlow, feeTaxMode } from './fee-tax-modes';
import { timeWeightedReturn } from './twrr';
import { first } from '../shared/present';

describe('fee-and-tax modes (spec 2 §9)', () => {
  it('has modes 0 to 5 in the spec order, default 1', () => {
    expect(FEE_TAX_MODES.map((m) => m.mode)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(feeTaxMode().label).toBe('After fees and taxes');
    expect(feeTaxMode(undefined).mode).toBe(1);
    expect(feeTaxMode('0').label).toBe('Before fees and taxes');
    expect(feeTaxMode([2]).label).toBe('After fees before taxes');
    expect(feeTaxMode(3).label).toBe('Before fees after taxes');
    expect(feeTaxMode(9).mode).toBe(1);
    expect(FEE_TAX_MODES.filter((m) => m.imputationCredits === 'excluded').map((m) => m.mode)).toEqual([4, 5]);
  });

  it("moves fees and taxes out as flows where the mode says 'before'", () => {
    const charges = { fees: 10, taxes: 3, imputationCredits: 2 };
    expect(FEE_TAX_MODES.map((m) => feeTaxFlow(m, charges))).toEqual([-13, 0, -3, -10, 2, -1]);
    expect(feeTaxFlow(feeTaxMode(0), {})).toBe(0);
  });

  it('gives the return before fees when the fee is moved out', () => {
    // 1000 grows 10% and pays a fee of 11 on day 1: 1089 after fees.
    const rows = [
      { date: '2025-01-01', value: 1000, flow: 0 },
      { date: '2025-01-02', value: 1089, flow: 0, fees: 11 },
    ];
    expect(timeWeightedReturn(applyFeeTaxMode(rows, feeTaxMode(1))).cumulative).toBeCloseTo(0.089, 12);
    // Before fees the fee leaves at the start of the day: 1089 / (1000 - 11) - 1.
    expect(timeWeightedReturn(applyFeeTaxMode(rows, feeTaxMode(0))).cumulative).toBeCloseTo(1089 / 989 - 1, 12);
    expect(first(applyFeeTaxMode(rows, feeTaxMode(0))).flow).toBe(0);
  });
});
