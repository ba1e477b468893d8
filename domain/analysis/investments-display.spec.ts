import { gainPercent, investmentDisplayOptions, showsFigure } from './investments-display';

describe('investments display options (spec 2 §5)', () => {
  it('reads each option from the settings, All unless set to a known value', () => {
    expect(investmentDisplayOptions(undefined)).toEqual({
      annualIncome: 'All',
      yield: 'All',
      gainPercent: 'All',
      value: 'All',
    });
    expect(
      investmentDisplayOptions({
        investmentsAnnualIncomeDisplay: 'None',
        investmentsYieldDisplay: 'securitylevelonly',
        investmentsUnrealisedGainPercentDisplay: 'nope',
      }),
    ).toEqual({ annualIncome: 'None', yield: 'SecurityLevelOnly', gainPercent: 'All', value: 'All' });
  });

  it('shows a figure by level', () => {
    expect(showsFigure('All', 'account')).toBe(true);
    expect(showsFigure('SecurityLevelOnly', 'account')).toBe(false);
    expect(showsFigure('SecurityLevelOnly', 'security')).toBe(true);
    expect(showsFigure('None', 'security')).toBe(false);
  });

  it('works out the gain percentage of book cost, none without a cost', () => {
    expect(gainPercent(-2004.11, 10362.57)).toBeCloseTo(-19.34, 2);
    expect(gainPercent(null, 100)).toBeNull();
    expect(gainPercent(5, 0)).toBeNull();
  });
});
