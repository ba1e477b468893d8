import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { GetSiteConfigUseCase } from './get-site-config.use-case';

describe('GetSiteConfigUseCase', () => {
  it('passes the instance, settings and content through and gives an empty path for a missing image', async () => {
    const file = siteConfigFile({ settings: { someSwitch: true }, content: { siteTerms: { text: 'Terms' } } });
    const result = await new GetSiteConfigUseCase(new InMemorySiteConfig(file)).execute();
    expect(result.instance).toEqual(file.instance);
    expect(result.settings).toBe(file.settings);
    expect(result.content).toBe(file.content);
    expect(result.images.logo).toBe('');
    expect(Object.keys(result.images).sort()).toEqual([
      'favicon',
      'footerLogo',
      'loginBg',
      'loginBgTabletL',
      'loginBgTabletP',
      'logo',
      'logoOnWhite',
    ]);
  });

  it('prefixes image paths with the core base path and ignores values that are not text', async () => {
    const file = siteConfigFile({ settings: { logo: 'img/logo.png', favicon: 'https://cdn.test/f.ico', loginBg: 42 } });
    const { images } = await new GetSiteConfigUseCase(new InMemorySiteConfig(file)).execute();
    expect(images).toMatchObject({ logo: '/core/img/logo.png', favicon: 'https://cdn.test/f.ico', loginBg: '' });
  });

  it('applies the spec defaults to the site configuration', async () => {
    const result = await new GetSiteConfigUseCase(new InMemorySiteConfig(siteConfigFile())).execute();
    // spec 1 §9: feesAndTaxes 1, profit analysis TWRR, grouping Split.
    expect(result.siteConfiguration).toMatchObject({ feesAndTaxes: 1, holdBackPeriod: false });
    expect(result.siteConfiguration.profitAnalysisType).toBe('twrr');
    expect(result.siteConfiguration.portfolioGrouping).toMatch(/^split$/i);
  });

  it('turns historic data on from the useHistoricData setting or the useHistoricLoadedTWRRData flag, for TWRR only', async () => {
    const historic = async (settings: Record<string, unknown>) =>
      (await new GetSiteConfigUseCase(new InMemorySiteConfig(siteConfigFile({ settings }))).execute()).siteConfiguration
        .useHistoricData;
    expect(await historic({ useHistoricData: true })).toBe(true);
    expect(await historic({ useHistoricLoadedTWRRData: 'true' })).toBe(true);
    expect(await historic({ useHistoricData: true, profitAnalysisType: 'irr' })).toBe(false);
    expect(await historic({ useHistoricData: false })).toBe(false);
    expect(await historic({})).toBe(false);
  });
});
