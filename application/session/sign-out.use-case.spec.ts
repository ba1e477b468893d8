import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { SignOutUseCase } from './sign-out.use-case';

describe('SignOutUseCase', () => {
  it('ends the platform session', async () => {
    const endSession = jest.fn().mockResolvedValue(undefined);
    await new SignOutUseCase(fakePlatform({ endSession })).execute(CREDENTIAL);
    expect(endSession).toHaveBeenCalledWith(CREDENTIAL);
  });

  it('does nothing without a credential', async () => {
    const endSession = jest.fn();
    await new SignOutUseCase(fakePlatform({ endSession })).execute(undefined);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('does not fail when the platform session is already gone', async () => {
    const endSession = jest.fn().mockRejectedValue(new PlatformError('no_session', 401, null));
    await expect(new SignOutUseCase(fakePlatform({ endSession })).execute(CREDENTIAL)).resolves.toBeUndefined();
    expect(endSession).toHaveBeenCalled();
  });
});
