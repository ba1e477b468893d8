import { PlatformError } from '../../application/ports/platform-error';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { gaps, refusedBaseUrl, startStubPlatform, type StubAnswer, type StubPlatform } from './testing/stub-platform';
import { itemAt } from '../../domain/shared/present';

const cred = { token: 'tok' };
const unavailable: StubAnswer = {
  status: 503,
  body: { error_code: null, api_message: 'Maintenance', user_message: null },
};
const site: StubAnswer = { status: 200, body: { site_locales: ['en-gb'], version: '23.6.301' } };

/** Answers the scripted statuses in turn, then the last one forever. */
function scripted(...answers: StubAnswer[]) {
  let n = 0;
  return () => itemAt(answers, Math.min(n++, answers.length - 1));
}

describe('PlatformHttpAdapter retries and transport failures', () => {
  let stub: StubPlatform | undefined;
  afterEach(async () => stub?.close());

  it('retries a read on 503, 503 then succeeds on the third call, waiting delay × attempt between', async () => {
    stub = await startStubPlatform(scripted(unavailable, unavailable, site));
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryDelayMs: 600 });

    await expect(platform.getSite()).resolves.toEqual({ siteLocales: ['en-gb'], version: '23.6.301' });

    expect(stub.requests).toHaveLength(3);
    const [first, second] = gaps(stub.requests);
    // 600 ms then 1,200 ms. A constant delay would make the second gap under 1,199; a doubled one (1,200
    // then 2,400) the first at least 1,200. A busy machine only adds time, and has 599 ms of room here.
    expect(first).toBeGreaterThanOrEqual(599);
    expect(first).toBeLessThan(1199);
    expect(second).toBeGreaterThanOrEqual(1199);
  });

  it('waits 500 ms then 1000 ms with the default delay', async () => {
    stub = await startStubPlatform(scripted(unavailable, unavailable, site));
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl });

    await platform.getSite();

    expect(stub.requests).toHaveLength(3);
    expect(itemAt(stub.requests, 2).at - itemAt(stub.requests, 0).at).toBeGreaterThanOrEqual(1499);
  });

  it('gives up after three attempts with the last error', async () => {
    stub = await startStubPlatform(scripted(unavailable));
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryDelayMs: 10 });

    await expect(platform.getSessionUser(cred)).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
      apiMessage: 'Maintenance',
    });
    expect(stub.requests).toHaveLength(3);
  });

  it('never retries a 404 or another 4xx', async () => {
    stub = await startStubPlatform(
      scripted({ status: 404, body: { error_code: null, api_message: 'Not found', user_message: null } }),
    );
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryDelayMs: 10 });

    await expect(platform.getLoginProfile(99)).rejects.toMatchObject({ code: 'not_found', status: 404 });
    expect(stub.requests).toHaveLength(1);

    stub.requests.length = 0;
    await expect(platform.getSessionUser(cred)).rejects.toMatchObject({ code: 'not_found' });
    expect(stub.requests).toHaveLength(1);
  });

  it.each([
    ['POST', (p: ReturnType<typeof createPlatformHttpAdapter>) => p.requestPasswordReset({ userId: 'ann' })],
    [
      'PUT',
      (p: ReturnType<typeof createPlatformHttpAdapter>) =>
        p.changePassword(cred, { currentPassword: 'a', newPassword: 'b' }),
    ],
    ['PATCH', (p: ReturnType<typeof createPlatformHttpAdapter>) => p.patchClient(cred, 7, { factfindStatus: 'done' })],
    ['DELETE', (p: ReturnType<typeof createPlatformHttpAdapter>) => p.endSession(cred)],
  ])('never retries a failing write (%s)', async (method, call) => {
    stub = await startStubPlatform(scripted(unavailable));
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryDelayMs: 10 });

    await expect(call(platform)).rejects.toMatchObject({ code: 'unavailable', status: 503 });
    expect(stub.requests.map((r) => r.method)).toEqual([method]);
  });

  it("maps a platform that never answers to 'timeout' (status 0) after the time limit", async () => {
    stub = await startStubPlatform(() => 'hang');
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, timeoutMs: 200, retryAttempts: 1 });

    const started = Date.now();
    const error = await platform.getHealth().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'timeout', status: 0 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('retries a read that timed out, but not a write', async () => {
    stub = await startStubPlatform(() => 'hang');
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, timeoutMs: 100, retryDelayMs: 10 });

    await expect(platform.getHealth()).rejects.toMatchObject({ code: 'timeout' });
    expect(stub.requests).toHaveLength(3);

    stub.requests.length = 0;
    await expect(platform.requestPasswordReset({ userId: 'ann' })).rejects.toMatchObject({ code: 'timeout' });
    expect(stub.requests).toHaveLength(1);
  });

  it("maps a refused connection to 'unavailable' (status 0), never an axios error", async () => {
    const platform = createPlatformHttpAdapter({ baseUrl: await refusedBaseUrl(), retryDelayMs: 10 });

    const error = await platform.getSite().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'unavailable', status: 0 });
    expect(Object.keys(error as object)).not.toContain('isAxiosError');
  });
});
