import { createPlatformHttpAdapter } from './platform-http.adapter';
import { credentialFromSetCookie } from './session-cookie';
import { startStubPlatform, type StubAnswer, type StubPlatform } from './testing/stub-platform';
import { first, itemAt } from '../../domain/shared/present';

const user = {
  id: 5,
  username: 'ann@client',
  entity_id: 12,
  additional_login_steps: [],
  last_login: { _type: 'Date', _val: '2024-05-01' },
};
const signedIn: StubAnswer = {
  status: 200,
  body: user,
  headers: { 'Set-Cookie': ['other=1; Path=/', 'XPLANID=abc123; Path=/; HttpOnly'] },
};
const step = (error_code: string, context: object): StubAnswer => ({
  status: 403,
  body: { error_code, api_message: 'step', user_message: null, context },
});

describe('PlatformHttpAdapter sign-in', () => {
  let stub: StubPlatform;
  let answer: StubAnswer;
  beforeAll(async () => {
    stub = await startStubPlatform(() => answer);
  });
  afterAll(async () => stub.close());
  beforeEach(() => (stub.requests.length = 0));
  const platform = () => createPlatformHttpAdapter({ baseUrl: stub.baseUrl });

  it('signs in: captures the XPLANID cookie as the credential and unwraps the user', async () => {
    answer = signedIn;
    const outcome = await platform().login({ username: 'ann', password: 'pw', memorableCharacters: ['a', 'b'] });

    expect(outcome).toEqual({
      kind: 'signedIn',
      credential: { token: 'abc123' },
      user: { id: 5, username: 'ann@client', entityId: 12, additionalLoginSteps: [], lastLogin: '2024-05-01' },
    });
    expect(stub.requests[0]).toMatchObject({
      method: 'POST',
      url: '/resourceful/auth/login',
      body: { username: 'ann', password: 'pw', memorableCharacters: ['a', 'b'] },
    });
    expect(first(stub.requests).headers.cookie).toBeUndefined();
  });

  it('sends the credential as Cookie: XPLANID=<token> on later calls', async () => {
    answer = signedIn;
    const outcome = await platform().login({ username: 'ann', password: 'pw' });
    if (outcome.kind !== 'signedIn') throw new Error('expected signedIn');

    await platform().getSessionUser(outcome.credential);

    expect(stub.requests[1]).toMatchObject({ method: 'GET', url: '/resourceful/session/user' });
    expect(itemAt(stub.requests, 1).headers.cookie).toBe('XPLANID=abc123');
  });

  it('treats a success without the session cookie as a failure', async () => {
    answer = { status: 200, body: user };
    await expect(platform().login({ username: 'ann', password: 'pw' })).rejects.toMatchObject({ code: 'unknown' });
  });

  it.each([
    [
      step('mfa_required', { devices: [{ device_id: 'd1', method: 'sms', target: '*******4321' }] }),
      { kind: 'mfaRequired', devices: [{ deviceId: 'd1', method: 'sms', target: '*******4321' }] },
    ],
    [
      step('mfa_enrolment_required', { methods: ['sms', 'email'] }),
      { kind: 'mfaEnrolmentRequired', methods: ['sms', 'email'] },
    ],
    [
      step('memorable_characters_required', { positions: [2, 5, 7], hint: 'pet' }),
      { kind: 'memorableCharactersRequired', positions: [2, 5, 7], hint: 'pet', retry: false },
    ],
    [
      step('invalid_memorable_characters', { positions: [1, 3, 4] }),
      { kind: 'memorableCharactersRequired', positions: [1, 3, 4], hint: null, retry: true },
    ],
  ])('maps 403 %#', async (reply, expected) => {
    answer = reply;
    await expect(platform().login({ username: 'ann', password: 'pw' })).resolves.toEqual(expected);
  });

  const bare = (api_message: string, context: object): StubAnswer => ({
    status: 403,
    body: { api_message, user_message: null, context },
  });

  it.each([
    [
      bare('Additional verification is required', { devices: [{ device_id: 'd1', method: 'sms', target: '*4321' }] }),
      { kind: 'mfaRequired', devices: [{ deviceId: 'd1', method: 'sms', target: '*4321' }] },
    ],
    [bare('Please link a device', { methods: ['email'] }), { kind: 'mfaEnrolmentRequired', methods: ['email'] }],
    [
      bare('Memorable word required', { positions: [2, 5, 7], hint: 'pet' }),
      { kind: 'memorableCharactersRequired', positions: [2, 5, 7], hint: 'pet', retry: false },
    ],
    [
      bare('Incorrect memorable word characters. Please try again with the new positions.', { positions: [1, 3, 4] }),
      { kind: 'memorableCharactersRequired', positions: [1, 3, 4], hint: null, retry: true },
    ],
  ])('maps a 403 step without an error_code by what its context carries %#', async (reply, expected) => {
    answer = reply;
    await expect(platform().login({ username: 'ann', password: 'pw' })).resolves.toEqual(expected);
  });

  it.each([
    [
      { status: 401, body: { error_code: 'invalid_credentials', api_message: 'x', user_message: 'x' } },
      'invalid_credentials',
    ],
    [{ status: 401, body: { error_code: 'no_session', api_message: 'x', user_message: null } }, 'invalid_credentials'],
    [{ status: 401, body: {} }, 'invalid_credentials'],
    [step('account_disabled', {}), 'account_disabled'],
    [
      {
        status: 403,
        body: { api_message: 'Account deactivated', user_message: null, context: { positions: [1, 2, 3] } },
      },
      'account_deactivated',
    ],
    [step('account_deactivated', {}), 'account_deactivated'],
    [step('login_steps_pending', {}), 'forbidden'],
  ] as [StubAnswer, string][])('rejects other answers as a PlatformError (%#)', async (reply, code) => {
    answer = reply;
    await expect(platform().login({ username: 'ann', password: 'pw' })).rejects.toMatchObject({
      code,
      status: reply.status,
    });
  });

  const validate = {
    username: 'ann',
    password: 'pw',
    deviceId: 'd1',
    method: 'sms' as const,
    code: '123456',
    loginOnSuccess: true,
  };
  const wireValidate = {
    username: 'ann',
    password: 'pw',
    device_id: 'd1',
    method: 'sms',
    code: '123456',
    loginOnSuccess: true,
  };

  it('validateTfa: a linked device gives deviceLinked, a signed-in answer the session', async () => {
    answer = { status: 200, body: { device_linked: true } };
    await expect(platform().validateTfa(validate)).resolves.toEqual({ kind: 'deviceLinked' });
    expect(stub.requests[0]).toMatchObject({
      method: 'POST',
      url: '/resourceful/auth/tfa/validate',
      body: wireValidate,
    });

    answer = signedIn;
    await expect(platform().validateTfa(validate)).resolves.toMatchObject({
      kind: 'signedIn',
      credential: { token: 'abc123' },
    });
  });

  it('validateTfa: a wrong code is bad_otp with the platform texts', async () => {
    answer = {
      status: 400,
      body: { error_code: 'bad_otp', api_message: 'bad', user_message: 'A new code has been sent to you.' },
    };
    await expect(platform().validateTfa(validate)).rejects.toMatchObject({
      code: 'bad_otp',
      userMessage: 'A new code has been sent to you.',
    });
  });

  it('enrolTfaDevice reads Context.DeviceId', async () => {
    answer = { status: 200, body: { Context: { DeviceId: 'dev-9' } } };
    await expect(platform().enrolTfaDevice({ username: 'ann', password: 'pw', method: 'email' })).resolves.toEqual({
      deviceId: 'dev-9',
    });
    expect(stub.requests[0]).toMatchObject({
      method: 'POST',
      url: '/resourceful/auth/tfa/device',
      body: { method: 'email' },
    });
  });
});

describe('credentialFromSetCookie', () => {
  it('finds XPLANID among other cookies and ignores an emptied one', () => {
    expect(credentialFromSetCookie(['a=1', 'XPLANID="q:1"; Path=/'])).toEqual({ token: 'q:1' });
    expect(credentialFromSetCookie(['XPLANID=; Max-Age=0'])).toBeUndefined();
    expect(credentialFromSetCookie([])).toBeUndefined();
  });
});
