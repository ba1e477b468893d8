import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { GetHealthUseCase, HEALTH_CHECK_TIME_LIMIT_MS } from './get-health.use-case';

const health = (getHealth: () => Promise<{ status: string }>) => new GetHealthUseCase(fakePlatform({ getHealth })).execute();

describe('GetHealthUseCase', () => {
  it('OK is ok', async () => {
    expect(await health(async () => ({ status: 'OK' }))).toEqual({ platform: 'ok', underMaintenance: false });
  });

  it.each(['BAD', 'bad'])("'%s' means maintenance", async (status) => {
    expect(await health(async () => ({ status }))).toEqual({ platform: 'maintenance', underMaintenance: true });
  });

  it('a platform that does not answer is unreachable, not under maintenance', async () => {
    expect(await health(() => Promise.reject(new PlatformError('unavailable', 0, null)))).toEqual({ platform: 'unreachable', underMaintenance: false });
  });

  it('asks the platform to answer within the health-check limit, retries included', async () => {
    const getHealth = jest.fn(async () => ({ status: 'OK' }));
    await new GetHealthUseCase(fakePlatform({ getHealth })).execute();
    expect(getHealth).toHaveBeenCalledWith({ timeLimitMs: HEALTH_CHECK_TIME_LIMIT_MS });
  });
});
