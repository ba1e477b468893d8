import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { GetSessionTimeoutUseCase } from './get-session-timeout.use-case';

const min = (m: number) => m * 60_000;
const DEFAULTS = { timeoutMs: min(20), warningMs: min(15) };

describe('GetSessionTimeoutUseCase', () => {
  it('reads the login profile and warns 5 minutes before a long timeout', async () => {
    const getLoginProfile = jest.fn().mockResolvedValue({ id: 4, clientInactivityTimeoutMinutes: 30 });
    expect(await new GetSessionTimeoutUseCase(fakePlatform({ getLoginProfile })).execute(4)).toEqual({
      timeoutMs: min(30),
      warningMs: min(25),
    });
    expect(getLoginProfile).toHaveBeenCalledWith(4);
  });

  it('warns 1 minute before a timeout of 10 minutes or less', async () => {
    const getLoginProfile = jest.fn().mockResolvedValue({ id: 1, clientInactivityTimeoutMinutes: 8 });
    expect(await new GetSessionTimeoutUseCase(fakePlatform({ getLoginProfile })).execute(1)).toEqual({
      timeoutMs: min(8),
      warningMs: min(7),
    });
  });

  it.each([[null], [undefined]])('reads profile 1 when the user has %j', async (id) => {
    const getLoginProfile = jest.fn().mockResolvedValue({ id: 1, clientInactivityTimeoutMinutes: 20 });
    await new GetSessionTimeoutUseCase(fakePlatform({ getLoginProfile })).execute(id);
    expect(getLoginProfile).toHaveBeenCalledWith(1);
  });

  it.each([
    ['403', new PlatformError('forbidden', 403, 'Permission Error')],
    ['404', new PlatformError('not_found', 404, 'Not found')],
  ])('a %s on the lookup gives the 20 / 15 minute defaults', async (_label, e) => {
    const getLoginProfile = jest.fn().mockRejectedValue(e);
    expect(await new GetSessionTimeoutUseCase(fakePlatform({ getLoginProfile })).execute(3)).toEqual(DEFAULTS);
  });

  it.each([
    [
      'a session failure',
      new PlatformError('no_session', 401, 'This feature is not available without a valid session'),
    ],
    ['a bad request', new PlatformError('validation', 400, 'bad id')],
    ['a programming error', new TypeError('boom')],
  ])('rethrows %s', async (_label, e) => {
    const getLoginProfile = jest.fn().mockRejectedValue(e);
    await expect(new GetSessionTimeoutUseCase(fakePlatform({ getLoginProfile })).execute(1)).rejects.toBe(e);
  });
});
