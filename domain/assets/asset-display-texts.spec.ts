import {
  ASSET_VIEWING_DISABLED,
  ASSETS_LOAD_STAGES,
  assetTabTitle,
  assetTypeLabel,
  NO_ASSETS_FOR_PERSON,
  NO_MANAGED_ASSETS,
} from './asset-display-texts';

describe('balance sheet texts (spec 2 §2, §4)', () => {
  it('titles each tab with its count and a singular label for one, plural otherwise', () => {
    expect(assetTabTitle('investment', 0)).toBe('0 Investments');
    expect(assetTabTitle('investment', 1)).toBe('1 Investment');
    expect(assetTabTitle('pension', 2)).toBe('2 Pensions');
    expect(assetTabTitle('annuity', 1)).toBe('1 Annuity');
    expect(assetTabTitle('annuity', 3)).toBe('3 Annuities');
    expect(assetTabTitle('liability', 1)).toBe('1 Liability');
    expect(assetTypeLabel('liability', 12)).toBe('Liabilities');
  });

  it("has the spec's empty and disabled texts word for word", () => {
    expect(NO_MANAGED_ASSETS).toBe('No managed assets data');
    expect(NO_ASSETS_FOR_PERSON).toBe('No assets have been recorded for the person selected');
    expect(ASSET_VIEWING_DISABLED).toBe(
      'The ability to view asset data has been disabled by your site administrator. Please contact your adviser for more information.',
    );
  });

  it('has the four load stages at 5, 25, 70 and 100 percent, in order', () => {
    expect(ASSETS_LOAD_STAGES.map((s) => [s.label, s.percent])).toEqual([
      ['Getting site settings', 5],
      ['Getting adviser details', 25],
      ['Loading accounts', 70],
      ['Loading dashboard', 100],
    ]);
  });
});
