import { ASSET_TYPE_ORDER, assetTabIndex, parseAssetTab, selectedAssetTab } from './asset-types';

describe('asset types and tabs (spec 2 §2, §5)', () => {
  it('orders investments, pensions, annuities, liabilities as tabs 0 to 3', () => {
    expect(ASSET_TYPE_ORDER).toEqual(['investment', 'pension', 'annuity', 'liability']);
    expect(assetTabIndex('annuity')).toBe(2);
    expect(assetTabIndex('liability')).toBe(3);
  });

  it('reads the asset query parameter only as 0 to 3', () => {
    expect(['0', '3', ' 2 ', 1].map(parseAssetTab)).toEqual([0, 3, 2, 1]);
    expect(['4', '-1', '1.5', 'x', '', null, undefined, '01'].map(parseAssetTab)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps the asked-for tab when it has data', () => {
    expect(selectedAssetTab(2, [3, 1, 1, 0])).toBe(2);
  });

  it('falls back to the first tab with data', () => {
    expect(selectedAssetTab(3, [0, 2, 1, 0])).toBe(1);
    expect(selectedAssetTab(null, [0, 0, 0, 4])).toBe(3);
    expect(selectedAssetTab(0, [0, 0, 5, 1])).toBe(2);
  });

  it('stays on the asked-for tab (or the first) when no tab has data', () => {
    expect(selectedAssetTab(2, [0, 0, 0, 0])).toBe(2);
    expect(selectedAssetTab(null, [0, 0, 0, 0])).toBe(0);
    expect(selectedAssetTab(9, [0, 0, 0, 0])).toBe(0);
  });
});
