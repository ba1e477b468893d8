import { compareVersions, parseVersion, supportsRapidTotals } from './rapid-totals';

describe('rapid totals version gate (spec 2 §6, §9)', () => {
  it('asks from 23.5.269 on, comparing each part as a number', () => {
    expect(supportsRapidTotals('23.5.269')).toBe(true);
    expect(supportsRapidTotals('23.5.270')).toBe(true);
    expect(supportsRapidTotals('23.10.0')).toBe(true);
    expect(supportsRapidTotals('24.1')).toBe(true);
    expect(supportsRapidTotals('23.5.1000')).toBe(true);
  });

  it('does not ask an older platform, where a text comparison would get it wrong', () => {
    // '23.5.99' > '23.5.269' as text, but 99 < 269.
    expect('23.5.99' > '23.5.269').toBe(true);
    expect(supportsRapidTotals('23.5.99')).toBe(false);
    expect(supportsRapidTotals('23.5.268')).toBe(false);
    expect(supportsRapidTotals('23.4.999')).toBe(false);
    expect(supportsRapidTotals('9.9.9')).toBe(false);
    expect(supportsRapidTotals('23.5')).toBe(false);
  });

  it('treats an unreadable version as too old and ignores a suffix', () => {
    for (const v of ['', 'unknown', null, undefined]) expect(supportsRapidTotals(v)).toBe(false);
    expect(supportsRapidTotals('v23.5.269-hotfix')).toBe(true);
    expect(parseVersion('23.5.269 build 7')).toEqual([23, 5, 269]);
    expect(compareVersions([23, 5], [23, 5, 0])).toBe(0);
  });
});
