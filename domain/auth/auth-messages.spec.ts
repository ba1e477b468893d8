import {
  ACCOUNT_DEACTIVATED,
  AUTHENTICATION_METHOD_CHANGED,
  LOGGING_OUT,
  MEMORABLE_WORD_FAILED,
  memorableWordError,
  NO_ALTERNATIVE_METHODS,
  registeredMethodProblem,
  REVERIFY_2FA_AFTER_PASSWORD_CHANGE,
  SECURITY_QUESTIONS_SET,
  validateMethodHeading,
  WRONG_CREDENTIALS,
} from './auth-messages';

describe('auth messages', () => {
  it('keeps the exact spec texts', () => {
    expect(WRONG_CREDENTIALS).toBe('Either your username or your password is incorrect');
    expect(ACCOUNT_DEACTIVATED).toBe('Account deactivated');
    expect(REVERIFY_2FA_AFTER_PASSWORD_CHANGE).toBe('You will need to verify 2FA again after changing your password.');
    expect(NO_ALTERNATIVE_METHODS).toBe('There are no alternative additional verification methods available.');
    expect(AUTHENTICATION_METHOD_CHANGED).toBe('Authentication method has been successfully changed');
    expect(LOGGING_OUT).toBe('Logging out...');
    expect(SECURITY_QUESTIONS_SET).toBe('Your security questions have been set');
  });

  it('names the registered method', () => {
    expect(registeredMethodProblem('sms')).toBe(
      'There is a problem with your registered phone. Please contact your adviser for assistance',
    );
    expect(registeredMethodProblem('email')).toBe(
      'There is a problem with your registered email. Please contact your adviser for assistance',
    );
    expect(registeredMethodProblem('mobile number')).toContain('registered mobile number.');
  });

  it('prefers the configured, then the server memorable word message', () => {
    expect(memorableWordError('Configured', 'Server')).toBe('Configured');
    expect(memorableWordError(null, 'Server')).toBe('Server');
    expect(memorableWordError('', undefined)).toBe(MEMORABLE_WORD_FAILED);
  });

  it('heads the validate step by method', () => {
    expect(validateMethodHeading('sms')).toBe('Validate your device');
    expect(validateMethodHeading('email')).toBe('Validate your email');
  });
});
