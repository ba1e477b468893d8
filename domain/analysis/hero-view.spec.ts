import { benchmarkDropdownShown, chooseBenchmark, convertedCurrencies, initialHeroTab, nextHeroTab } from './hero-view';

describe('hero tab (spec 2 §4)', () => {
  it('opens on Percentage when it is available, on Value otherwise or with historic data and no selection', () => {
    expect(initialHeroTab({ percentageAvailable: true, historicData: false, hasSelection: false })).toBe('percentage');
    expect(initialHeroTab({ percentageAvailable: false, historicData: false, hasSelection: true })).toBe('value');
    expect(initialHeroTab({ percentageAvailable: true, historicData: true, hasSelection: false })).toBe('value');
    expect(initialHeroTab({ percentageAvailable: true, historicData: true, hasSelection: true })).toBe('percentage');
  });

  it('falls back to Value without TWRR or with a blocked account, and follows the selection with historic data on', () => {
    const base = {
      current: 'percentage' as const,
      percentageAvailable: true,
      historicData: false,
      hadSelection: false,
      hasSelection: false,
    };
    expect(nextHeroTab({ ...base, percentageAvailable: false })).toBe('value');
    expect(nextHeroTab({ ...base, current: 'value', hasSelection: true })).toBe('value');
    expect(nextHeroTab({ ...base, current: 'value', historicData: true, hasSelection: true })).toBe('percentage');
    expect(nextHeroTab({ ...base, historicData: true, hadSelection: true })).toBe('value');
    expect(nextHeroTab({ ...base, historicData: true, hadSelection: true, hasSelection: true })).toBe('percentage');
  });
});

describe('benchmark (spec 2 §4)', () => {
  it('keeps the chosen one, else the default, else the first', () => {
    expect(chooseBenchmark({ ids: [801, 802], current: 802, defaultId: 801 })).toBe(802);
    expect(chooseBenchmark({ ids: [801, 802], current: 999, defaultId: 801 })).toBe(801);
    expect(chooseBenchmark({ ids: [801, 802], current: null, defaultId: 5 })).toBe(801);
    expect(chooseBenchmark({ ids: [], current: 801, defaultId: 801 })).toBeNull();
    expect(benchmarkDropdownShown(1)).toBe(false);
    expect(benchmarkDropdownShown(3)).toBe(true);
  });
});

describe("converted currencies (the value tile's rates)", () => {
  it('lists the plan currencies other than the one shown', () => {
    expect(convertedCurrencies(['GBP', 'USD', 'EUR', 'USD'], 'GBP')).toEqual(['EUR', 'USD']);
  });
});
