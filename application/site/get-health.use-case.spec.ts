import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { GetHealthUseCase, HEALTH_CHECK_TIME_LIMIT_MS } from './get-health.use-case';

const health = (getHealth: () => Promise<{ status: string }>) =>
  new GetHealthUseCase(fakePlatform({ getHealth })).execute();

describe('GetHealthUseCase', () => {
  it('OK is ok', async () => {
    expect(await health(async () => ({ status: 'OK' }))).toEqual({ platform: 'ok', underMaintenance: false });
  });

  it.each(['BAD', 'bad'])("'%s' means maintenance", async (status) => {
    expect(await health(async () => ({ status }))).toEqual({ platform: 'maintenance', underMaintenance: true });
  });

  it('a platform that does not answer is unreachable, not under maintenance', async () => {
    expect(await health(() => Promise.reject(new PlatformError('unavailable', 0, null)))).toEqual({
      platform: 'unreachable',
      underMaintenance: false,
    });
  });

  it('asks the platform to answer within the health-check limit, retries included', async () => {
    const getHealth = jest.fn(async () => ({ status: 'OK' }));
    await new GetHealthUseCase(fakePlatform({ getHealth })).execute();
    expect(getHealth).toHaveBeenCalledWith({ timeLimitMs: HEALTH_CHECK_TIME_LIMIT_MS });
  });

  it('asks the platform once for callers that ask while a check is under way, and afresh after', async () => {
    let answer!: (v: { status: string }) => void;
    const getHealth = jest.fn(() => new Promise<{ status: string }>((resolve) => (answer = resolve)));
    const useCase = new GetHealthUseCase(fakePlatform({ getHealth }));
    const asked = Array.from({ length: 10 }, () => useCase.execute());
    answer({ status: 'OK' });
    expect(await Promise.all(asked)).toEqual(Array(10).fill({ platform: 'ok', underMaintenance: false }));
    expect(getHealth).toHaveBeenCalledTimes(1);
    const later = useCase.execute();
    answer({ status: 'BAD' });
    expect(await later).toEqual({ platform: 'maintenance', underMaintenance: true });
    expect(getHealth).toHaveBeenCalledTimes(2);
  });
});
