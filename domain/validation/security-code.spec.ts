import { MFA_CODE_REQUEST_FAILED } from '../auth/auth-messages';
import { checkCodeSubmission, validateSecurityCode } from './security-code';

describe('validateSecurityCode', () => {
  it('rejects an empty code', () => {
    expect(validateSecurityCode({ code: '' })).toEqual({ code: 'Please enter the verification code sent to you' });
    expect(validateSecurityCode({ code: '123456' })).toEqual({});
  });
});

describe('checkCodeSubmission', () => {
  it('needs method, code and device id', () => {
    expect(checkCodeSubmission({ method: 'sms', code: ' 123456 ', deviceId: 'd1' })).toEqual({
      ok: true,
      value: { method: 'sms', code: '123456', deviceId: 'd1' },
    });
    expect(checkCodeSubmission({ method: 'sms', code: '123456' })).toEqual({
      ok: false,
      error: MFA_CODE_REQUEST_FAILED,
    });
    expect(checkCodeSubmission({ code: '123456', deviceId: 'd1' }).ok).toBe(false);
    expect(checkCodeSubmission({ method: 'email', code: '', deviceId: 'd1' }).ok).toBe(false);
  });
});
