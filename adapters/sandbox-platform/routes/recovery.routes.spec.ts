import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call } from '../testing/sandbox-test-client';

describe('forgotten password and username', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
  });
  afterAll(() => sb.close());

  const requestReset = (user_id: string) => call(sb, 'POST', 'forgotten_password', { body: { user_id } });
  const check = (user_id: string, code: string) =>
    call(sb, 'GET', `forgotten_password?user_id=${user_id}&reset_code=${code}`);
  const reset = (body: Record<string, unknown>) => call(sb, 'PUT', 'forgotten_password', { body });

  it('always answers 204, and sends a code only to a real user (with or without @client)', async () => {
    expect((await requestReset('nobody')).status).toBe(204);
    expect((await requestReset('amelia')).status).toBe(204);
    expect(sb.state.outbox.for('amelia@client').at(-1)).toMatchObject({
      kind: 'reset',
      channel: 'email',
      target: 'amelia@example.com',
      code: '123456',
    });
    expect(sb.state.outbox.for('nobody')).toEqual([]);
  });

  it("checks the reset code and shows amelia's two questions", async () => {
    await requestReset('amelia@client');
    expect((await check('amelia', '000000')).body).toMatchObject({
      error_code: 'reset_code_invalid',
      api_message: 'Password reset code incorrect or invalid for user',
    });
    expect((await check('amelia', '123456')).body.questions).toHaveLength(2);
    expect((await check('carla', '123456')).status).toBe(400);
  });

  it("resets amelia's password only with the right answers", async () => {
    await requestReset('amelia');
    const wrong = await reset({
      user_id: 'amelia',
      reset_code: '123456',
      new_password: 'Reset-Passw0rd',
      answers: ['first-answer', 'nope'],
    });
    expect(wrong.body).toMatchObject({
      error_code: 'security_answers_incorrect',
      api_message: 'One or more of the arguments are missing or incorrect.',
    });
    const right = await reset({
      user_id: 'amelia',
      reset_code: '123456',
      new_password: 'Reset-Passw0rd',
      answers: ['First-Answer', 'second-answer'],
    });
    expect(right.status).toBe(204);
    expect(
      (await call(sb, 'POST', 'auth/login', { body: { username: 'amelia@client', password: 'Reset-Passw0rd' } }))
        .status,
    ).toBe(200);
    expect(
      (await reset({ user_id: 'amelia', reset_code: '123456', new_password: 'Again-Passw0rd', answers: [] })).body
        .error_code,
    ).toBe('reset_code_invalid');
  });

  it('resets a user without questions (empty list of questions)', async () => {
    await requestReset('carla');
    expect((await check('carla', '123456')).body).toEqual({ questions: [] });
    expect(
      (await reset({ user_id: 'carla', reset_code: '123456', new_password: 'Carla-Passw0rd', answers: [] })).status,
    ).toBe(204);
  });

  it('emails a username when email and dob match a client', async () => {
    const ok = await call(sb, 'POST', 'forgot/username', {
      body: { preferred_email: 'Ben@Example.com', role_type: 'client', dob: { _type: 'Date', _val: '1965-09-30' } },
    });
    expect(ok.status).toBe(204);
    expect(sb.state.outbox.for('ben@client').at(-1)).toMatchObject({ kind: 'username', channel: 'email' });
    const mismatch = await call(sb, 'POST', 'forgot/username', {
      body: { preferred_email: 'ben@example.com', role_type: 'client', dob: { _type: 'Date', _val: '1965-09-29' } },
    });
    expect(mismatch.body).toMatchObject({
      error_code: 'validation',
      api_message: 'The supplied email and date of birth does not match our records. Please contact our office.',
    });
  });
});
