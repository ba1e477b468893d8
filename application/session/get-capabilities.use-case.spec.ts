import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { GetCapabilitiesUseCase } from './get-capabilities.use-case';

describe('GetCapabilitiesUseCase', () => {
  it("gives the session's capabilities as flags, ignoring unknown ones", async () => {
    const getCapabilities = jest.fn().mockResolvedValue(['view_portfolio', 'live_marketdata_access', 'something_else']);
    const result = await new GetCapabilitiesUseCase(fakePlatform({ getCapabilities })).execute(CREDENTIAL);
    expect(getCapabilities).toHaveBeenCalledWith(CREDENTIAL, undefined);
    expect(result).toEqual({
      ok: true,
      value: {
        view_portfolio: true,
        view_partner: false,
        view_marketdata: false,
        live_marketdata_access: true,
        modelling_by_target_sets: false,
      },
    });
  });

  it("asks for a client's capabilities by entity id", async () => {
    const getCapabilities = jest.fn().mockResolvedValue([]);
    await new GetCapabilitiesUseCase(fakePlatform({ getCapabilities })).execute(CREDENTIAL, { clientEntityId: 70 });
    expect(getCapabilities).toHaveBeenCalledWith(CREDENTIAL, { entityId: 70 });
  });

  it('omits the client entity id in preview mode', async () => {
    const getCapabilities = jest.fn().mockResolvedValue(['view_partner']);
    const result = await new GetCapabilitiesUseCase(fakePlatform({ getCapabilities })).execute(CREDENTIAL, {
      clientEntityId: 70,
      isPreviewMode: true,
    });
    expect(getCapabilities).toHaveBeenCalledWith(CREDENTIAL, undefined);
    expect(result).toMatchObject({ ok: true, value: { view_partner: true, view_portfolio: false } });
  });

  it('returns a platform refusal as an error', async () => {
    const getCapabilities = jest
      .fn()
      .mockRejectedValue(new PlatformError('forbidden', 403, 'Permission Error: not your client'));
    expect(
      await new GetCapabilitiesUseCase(fakePlatform({ getCapabilities })).execute(CREDENTIAL, { clientEntityId: 99 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden', apiMessage: 'Permission Error: not your client' },
    });
  });
});
