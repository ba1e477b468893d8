import { PlatformError } from '../../application/ports/platform-error';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { startStubPlatform, type StubAnswer, type StubPlatform } from './testing/stub-platform';

const cred = { token: 'tok' };

describe('PlatformHttpAdapter error mapping (PLATFORM-API.md, Errors)', () => {
  let stub: StubPlatform;
  let answer: StubAnswer | 'reset';
  beforeAll(async () => {
    stub = await startStubPlatform(() => answer);
  });
  afterAll(async () => stub.close());

  const fail = (
    status: number,
    error_code: string | null,
    api_message = 'api says',
    user_message: string | null = null,
  ) => ({ status, body: { error_code, api_message, user_message } }) as StubAnswer;

  it.each([
    [400, 'bad_otp', 'bad_otp'],
    [400, 'invalid_device', 'invalid_device'],
    [400, 'no_mfa_method', 'no_mfa_method'],
    [400, 'reset_code_invalid', 'reset_code_invalid'],
    [400, 'security_answers_incorrect', 'security_answers_incorrect'],
    [400, 'validation', 'validation'],
    [400, 'something_new', 'validation'],
    [400, null, 'validation'],
    // Outside sign-in any 401 is a lost session, whatever its error_code.
    [401, 'invalid_credentials', 'no_session'],
    [401, 'no_session', 'no_session'],
    [401, null, 'no_session'],
    [403, 'account_disabled', 'account_disabled'],
    [403, 'account_deactivated', 'account_deactivated'],
    [403, 'login_steps_pending', 'forbidden'],
    [403, null, 'forbidden'],
    [404, null, 'not_found'],
    [404, 'whatever', 'not_found'],
    [409, 'conflict', 'unknown'],
    [502, null, 'unavailable'],
  ])('%i %s → %s', async (status, errorCode, expected) => {
    answer = fail(status, errorCode, 'api says', 'user says');
    const error = await createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryAttempts: 1 })
      .getSessionUser(cred)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: expected, status, apiMessage: 'api says', userMessage: 'user says' });
    expect((error as Error).message).toBe('user says');
  });

  it('never reads the body of a 500, JSON or not (public evidence: it may not be JSON)', async () => {
    answer = fail(500, null, 'api says', 'user says');
    const error = await createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryAttempts: 1 })
      .getSessionUser(cred)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unavailable', status: 500, apiMessage: null, userMessage: null });
  });

  it('carries the platform texts of invalid_credentials', async () => {
    const text = 'Either your username or your password is incorrect';
    answer = fail(401, 'invalid_credentials', text, text);
    await expect(
      createPlatformHttpAdapter({ baseUrl: stub.baseUrl }).login({ username: 'x', password: 'y' }),
    ).rejects.toMatchObject({
      code: 'invalid_credentials',
      apiMessage: text,
      userMessage: text,
    });
  });

  it('copes with a body that is not the platform error shape: a text says nothing the user may see', async () => {
    answer = { status: 502, body: 'Bad Gateway' };
    await expect(
      createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryAttempts: 1 }).getSite(),
    ).rejects.toMatchObject({
      code: 'unavailable',
      status: 502,
      apiMessage: null,
      userMessage: null,
    });
  });

  it("maps a connection reset to 'unavailable' (status 0)", async () => {
    answer = 'reset';
    const error = await createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryAttempts: 1 })
      .getSite()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'unavailable', status: 0 });
  });
});
