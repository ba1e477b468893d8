import { ClientAccessLevel, SiteAccessLevel } from '../../domain/access/access-level';
import { PlatformError } from '../ports/platform-error';
import { ACCESS_LEVEL_CHOICES, CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { GetPortalViewsUseCase } from './get-portal-views.use-case';

describe('GetPortalViewsUseCase', () => {
  it('offers Portfolio, Assets and Messages from the client_access_level choices', async () => {
    const getFieldChoices = jest.fn().mockResolvedValue(ACCESS_LEVEL_CHOICES);
    const views = await new GetPortalViewsUseCase(fakePlatform({ getFieldChoices })).execute(CREDENTIAL);
    expect(getFieldChoices).toHaveBeenCalledWith(CREDENTIAL, 'entity', 'client_access_level');
    expect(views).toEqual([
      { view: SiteAccessLevel.Portfolio, label: 'Portfolio', clientAccessLevel: ClientAccessLevel.ClientPortfolio },
      { view: SiteAccessLevel.Assets, label: 'Assets', clientAccessLevel: ClientAccessLevel.ClientAssets },
      { view: SiteAccessLevel.Messages, label: 'Messages', clientAccessLevel: ClientAccessLevel.ClientMessages },
    ]);
  });

  it('is empty when the choices call fails', async () => {
    const getFieldChoices = jest.fn().mockRejectedValue(new PlatformError('unavailable', 503, null));
    expect(await new GetPortalViewsUseCase(fakePlatform({ getFieldChoices })).execute(CREDENTIAL)).toEqual([]);
  });
});
