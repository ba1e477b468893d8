import { ALLOCATION_TITLES, displayedWeights, enabledAllocationTypes, panelsStartCollapsed } from './allocation';

describe('allocation rules', () => {
  it('enables all three types unless a setting switches one off', () => {
    expect(enabledAllocationTypes({})).toEqual(['assetClass', 'sector', 'region']);
    expect(enabledAllocationTypes({ allocationSectorEnabled: false })).toEqual(['assetClass', 'region']);
    expect(
      enabledAllocationTypes({ allocationAssetClassEnabled: 'false', allocationGeographicRegionEnabled: true }),
    ).toEqual(['sector', 'region']);
    expect(ALLOCATION_TITLES.region).toBe('Geographic region');
  });

  it('starts panels collapsed only when more than one type shows', () => {
    expect(panelsStartCollapsed(['assetClass', 'sector'])).toBe(true);
    expect(panelsStartCollapsed(['sector'])).toBe(false);
  });

  it('rounds weights to whole percentages adding up to exactly 100', () => {
    expect(displayedWeights([1, 1, 1])).toEqual([34, 33, 33]);
    expect(displayedWeights([62.4, 16.3, 15.1, 3.9, 2.3]).reduce((a, b) => a + b, 0)).toBe(100);
    expect(displayedWeights([5000])).toEqual([100]);
    // One slice near 100 with a tiny one: the tiny one still shows and the total is 100.
    const w = displayedWeights([99.6, 0.4]);
    expect(w.reduce((a, b) => a + b, 0)).toBe(100);
    expect(displayedWeights([0, 0])).toEqual([0, 0]);
  });
});
