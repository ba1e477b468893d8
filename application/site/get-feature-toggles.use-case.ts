import { SitePort } from '../ports/site.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';

export const FEATURE_TOGGLES = [
  'use-client-analysis',
  'use-client-reports',
  'use-core-auth',
  'use-ids-dropdown',
  'use-ids-notification',
  'use-sipp-wrapper',
  'use-market-data-logo',
] as const;
export const ACCOUNT_VISIBILITY_TOGGLE = 'portfolio_account_visibility';

/**
 * Feature toggles resolved for this firm, region and line of business (spec 1 §1): the most specific
 * matching rule wins. The account-visibility toggle comes from the platform's toggle condition.
 */
@Injectable()
export class GetFeatureTogglesUseCase {
  constructor(
    private readonly siteConfig: SiteConfigPort,
    private readonly platform: SitePort,
  ) {}

  async execute(): Promise<Record<string, boolean>> {
    const { instance, featureToggles } = await this.siteConfig.load();
    const result: Record<string, boolean> = {};
    for (const name of FEATURE_TOGGLES) {
      const matches = featureToggles
        .filter((t) => t.name === name)
        .filter(
          (t) =>
            (!t.firm || t.firm === instance.firm) &&
            (!t.region || t.region === instance.region) &&
            (!t.lineOfBusiness || t.lineOfBusiness === instance.lineOfBusiness),
        )
        .sort((a, b) => specificity(b) - specificity(a));
      result[name] = matches[0]?.enabled ?? false;
    }
    try {
      result[ACCOUNT_VISIBILITY_TOGGLE] = (await this.platform.getToggleCondition(ACCOUNT_VISIBILITY_TOGGLE)).enabled;
    } catch {
      result[ACCOUNT_VISIBILITY_TOGGLE] = false;
    }
    return result;
  }
}

function specificity(t: { firm?: string; region?: string; lineOfBusiness?: string }): number {
  return (t.firm ? 4 : 0) + (t.region ? 2 : 0) + (t.lineOfBusiness ? 1 : 0);
}
