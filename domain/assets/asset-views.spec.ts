import { balanceSheetSettings, inAssetView, isManagedAsset, parseAssetView } from './asset-views';

describe('balance sheet views (spec 2 §2, §4, §9)', () => {
  it('counts an asset under advice as managed, and every asset when the feature is absent', () => {
    expect(isManagedAsset(true, true)).toBe(true);
    expect(isManagedAsset(false, true)).toBe(false);
    expect(isManagedAsset(null, true)).toBe(false);
    expect(isManagedAsset(false, false)).toBe(true);
    expect(isManagedAsset(null, false)).toBe(true);
  });

  it('shows managed assets in Managed, the others in Non-managed and all in Everything', () => {
    expect([inAssetView(true, 'managed'), inAssetView(true, 'nonManaged'), inAssetView(true, 'everything')]).toEqual([
      true,
      false,
      true,
    ]);
    expect([inAssetView(false, 'managed'), inAssetView(false, 'nonManaged'), inAssetView(false, 'everything')]).toEqual(
      [false, true, true],
    );
  });

  it('reads the view words of the site settings', () => {
    expect(['Managed', 'Non-managed', 'non managed', 'EVERYTHING', 'nonManaged'].map(parseAssetView)).toEqual([
      'managed',
      'nonManaged',
      'nonManaged',
      'everything',
      'nonManaged',
    ]);
    expect(parseAssetView('All')).toBeNull();
    expect(parseAssetView(3)).toBeNull();
  });

  it("defaults to view Managed and visible views 'Managed,Non-managed,Everything'", () => {
    expect(balanceSheetSettings({})).toEqual({
      views: ['managed', 'nonManaged', 'everything'],
      defaultView: 'managed',
      assetViewingDisabled: false,
    });
    expect(balanceSheetSettings(null).defaultView).toBe('managed');
  });

  it('keeps the visible views in the setting order and a default among them', () => {
    expect(
      balanceSheetSettings({ balanceSheetVisibleViews: 'Everything, Managed', balanceSheetDefaultView: 'Everything' }),
    ).toMatchObject({ views: ['everything', 'managed'], defaultView: 'everything' });
    expect(
      balanceSheetSettings({ balanceSheetVisibleViews: 'Non-managed,Everything', balanceSheetDefaultView: 'Managed' }),
    ).toMatchObject({ views: ['nonManaged', 'everything'], defaultView: 'nonManaged' });
    expect(balanceSheetSettings({ balanceSheetVisibleViews: 'nonsense' }).views).toEqual([
      'managed',
      'nonManaged',
      'everything',
    ]);
  });

  it('reads the switch that disables asset viewing', () => {
    expect(balanceSheetSettings({ assetViewingDisabled: true }).assetViewingDisabled).toBe(true);
    expect(balanceSheetSettings({ assetViewingDisabled: 'true' }).assetViewingDisabled).toBe(true);
    expect(balanceSheetSettings({ assetViewingDisabled: false }).assetViewingDisabled).toBe(false);
  });
});
