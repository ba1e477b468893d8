import {
  defaultRange,
  enabledRangePresets,
  holdBackEndDate,
  parseRangePreset,
  presetRange,
  RANGE_PRESETS,
} from './date-range';

describe('range presets (spec 2 §2, §9)', () => {
  it('lists the radios in the spec order with their labels', () => {
    expect(RANGE_PRESETS.map((p) => p.label)).toEqual([
      '1 year',
      '2 years',
      '3 years',
      'Since inception',
      'Year to date',
      'Custom',
    ]);
  });

  it('disables presets named in a comma-separated setting, by key or label, any case', () => {
    expect(enabledRangePresets('')).toEqual(['1y', '2y', '3y', 'inception', 'ytd', 'custom']);
    expect(enabledRangePresets(null)).toHaveLength(6);
    expect(enabledRangePresets('2 years, 3Y ,custom,nonsense')).toEqual(['1y', 'inception', 'ytd']);
    expect(parseRangePreset('Year to date')).toBe('ytd');
    expect(parseRangePreset('5y')).toBeNull();
  });

  it('defaults to 1 year back from today, named 1 year', () => {
    expect(defaultRange('2026-11-23')).toEqual({ startDate: '2025-11-24', endDate: '2026-11-23', name: '1 year' });
    expect(defaultRange('2024-02-29')).toEqual({ startDate: '2023-03-01', endDate: '2024-02-29', name: '1 year' });
  });

  it('computes each preset', () => {
    const today = '2026-11-23';
    expect(presetRange({ preset: '2y', today })).toMatchObject({
      startDate: '2024-11-24',
      endDate: today,
      name: '2 years',
    });
    expect(presetRange({ preset: '3y', today })).toMatchObject({ startDate: '2023-11-24' });
    expect(presetRange({ preset: 'ytd', today })).toMatchObject({ startDate: '2026-01-01', name: 'Year to date' });
    expect(presetRange({ preset: 'inception', today, inceptionDate: '2019-05-02' })).toMatchObject({
      startDate: '2019-05-02',
      name: 'Since inception',
    });
    expect(presetRange({ preset: 'inception', today, inceptionDate: '2027-01-01' })).toMatchObject({
      startDate: today,
    });
    // On 1 January year to date with the hold-back ends on 31 December, so starts on 1 January of that year.
    expect(presetRange({ preset: 'ytd', today: '2026-01-01', holdBack: true })).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      name: 'Year to date',
    });
  });

  it('opens 1 year at the close of the same day a year earlier: 365 days of returns, 366 across 29 February', () => {
    const span = (r: { startDate: string; endDate: string }) =>
      (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 + 1;
    expect(span(defaultRange('2026-11-23'))).toBe(365);
    expect(span(defaultRange('2024-11-23'))).toBe(366);
    expect(span(presetRange({ preset: '3y', today: '2026-11-23' }))).toBe(365 * 3 + 1);
  });

  it('counts the years back from the held-back end', () => {
    expect(presetRange({ preset: '1y', today: '2026-11-23', holdBack: true })).toMatchObject({
      startDate: '2025-11-23',
      endDate: '2026-11-22',
    });
  });
});

describe('hold-back (spec 2 §9)', () => {
  it('moves today back to yesterday, even on a Monday', () => {
    expect(holdBackEndDate('2026-11-24', '2026-11-24', true)).toBe('2026-11-23');
    expect(holdBackEndDate('2026-11-23', '2026-11-23', true)).toBe('2026-11-22');
  });

  it('moves an earlier end date to the previous weekday', () => {
    expect(holdBackEndDate('2026-11-16', '2026-11-23', true)).toBe('2026-11-13'); // Monday → Friday
    expect(holdBackEndDate('2026-11-18', '2026-11-23', true)).toBe('2026-11-17'); // Wednesday → Tuesday
    expect(holdBackEndDate('2026-11-15', '2026-11-23', true)).toBe('2026-11-13'); // Sunday → Friday
    expect(holdBackEndDate('2026-11-14', '2026-11-23', true)).toBe('2026-11-13'); // Saturday → Friday
  });

  it('leaves the end date alone when off', () => {
    expect(holdBackEndDate('2026-11-23', '2026-11-23', false)).toBe('2026-11-23');
  });
});
