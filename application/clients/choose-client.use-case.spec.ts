import { ClientAccessLevel, SiteAccessLevel } from '../../domain/access/access-level';
import { PlatformError } from '../ports/platform-error';
import type { ClientSummary } from '../ports/platform.port';
import { ACCESS_LEVEL_CHOICES, clientSummary, CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { ChooseClientUseCase } from './choose-client.use-case';

function choose(client: ClientSummary | PlatformError, choices: unknown = ACCESS_LEVEL_CHOICES) {
  const getClient = client instanceof PlatformError ? jest.fn().mockRejectedValue(client) : jest.fn().mockResolvedValue(client);
  const getFieldChoices = choices instanceof Error ? jest.fn().mockRejectedValue(choices) : jest.fn().mockResolvedValue(choices);
  return { getClient, useCase: new ChooseClientUseCase(fakePlatform({ getClient, getFieldChoices })) };
}

const NO_CLIENT_ACCESS = { ok: false, error: { code: 'forbidden', message: 'No client access', apiMessage: null } };

describe('ChooseClientUseCase', () => {
  it("puts the client in context at the level derived from the client's access level", async () => {
    const { getClient, useCase } = choose(clientSummary({ entity_id: 70, client_access_level: 2, user_id: 7, first_name: 'Zoe', last_name: 'Example' }));
    const result = await useCase.execute(CREDENTIAL, { clientId: 70 });
    expect(getClient).toHaveBeenCalledWith(CREDENTIAL, 70);
    expect(result).toEqual({
      ok: true,
      value: { entityId: 70, displayName: 'Zoe Example', clientAccessLevel: ClientAccessLevel.ClientAssets, siteAccessLevel: SiteAccessLevel.Assets, isPreviewMode: false, partnerEntityId: null },
    });
  });

  it('choosing the derived view is not a preview', async () => {
    const { useCase } = choose(clientSummary({ client_access_level: 1 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Portfolio })).toMatchObject({ ok: true, value: { isPreviewMode: false } });
  });

  it('choosing Messages for a NotAssigned client is not a preview (shown the same)', async () => {
    const { useCase } = choose(clientSummary({ client_access_level: 0 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Messages })).toMatchObject({
      ok: true,
      value: { siteAccessLevel: SiteAccessLevel.Messages, isPreviewMode: false },
    });
  });

  it('a view that differs from the derived level is a preview at that view', async () => {
    const { useCase } = choose(clientSummary({ client_access_level: 3 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Portfolio })).toMatchObject({
      ok: true,
      value: { clientAccessLevel: ClientAccessLevel.ClientMessages, siteAccessLevel: SiteAccessLevel.Portfolio, isPreviewMode: true },
    });
  });

  it('a client with no portal user may be previewed at a chosen view', async () => {
    const { useCase } = choose(clientSummary({ client_access_level: 1, user_id: null }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Portfolio })).toMatchObject({
      ok: true,
      value: { siteAccessLevel: SiteAccessLevel.Portfolio, isPreviewMode: true },
    });
  });

  // spec 1 §2.9: 'Clients with no user_id have no client access and show "No client access"'; only a
  // chosen portal view (preview) opens them. The use case instead previews at the derived level.
  it("a client with no portal user and no chosen view is 'No client access'", async () => {
    const { useCase } = choose(clientSummary({ client_access_level: 1, user_id: null }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70 })).toEqual(NO_CLIENT_ACCESS);
  });

  it("without a known level and without a chosen view is 'No client access'", async () => {
    const { useCase } = choose(clientSummary({ client_access_level: 9 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70 })).toEqual(NO_CLIENT_ACCESS);
  });

  it("when the choices cannot be read a chosen view is a preview, and no view is 'No client access'", async () => {
    const failing = new PlatformError('forbidden', 403, 'Permission Error');
    expect(await choose(clientSummary(), failing).useCase.execute(CREDENTIAL, { clientId: 70 })).toEqual(NO_CLIENT_ACCESS);
    expect(await choose(clientSummary(), failing).useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Assets })).toMatchObject({
      ok: true,
      value: { clientAccessLevel: null, siteAccessLevel: SiteAccessLevel.Assets, isPreviewMode: true },
    });
  });

  it("a client the platform refuses (not the adviser's own) is forbidden", async () => {
    const { useCase } = choose(new PlatformError('forbidden', 403, 'Permission Error: not your client'));
    expect(await useCase.execute(CREDENTIAL, { clientId: 99 })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'Permission Error: not your client', apiMessage: 'Permission Error: not your client' },
    });
  });
});
