import { PlatformError } from '../ports/platform-error';
import type { ClientSummary } from '../ports/clients.port';
import { clientSummary, CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { GetNotificationConfigUseCase } from './get-notification-config.use-case';

const FIELDS = ['xptReviewStatus', 'factfindStatus', 'partnerEntityId', 'roboJourneyType', 'roboJourneyStatus'];

function clients(byId: Record<number, ClientSummary | PlatformError>) {
  return jest.fn(async (_cred: unknown, id: number) => {
    const c = byId[id];
    if (c instanceof PlatformError) throw c;
    if (!c) throw new Error(`unexpected client ${id}`);
    return c;
  });
}

describe('GetNotificationConfigUseCase', () => {
  it("gives the client's and the partner's statuses", async () => {
    const getClient = clients({
      70: clientSummary({
        partnerEntityId: 71,
        xptReviewStatus: 'In Progress',
        factfindStatus: '0',
        roboJourneyType: 'investment',
        roboJourneyStatus: 'enabled',
      }),
      71: clientSummary({ entityId: 71, xptReviewStatus: 'Changes Reported', factfindStatus: '1' }),
    });
    const result = await new GetNotificationConfigUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
      clientId: 70,
      promptsEnabled: true,
    });
    expect(getClient).toHaveBeenCalledWith(CREDENTIAL, 70, FIELDS);
    expect(getClient).toHaveBeenCalledWith(CREDENTIAL, 71, FIELDS);
    expect(result).toEqual({
      ok: true,
      value: {
        clientId: 70,
        reviewStatus: 'In Progress',
        partnerReviewStatus: 'Changes Reported',
        factFindStatus: '0',
        partnerFactFindStatus: '1',
        roboJourneyType: 'investment',
        roboJourneyStatus: 'enabled',
        promptsEnabled: true,
      },
    });
  });

  it.each([
    ['forbidden', new PlatformError('forbidden', 403, 'Permission Error')],
    ['not found', new PlatformError('not_found', 404, 'Not found')],
  ])('a partner the user may not read (%s) has null statuses', async (_label, e) => {
    const getClient = clients({ 70: clientSummary({ partnerEntityId: 71, xptReviewStatus: 'In Progress' }), 71: e });
    const result = await new GetNotificationConfigUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
      clientId: 70,
      promptsEnabled: false,
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        reviewStatus: 'In Progress',
        partnerReviewStatus: null,
        partnerFactFindStatus: null,
        promptsEnabled: false,
      },
    });
  });

  it('another failure reading the partner fails the whole', async () => {
    const getClient = clients({
      70: clientSummary({ partnerEntityId: 71 }),
      71: new PlatformError('unavailable', 503, null),
    });
    const result = await new GetNotificationConfigUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
      clientId: 70,
      promptsEnabled: true,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  it("without a partner reads only the client; the robo status defaults to 'none'", async () => {
    const getClient = clients({ 70: clientSummary({ partnerEntityId: null, roboJourneyStatus: null }) });
    const result = await new GetNotificationConfigUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
      clientId: 70,
      promptsEnabled: true,
    });
    expect(getClient).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({
      ok: true,
      value: { roboJourneyStatus: 'none', roboJourneyType: null, partnerReviewStatus: null },
    });
  });

  it('a failing client read is an error', async () => {
    const getClient = clients({ 70: new PlatformError('forbidden', 403, 'Permission Error') });
    expect(
      await new GetNotificationConfigUseCase(fakePlatform({ getClient })).execute(CREDENTIAL, {
        clientId: 70,
        promptsEnabled: true,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });
});
