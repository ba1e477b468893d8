import { chartPalette, contrastRatio, MIN_GRAPHIC_CONTRAST, readableOnWhite, seriesColour } from './chart-palette';
import { DEFAULT_CHART_PALETTE } from './chart-settings';
import { itemAt } from '../shared/present';

describe('chart palette', () => {
  it('has nine default colours, each at least 3:1 on white', () => {
    expect(DEFAULT_CHART_PALETTE).toHaveLength(9);
    for (const c of DEFAULT_CHART_PALETTE)
      expect(contrastRatio(c, '#ffffff')).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
  });

  it("uses the site's colours in order, darkening a pale one to 3:1", () => {
    const palette = chartPalette(['#0b3d5c', '#c8962e', 'not-a-colour']);
    expect(palette[0]).toBe('#0b3d5c');
    expect(palette).toHaveLength(2);
    expect(contrastRatio('#c8962e', '#ffffff')).toBeLessThan(3);
    expect(contrastRatio(itemAt(palette, 1), '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(readableOnWhite('#fff')).not.toBe('#ffffff');
  });

  it('falls back to the default palette and wraps round it', () => {
    expect(chartPalette([])).toEqual(DEFAULT_CHART_PALETTE);
    expect(chartPalette(undefined)).toEqual(DEFAULT_CHART_PALETTE);
    expect(seriesColour(['#000', '#111'], 3)).toBe('#111');
  });
});
