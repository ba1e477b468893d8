import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform, sessionUser } from '../support/testing/fake-platform';
import { HeartbeatUseCase } from './heartbeat.use-case';

describe('HeartbeatUseCase', () => {
  it('touches the platform session', async () => {
    const getSessionUser = jest.fn().mockResolvedValue(sessionUser());
    expect(await new HeartbeatUseCase(fakePlatform({ getSessionUser })).execute(CREDENTIAL)).toEqual({
      ok: true,
      value: { alive: true },
    });
    expect(getSessionUser).toHaveBeenCalledWith(CREDENTIAL);
  });

  it('a dead platform session is no_session', async () => {
    const getSessionUser = jest
      .fn()
      .mockRejectedValue(new PlatformError('no_session', 401, 'This feature is not available without a valid session'));
    expect(await new HeartbeatUseCase(fakePlatform({ getSessionUser })).execute(CREDENTIAL)).toMatchObject({
      ok: false,
      error: { code: 'no_session' },
    });
  });
});
