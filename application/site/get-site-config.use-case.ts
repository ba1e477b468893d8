import {
  chartColours,
  groupingFilterFor,
  mapFeesAndTaxes,
  mapPortfolioGrouping,
  mapProfitAnalysisType,
  mapUseHistoricData,
  prefixImagePath,
} from '../../domain/config/site-config';
import { SiteConfigFile, SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';

const IMAGE_KEYS = [
  'logo',
  'logoOnWhite',
  'footerLogo',
  'favicon',
  'loginBg',
  'loginBgTabletL',
  'loginBgTabletP',
] as const;

export interface PublicSiteConfig {
  instance: SiteConfigFile['instance'];
  /** Site configuration state (spec 1 §3), mapped from the settings with the spec's defaults. */
  siteConfiguration: {
    feesAndTaxes: number;
    holdBackPeriod: boolean;
    portfolioGrouping: string;
    profitAnalysisType: string;
    groupingFilter: string;
    useHistoricData: boolean;
  };
  images: Record<(typeof IMAGE_KEYS)[number], string>;
  chartColours: string[];
  settings: Record<string, unknown>;
  content: Record<string, unknown>;
}

/** The settings-and-content file as the browser may see it, with the configuration mapping applied. */
@Injectable()
export class GetSiteConfigUseCase {
  constructor(private readonly siteConfig: SiteConfigPort) {}

  async execute(): Promise<PublicSiteConfig> {
    const file = await this.siteConfig.load();
    const s = file.settings;
    const grouping = mapPortfolioGrouping(s.portfolioGrouping);
    const profitAnalysisType = mapProfitAnalysisType(s.profitAnalysisType);
    const images = Object.fromEntries(
      IMAGE_KEYS.map((k) => [k, typeof s[k] === 'string' ? prefixImagePath(s[k]) : '']),
    ) as PublicSiteConfig['images'];
    return {
      instance: file.instance,
      siteConfiguration: {
        feesAndTaxes: mapFeesAndTaxes(s.feesAndTaxes),
        holdBackPeriod: s.enableHoldBackPeriod === true,
        portfolioGrouping: grouping,
        profitAnalysisType,
        groupingFilter: groupingFilterFor(grouping),
        // spec 1 §3 lists the site setting useHistoricData and the data flag useHistoricLoadedTWRRData: either turns it on.
        useHistoricData: mapUseHistoricData(profitAnalysisType, s.useHistoricLoadedTWRRData ?? s.useHistoricData),
      },
      images,
      chartColours: chartColours((s.branding as Record<string, string>) ?? {}),
      settings: s,
      content: file.content,
    };
  }
}
