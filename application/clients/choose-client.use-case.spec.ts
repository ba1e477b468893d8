import { ClientAccessLevel, SiteAccessLevel } from '../../domain/access/access-level';
import { PlatformError } from '../ports/platform-error';
import { NOT_YOUR_CLIENT } from '../../domain/access/adviser-clients';
import type { AdviserDetailsPort } from '../ports/adviser-details.port';
import type { ClientSummary } from '../ports/clients.port';
import { ACCESS_LEVEL_CHOICES, clientSummary, CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { ChooseClientUseCase } from './choose-client.use-case';

const ADVISER = 1001;

/** The client, their adviser (client_adviser; the adviser below by default) and the access-level choices. */
function choose(
  client: ClientSummary | PlatformError,
  choices: unknown = ACCESS_LEVEL_CHOICES,
  clientAdviser: number | null | PlatformError = ADVISER,
) {
  const getClient =
    client instanceof PlatformError ? jest.fn().mockRejectedValue(client) : jest.fn().mockResolvedValue(client);
  const getFieldChoices =
    choices instanceof Error ? jest.fn().mockRejectedValue(choices) : jest.fn().mockResolvedValue(choices);
  const adviserOf =
    clientAdviser instanceof PlatformError
      ? jest.fn().mockRejectedValue(clientAdviser)
      : jest.fn().mockResolvedValue(clientAdviser);
  const advisers = { clientAdviser: adviserOf } as unknown as AdviserDetailsPort;
  const useCase = new ChooseClientUseCase(fakePlatform({ getClient, getFieldChoices }), advisers);
  return {
    getClient,
    adviserOf,
    useCase: {
      execute: (cred: typeof CREDENTIAL, input: { clientId: number; portalView?: SiteAccessLevel }) =>
        useCase.execute(cred, { adviserEntityId: ADVISER, ...input }),
    },
    raw: useCase,
  };
}

const NOT_YOURS = { ok: false, error: { code: 'forbidden', message: NOT_YOUR_CLIENT, apiMessage: null } };

const NO_CLIENT_ACCESS = { ok: false, error: { code: 'forbidden', message: 'No client access', apiMessage: null } };

describe('ChooseClientUseCase', () => {
  it("puts the client in context at the level derived from the client's access level", async () => {
    const { getClient, useCase } = choose(
      clientSummary({ entityId: 70, clientAccessLevel: 2, userId: 7, firstName: 'Zoe', lastName: 'Example' }),
    );
    const result = await useCase.execute(CREDENTIAL, { clientId: 70 });
    expect(getClient).toHaveBeenCalledWith(CREDENTIAL, 70);
    expect(result).toEqual({
      ok: true,
      value: {
        entityId: 70,
        displayName: 'Zoe Example',
        clientAccessLevel: ClientAccessLevel.ClientAssets,
        siteAccessLevel: SiteAccessLevel.Assets,
        isPreviewMode: false,
        partnerEntityId: null,
      },
    });
  });

  it('choosing the derived view is not a preview', async () => {
    const { useCase } = choose(clientSummary({ clientAccessLevel: 1 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Portfolio })).toMatchObject({
      ok: true,
      value: { isPreviewMode: false },
    });
  });

  it('choosing Messages for a NotAssigned client is not a preview (shown the same)', async () => {
    const { useCase } = choose(clientSummary({ clientAccessLevel: 0 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Messages })).toMatchObject({
      ok: true,
      value: { siteAccessLevel: SiteAccessLevel.Messages, isPreviewMode: false },
    });
  });

  it('a view that differs from the derived level is a preview at that view', async () => {
    const { useCase } = choose(clientSummary({ clientAccessLevel: 3 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Portfolio })).toMatchObject({
      ok: true,
      value: {
        clientAccessLevel: ClientAccessLevel.ClientMessages,
        siteAccessLevel: SiteAccessLevel.Portfolio,
        isPreviewMode: true,
      },
    });
  });

  it('a client with no portal user may be previewed at a chosen view', async () => {
    const { useCase } = choose(clientSummary({ clientAccessLevel: 1, userId: null }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70, portalView: SiteAccessLevel.Portfolio })).toMatchObject({
      ok: true,
      value: { siteAccessLevel: SiteAccessLevel.Portfolio, isPreviewMode: true },
    });
  });

  // spec 1 §2.9: 'Clients with no user_id have no client access and show "No client access"'; only a
  // chosen portal view (preview) opens them. The use case instead previews at the derived level.
  it("a client with no portal user and no chosen view is 'No client access'", async () => {
    const { useCase } = choose(clientSummary({ clientAccessLevel: 1, userId: null }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70 })).toEqual(NO_CLIENT_ACCESS);
  });

  it("without a known level and without a chosen view is 'No client access'", async () => {
    const { useCase } = choose(clientSummary({ clientAccessLevel: 9 }));
    expect(await useCase.execute(CREDENTIAL, { clientId: 70 })).toEqual(NO_CLIENT_ACCESS);
  });

  it("when the choices cannot be read a chosen view is a preview, and no view is 'No client access'", async () => {
    const failing = new PlatformError('forbidden', 403, 'Permission Error');
    expect(await choose(clientSummary(), failing).useCase.execute(CREDENTIAL, { clientId: 70 })).toEqual(
      NO_CLIENT_ACCESS,
    );
    expect(
      await choose(clientSummary(), failing).useCase.execute(CREDENTIAL, {
        clientId: 70,
        portalView: SiteAccessLevel.Assets,
      }),
    ).toMatchObject({
      ok: true,
      value: { clientAccessLevel: null, siteAccessLevel: SiteAccessLevel.Assets, isPreviewMode: true },
    });
  });

  it("a client the platform refuses or does not know is refused in the portal's words, never the platform's", async () => {
    for (const e of [
      new PlatformError('forbidden', 403, 'Permission Error: not your client'),
      new PlatformError('not_found', 404, 'client 99 not found'),
    ]) {
      const result = await choose(e).useCase.execute(CREDENTIAL, { clientId: 99 });
      expect(result).toEqual(NOT_YOURS);
      expect(JSON.stringify(result)).not.toMatch(/Permission|not your client|not found/);
    }
  });

  it("refuses a client the platform shows whose adviser is another (client_adviser), and asks for the client's adviser", async () => {
    const { adviserOf, useCase } = choose(clientSummary({ clientAccessLevel: 1 }), ACCESS_LEVEL_CHOICES, 1002);
    expect(await useCase.execute(CREDENTIAL, { clientId: 70 })).toEqual(NOT_YOURS);
    expect(adviserOf).toHaveBeenCalledWith({ credential: CREDENTIAL, clientId: 70 });
    expect(
      await choose(clientSummary({ clientAccessLevel: 1 }), ACCESS_LEVEL_CHOICES, null).useCase.execute(CREDENTIAL, {
        clientId: 70,
        portalView: SiteAccessLevel.Assets,
      }),
    ).toEqual(NOT_YOURS);
  });

  it('refuses every client when the adviser has no entity to compare with', async () => {
    const { raw } = choose(clientSummary({ clientAccessLevel: 1 }));
    expect(await raw.execute(CREDENTIAL, { clientId: 70, adviserEntityId: null })).toEqual(NOT_YOURS);
  });
});
