import { needsLiteralCheck, platformSubjectFilter, subjectHoldsText } from './subject-search';

describe('subject search, literal', () => {
  it('sends plain text as it is (the platform matches subjects containing it)', () => {
    expect(platformSubjectFilter('valuation')).toBe('valuation');
    expect(needsLiteralCheck('valuation')).toBe(false);
  });

  it("widens text holding '*' to a wildcard and keeps only subjects holding the text itself", () => {
    expect(platformSubjectFilter('*')).toBe('***');
    expect(platformSubjectFilter('Q1*2026')).toBe('*Q1*2026*');
    expect(needsLiteralCheck('*')).toBe(true);
    expect(subjectHoldsText('Your quarterly valuation report', '*')).toBe(false);
    expect(subjectHoldsText('Rates * update', '*')).toBe(true);
    expect(subjectHoldsText('q1*2026 results', 'Q1*2026')).toBe(true);
    expect(subjectHoldsText('Q1 and 2026', 'Q1*2026')).toBe(false);
  });
});
