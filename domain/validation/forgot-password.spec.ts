import {
  validateForgotPasswordUsername,
  validateResetCode,
  validateSecurityAnswers,
  viewAfterResetCodeSent,
} from './forgot-password';

describe('forgot password forms', () => {
  it('requires a username', () => {
    expect(validateForgotPasswordUsername({ username: '' })).toEqual({ username: 'Please enter a username' });
    expect(validateForgotPasswordUsername({ username: 'amelia' })).toEqual({});
  });

  it('requires a reset code', () => {
    expect(validateResetCode({})).toEqual({ resetCode: 'Please enter your reset code' });
    expect(validateResetCode({ resetCode: '123456' })).toEqual({});
  });

  it('requires both answers and the password', () => {
    expect(validateSecurityAnswers({})).toEqual({
      answer1: 'Answer required',
      answer2: 'Answer required',
      password: 'Password is required',
    });
    expect(
      validateSecurityAnswers({ answer1: 'first-answer', answer2: 'second-answer', password: 'Demo-Passw0rd' }),
    ).toEqual({});
  });

  it('picks the view after the code is sent', () => {
    expect(viewAfterResetCodeSent(true)).toBe('secQNewPass');
    expect(viewAfterResetCodeSent(false)).toBe('enterReset');
  });
});
