import { signFailure } from './signing-journey';
import { CODE_EXPIRED_TEXT, CODE_MISMATCH_TEXT, SIGN_FAILURE_TEXT, TOO_MANY_ATTEMPTS_TEXT } from './signing-texts';

describe('signFailure (spec 3 §4, §8)', () => {
  it("'OTP does not match' returns to enterCode with the mismatch text", () => {
    expect(signFailure('OTP does not match')).toEqual({
      kind: 'mismatch',
      step: 'enterCode',
      message: CODE_MISMATCH_TEXT,
      offerNewCode: false,
    });
  });

  it('too many attempts and expiry go to expiredCode offering a new code', () => {
    expect(signFailure('Too many incorrect OTP attempts')).toEqual({
      kind: 'tooManyAttempts',
      step: 'expiredCode',
      message: TOO_MANY_ATTEMPTS_TEXT,
      offerNewCode: true,
    });
    expect(signFailure('OTP code has expired')).toEqual({
      kind: 'expired',
      step: 'expiredCode',
      message: CODE_EXPIRED_TEXT,
      offerNewCode: true,
    });
  });

  it('any other error goes to expiredCode with the API error text, or the completion failure text without one', () => {
    expect(signFailure('Signature request is closed')).toEqual({
      kind: 'error',
      step: 'expiredCode',
      message: 'Signature request is closed',
      offerNewCode: true,
    });
    expect(signFailure(null)).toMatchObject({ kind: 'error', step: 'expiredCode', message: SIGN_FAILURE_TEXT });
    expect(signFailure('  ')).toMatchObject({ kind: 'error', message: SIGN_FAILURE_TEXT });
  });

  it('matches the platform messages regardless of case and a final full stop', () => {
    expect(signFailure('otp does not match.').kind).toBe('mismatch');
  });
});
