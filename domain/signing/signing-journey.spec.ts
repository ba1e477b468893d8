import { canVerify, INITIAL_JOURNEY, nextJourney, signFailure, type SigningEvent, type SigningJourney } from './signing-journey';
import {
  CODE_EXPIRED_TEXT,
  CODE_GENERATION_FAILURE_TEXT,
  CODE_MISMATCH_TEXT,
  DECLINE_FAILURE_TEXT,
  INVALID_PHONE_TEXT,
  TOO_MANY_ATTEMPTS_TEXT,
} from './signing-texts';

const run = (events: SigningEvent[], from: SigningJourney = INITIAL_JOURNEY): SigningJourney => events.reduce(nextJourney, from);
const toEnterCode: SigningEvent[] = [{ type: 'sign' }, { type: 'tickTerms', checked: true }, { type: 'codeSent' }];

describe('signing journey (spec 3 §4)', () => {
  it('Sign leads to acceptTerms; ticking the box requests a code (sendCode); then enterCode', () => {
    expect(run([{ type: 'sign' }]).step).toBe('acceptTerms');
    const asked = run([{ type: 'sign' }, { type: 'tickTerms', checked: true }]);
    expect(asked).toMatchObject({ step: 'sendCode', termsAccepted: true, request: 'Requesting' });
    expect(run(toEnterCode)).toMatchObject({ step: 'enterCode', request: 'None' });
  });

  it('unticking the box stays at acceptTerms without a request', () => {
    expect(run([{ type: 'sign' }, { type: 'tickTerms', checked: false }])).toMatchObject({ step: 'acceptTerms', termsAccepted: false, request: 'None' });
  });

  it('submit goes to validateCode and success sets hasSigned', () => {
    const j = run([...toEnterCode, { type: 'enterCode', code: '123456' }, { type: 'submit' }]);
    expect(j).toMatchObject({ step: 'validateCode', request: 'Requesting' });
    expect(nextJourney(j, { type: 'signed' })).toMatchObject({ step: 'validateCode', request: 'Success', hasSigned: true });
  });

  it('submit with an empty or blank code does nothing', () => {
    expect(run([...toEnterCode, { type: 'submit' }]).step).toBe('enterCode');
    expect(run([...toEnterCode, { type: 'enterCode', code: '   ' }, { type: 'submit' }]).step).toBe('enterCode');
  });

  it("'OTP does not match' returns to enterCode with the mismatch text", () => {
    const j = run([...toEnterCode, { type: 'enterCode', code: '654321' }, { type: 'submit' }, { type: 'signFailed', apiMessage: 'OTP does not match' }]);
    expect(j).toMatchObject({ step: 'enterCode', message: CODE_MISMATCH_TEXT, offerNewCode: false });
  });

  it('too many attempts and expiry go to expiredCode offering a new code; a new code clears the code and restarts at sendCode', () => {
    const tooMany = run([...toEnterCode, { type: 'enterCode', code: '111111' }, { type: 'submit' }, { type: 'signFailed', apiMessage: 'Too many incorrect OTP attempts' }]);
    expect(tooMany).toMatchObject({ step: 'expiredCode', message: TOO_MANY_ATTEMPTS_TEXT, offerNewCode: true });
    const expired = run([...toEnterCode, { type: 'enterCode', code: '123456' }, { type: 'submit' }, { type: 'signFailed', apiMessage: 'OTP code has expired' }]);
    expect(expired).toMatchObject({ step: 'expiredCode', message: CODE_EXPIRED_TEXT, offerNewCode: true });
    expect(nextJourney(expired, { type: 'requestNewCode' })).toMatchObject({ step: 'sendCode', code: '', request: 'Requesting', message: null });
  });

  it('any other error goes to expiredCode with the API error text', () => {
    const j = run([...toEnterCode, { type: 'enterCode', code: '123456' }, { type: 'submit' }, { type: 'signFailed', apiMessage: 'Signature request is closed' }]);
    expect(j).toMatchObject({ step: 'expiredCode', message: 'Signature request is closed' });
  });

  it('an invalid phone goes to invalidPhone with its text and no code', () => {
    const j = run([{ type: 'sign' }, { type: 'tickTerms', checked: true }, { type: 'invalidPhone' }]);
    expect(j).toMatchObject({ step: 'invalidPhone', message: INVALID_PHONE_TEXT });
    expect(nextJourney(j, { type: 'codeSent' }).step).toBe('invalidPhone');
  });

  it('a code generation failure keeps sendCode with its text and offers another', () => {
    const j = run([{ type: 'sign' }, { type: 'tickTerms', checked: true }, { type: 'codeFailed' }]);
    expect(j).toMatchObject({ step: 'sendCode', request: 'Error', message: CODE_GENERATION_FAILURE_TEXT });
    expect(nextJourney(j, { type: 'requestNewCode' })).toMatchObject({ step: 'sendCode', request: 'Requesting' });
  });

  it('Decline goes to declining; success sets hasDeclined, failure shows the decline text', () => {
    const d = run([{ type: 'decline' }]);
    expect(d.step).toBe('declining');
    expect(nextJourney(d, { type: 'declined' })).toMatchObject({ hasDeclined: true, request: 'Success' });
    expect(nextJourney(d, { type: 'declineFailed' })).toMatchObject({ request: 'Error', message: DECLINE_FAILURE_TEXT });
  });

  it('ignores events that do not fit the step', () => {
    expect(nextJourney(INITIAL_JOURNEY, { type: 'submit' })).toBe(INITIAL_JOURNEY);
    expect(nextJourney(INITIAL_JOURNEY, { type: 'signed' })).toBe(INITIAL_JOURNEY);
    expect(run([{ type: 'sign' }, { type: 'decline' }]).step).toBe('acceptTerms');
  });
});

describe('verify button (spec 3 §2, §5 "Others")', () => {
  it('is enabled only with the terms ticked, a non-empty code and no request running', () => {
    expect(canVerify({ termsAccepted: true, code: '123456', request: 'None' })).toBe(true);
    expect(canVerify({ termsAccepted: false, code: '123456', request: 'None' })).toBe(false);
    expect(canVerify({ termsAccepted: true, code: '', request: 'None' })).toBe(false);
    expect(canVerify({ termsAccepted: true, code: ' ', request: 'None' })).toBe(false);
    expect(canVerify({ termsAccepted: true, code: '123456', request: 'Requesting' })).toBe(false);
  });
});

describe('signFailure', () => {
  it('matches the platform messages regardless of case and a final full stop', () => {
    expect(signFailure('otp does not match.').kind).toBe('mismatch');
    expect(signFailure(null)).toMatchObject({ kind: 'error', step: 'expiredCode' });
  });
});
