import { ACCESS_DENIED_MESSAGE } from '../../domain/access/page-access';
import { PlatformError } from '../ports/platform-error';
import { clientSummary, CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { GetClientSummaryUseCase } from './get-client-summary.use-case';

describe('GetClientSummaryUseCase', () => {
  it('reads the client in view and gives its record with the display name', async () => {
    const getClient = jest.fn().mockResolvedValue(clientSummary({ partnerEntityId: 71, preferredName: 'Zo' }));
    const result = await new GetClientSummaryUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
      clientId: 70,
      clientInViewId: 70,
    });
    expect(getClient).toHaveBeenCalledWith(CREDENTIAL, 70);
    expect(result).toEqual({
      ok: true,
      value: {
        entityId: 70,
        displayName: 'Zoe Example',
        firstName: 'Zoe',
        lastName: 'Example',
        preferredName: 'Zo',
        dob: '1980-01-31',
        partnerEntityId: 71,
        preferredCurrency: 'GBP',
        entityType: 'Individual',
        preferredEmail: 'zoe@example.test',
        preferredPostcode: 'AB1 2CD',
      },
    });
  });

  it("refuses any other client in the portal's words, without asking the platform", async () => {
    const getClient = jest.fn();
    const result = await new GetClientSummaryUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
      clientId: 71,
      clientInViewId: 70,
    });
    expect(getClient).not.toHaveBeenCalled();
    expect(result).toEqual({
      ok: false,
      error: { code: 'forbidden', message: ACCESS_DENIED_MESSAGE, apiMessage: null },
    });
  });

  it("maps the platform's failure to a portal error", async () => {
    const getClient = jest.fn().mockRejectedValue(new PlatformError('not_found', 404, null));
    const result = await new GetClientSummaryUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
      clientId: 70,
      clientInViewId: 70,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
