import { needsLiteralCheck, subjectHoldsText } from './subject-search';

describe('subject search, literal', () => {
  it("narrows only text holding '*', to subjects holding the text itself", () => {
    expect(needsLiteralCheck('valuation')).toBe(false);
    expect(needsLiteralCheck('*')).toBe(true);
    expect(subjectHoldsText('Your quarterly valuation report', '*')).toBe(false);
    expect(subjectHoldsText('Rates * update', '*')).toBe(true);
    expect(subjectHoldsText('q1*2026 results', 'Q1*2026')).toBe(true);
    expect(subjectHoldsText('Q1 and 2026', 'Q1*2026')).toBe(false);
  });
});
