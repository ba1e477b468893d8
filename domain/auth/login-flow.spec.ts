import { MEMORABLE_POSITIONS_UNAVAILABLE } from './auth-messages';
import {
  clientUsername,
  hidesLoginChrome,
  isLoginErrorMessage,
  joinPasswordAndCode,
  lastCharacter,
  MEMORABLE_WORD_LENGTH,
  nextStatusFromSteps,
  statusAfterCompletingStep,
  validateMemorablePositions,
} from './login-flow';
import { LoginStatus } from './login-status';

const IVAN = ['ForceChangePassword', 'SiteTerms', 'SetSecurityQuestions'];

describe('nextStatusFromSteps', () => {
  it('takes the first step, or LoginSuccess when none', () => {
    expect(nextStatusFromSteps(IVAN)).toBe(LoginStatus.ForceChangePassword);
    expect(nextStatusFromSteps(['MemorableCharactersRequired'])).toBe(LoginStatus.MemorableCharactersRequired);
    expect(nextStatusFromSteps([])).toBe(LoginStatus.LoginSuccess);
    expect(nextStatusFromSteps(null)).toBe(LoginStatus.LoginSuccess);
  });

  it('ignores unknown entries', () => {
    expect(nextStatusFromSteps(['Mystery', 'SiteTerms'])).toBe(LoginStatus.SiteTerms);
    expect(nextStatusFromSteps(['Mystery', 'Default'])).toBe(LoginStatus.LoginSuccess);
  });
});

describe('statusAfterCompletingStep', () => {
  it('walks ivan through his steps while the list still holds the completed one', () => {
    expect(statusAfterCompletingStep(LoginStatus.ForceChangePassword, IVAN)).toBe(LoginStatus.SiteTerms);
    expect(statusAfterCompletingStep(LoginStatus.SiteTerms, IVAN.slice(1))).toBe(LoginStatus.SetSecurityQuestions);
    expect(statusAfterCompletingStep(LoginStatus.SetSecurityQuestions, IVAN.slice(2))).toBe(LoginStatus.LoginSuccess);
  });

  it('moves the disclaimer to the second step only when more than one exists', () => {
    expect(statusAfterCompletingStep(LoginStatus.SiteTerms, ['SiteTerms', 'SetSecurityQuestions'])).toBe(
      LoginStatus.SetSecurityQuestions,
    );
    expect(statusAfterCompletingStep(LoginStatus.SiteTerms, ['SiteTerms'])).toBe(LoginStatus.LoginSuccess);
  });

  it('accepts a list already refreshed without the completed step', () => {
    expect(statusAfterCompletingStep(LoginStatus.ForceChangePassword, ['SiteTerms'])).toBe(LoginStatus.SiteTerms);
    expect(statusAfterCompletingStep(LoginStatus.SetSecurityQuestions, [])).toBe(LoginStatus.LoginSuccess);
  });
});

describe('hidesLoginChrome', () => {
  it('hides the chrome on step screens only', () => {
    expect(hidesLoginChrome(LoginStatus.SiteTerms)).toBe(true);
    expect(hidesLoginChrome(LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp)).toBe(true);
    expect(hidesLoginChrome(LoginStatus.Default)).toBe(false);
    expect(hidesLoginChrome(LoginStatus.MemorableCharactersRequired)).toBe(false);
    expect(hidesLoginChrome(LoginStatus.LoginSuccess)).toBe(false);
  });
});

describe('memorable word', () => {
  it('needs exactly 3 positions', () => {
    expect(MEMORABLE_WORD_LENGTH).toBe(3);
    expect(validateMemorablePositions([1, 4, 7])).toEqual({ ok: true, value: [1, 4, 7] });
    expect(validateMemorablePositions(['2', '3', '5'])).toEqual({ ok: true, value: [2, 3, 5] });
    expect(validateMemorablePositions([1, 2])).toEqual({ ok: false, error: MEMORABLE_POSITIONS_UNAVAILABLE });
    expect(validateMemorablePositions([1, 2, 3, 4]).ok).toBe(false);
    expect(validateMemorablePositions(null).ok).toBe(false);
    expect(validateMemorablePositions([1, 'x', 3]).ok).toBe(false);
  });

  it('keeps only the last typed character', () => {
    expect(lastCharacter('ab')).toBe('b');
    expect(lastCharacter('w')).toBe('w');
    expect(lastCharacter('')).toBe('');
  });
});

describe('login helpers', () => {
  it('treats Account deactivated as a login error', () => {
    expect(isLoginErrorMessage('Account deactivated')).toBe(true);
    expect(isLoginErrorMessage('Account has been disabled')).toBe(true);
    expect(isLoginErrorMessage('Something else')).toBe(false);
    expect(isLoginErrorMessage(null)).toBe(false);
  });

  it("adds '@client' when missing", () => {
    expect(clientUsername('amelia')).toBe('amelia@client');
    expect(clientUsername('amelia@client')).toBe('amelia@client');
    expect(clientUsername(' amelia ')).toBe('amelia@client');
    expect(clientUsername('')).toBe('');
  });

  it('joins password and code with whitespace', () => {
    expect(joinPasswordAndCode('Demo-Passw0rd', '123456')).toBe('Demo-Passw0rd 123456');
  });
});
