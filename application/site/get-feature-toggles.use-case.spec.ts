import { PlatformError } from '../ports/platform-error';
import type { SiteConfigFile } from '../ports/site-config.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { ACCOUNT_VISIBILITY_TOGGLE, FEATURE_TOGGLES, GetFeatureTogglesUseCase } from './get-feature-toggles.use-case';

const instance = { firm: 'acme', region: 'uk', lineOfBusiness: 'wealth', productName: 'Portal' };

function toggles(
  featureToggles: SiteConfigFile['featureToggles'],
  platformToggle: () => Promise<{ key: string; enabled: boolean }> = async () => ({
    key: ACCOUNT_VISIBILITY_TOGGLE,
    enabled: false,
  }),
) {
  const getToggleCondition = jest.fn(platformToggle);
  const useCase = new GetFeatureTogglesUseCase(
    new InMemorySiteConfig(siteConfigFile({ instance, featureToggles })),
    fakePlatform({ getToggleCondition }),
  );
  return { getToggleCondition, run: () => useCase.execute() };
}

describe('GetFeatureTogglesUseCase', () => {
  it('gives every known toggle, false when no rule matches', async () => {
    const result = await toggles([{ name: 'use-core-auth', enabled: true }]).run();
    expect(Object.keys(result).sort()).toEqual([...FEATURE_TOGGLES, ACCOUNT_VISIBILITY_TOGGLE].sort());
    expect(result['use-core-auth']).toBe(true);
    expect(result['use-client-reports']).toBe(false);
  });

  it('the most specific matching rule wins, whatever the order', async () => {
    const result = await toggles([
      { name: 'use-client-analysis', enabled: false, firm: 'acme', region: 'uk', lineOfBusiness: 'wealth' },
      { name: 'use-client-analysis', enabled: true, firm: 'acme', region: 'uk' },
      { name: 'use-client-analysis', enabled: true },
      { name: 'use-client-reports', enabled: false },
      { name: 'use-client-reports', enabled: true, region: 'uk' },
      { name: 'use-client-reports', enabled: false, lineOfBusiness: 'wealth' },
      { name: 'use-ids-dropdown', enabled: true, lineOfBusiness: 'wealth' },
      { name: 'use-ids-dropdown', enabled: false, firm: 'acme' },
    ]).run();
    expect(result['use-client-analysis']).toBe(false);
    // region outranks line of business; firm outranks both
    expect(result['use-client-reports']).toBe(true);
    expect(result['use-ids-dropdown']).toBe(false);
  });

  it('ignores rules for another firm, region or line of business', async () => {
    const result = await toggles([
      { name: 'use-sipp-wrapper', enabled: true, firm: 'other' },
      { name: 'use-sipp-wrapper', enabled: true, region: 'us' },
      { name: 'use-sipp-wrapper', enabled: true, firm: 'acme', lineOfBusiness: 'banking' },
      { name: 'use-market-data-logo', enabled: true, firm: 'other' },
      { name: 'use-market-data-logo', enabled: false },
    ]).run();
    expect(result['use-sipp-wrapper']).toBe(false);
    expect(result['use-market-data-logo']).toBe(false);
  });

  it('reads the account-visibility toggle from the platform', async () => {
    const { getToggleCondition, run } = toggles([], async () => ({ key: ACCOUNT_VISIBILITY_TOGGLE, enabled: true }));
    expect((await run())[ACCOUNT_VISIBILITY_TOGGLE]).toBe(true);
    expect(getToggleCondition).toHaveBeenCalledWith('portfolio_account_visibility');
  });

  it('a failing platform toggle is false', async () => {
    const { run } = toggles([{ name: 'use-core-auth', enabled: true }], () =>
      Promise.reject(new PlatformError('unavailable', 0, null)),
    );
    const result = await run();
    expect(result[ACCOUNT_VISIBILITY_TOGGLE]).toBe(false);
    expect(result['use-core-auth']).toBe(true);
  });
});
