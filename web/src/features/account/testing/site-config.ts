import type { PublicSiteConfig } from '../../../lib/contract';

/** A site configuration with just what the account pages read. */
export function siteConfig(
  settings: Record<string, unknown> = {},
  content: Record<string, unknown> = {},
): PublicSiteConfig {
  return {
    instance: { productName: 'Client Online' },
    siteConfiguration: {
      feesAndTaxes: 1,
      holdBackPeriod: false,
      portfolioGrouping: 'Split',
      profitAnalysisType: 'twrr',
      groupingFilter: 'My',
      useHistoricData: false,
    },
    images: {},
    chartColours: [],
    settings: { oneWayMessaging: false, passwordStrengthMeter: true, ...settings },
    content: {
      segments: {},
      additionalVerification: {
        heading: 'Additional verification',
        supportMessage: 'Call client services on 0800 000 0000.',
      },
      ...content,
    },
  } as unknown as PublicSiteConfig;
}
