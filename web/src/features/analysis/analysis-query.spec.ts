import { analysisSearch, sameQuery } from './analysis-query';

describe('analysisSearch', () => {
  it('writes the filter and range as query parameters, leaving out empty ones', () => {
    expect(analysisSearch({})).toBe('');
    expect(analysisSearch({ account: 10001, range: '1y' })).toBe('?account=10001&range=1y');
    expect(
      analysisSearch({ group: 'ISA', from: '2026-01-01', to: '2026-06-30' }, { bookmark: 'abc', currency: undefined }),
    ).toBe('?group=ISA&from=2026-01-01&to=2026-06-30&bookmark=abc');
  });

  it('tells queries for the same figures apart from others', () => {
    expect(sameQuery({ account: 1, range: '1y' }, { range: '1y', account: 1 })).toBe(true);
    expect(sameQuery({ account: 1, range: '1y' }, { account: 1, range: '2y' })).toBe(false);
    expect(sameQuery({ account: 1 }, { account: 2 })).toBe(false);
  });
});
