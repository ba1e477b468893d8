import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { HEALTH_CHECK_TIME_LIMIT_MS } from './get-health.use-case';
import { ProbePlatformUseCase } from './probe-platform.use-case';

describe('ProbePlatformUseCase', () => {
  it('makes one attempt within the limit, and reads the answer as the health check does', async () => {
    const getHealth = jest.fn(async () => ({ status: 'BAD' }));
    expect(await new ProbePlatformUseCase(fakePlatform({ getHealth })).execute()).toEqual({
      platform: 'maintenance',
      underMaintenance: true,
    });
    expect(getHealth).toHaveBeenCalledWith({ timeLimitMs: HEALTH_CHECK_TIME_LIMIT_MS, retry: false });
  });

  it('a failure is unreachable', async () => {
    const getHealth = () => Promise.reject(new PlatformError('timeout', 0, null));
    expect(await new ProbePlatformUseCase(fakePlatform({ getHealth })).execute()).toMatchObject({
      platform: 'unreachable',
    });
  });
});
