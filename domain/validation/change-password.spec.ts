import {
  confirmationError,
  confirmationErrorShown,
  PASSWORD_STRENGTH_LABELS,
  PASSWORDS_DO_NOT_MATCH,
  passwordStrength,
  passwordStrengthLabel,
  validateChangePassword,
} from './change-password';

describe('validateChangePassword', () => {
  it("requires the new password with 'Please enter a password'", () => {
    expect(validateChangePassword({})).toEqual({ newPassword: 'Please enter a password' });
    expect(validateChangePassword({ newPassword: 'x' })).toEqual({});
  });

  it('requires the old password only where asked', () => {
    expect(validateChangePassword({ newPassword: 'x' }, { requireOldPassword: true }).oldPassword).toBeDefined();
    expect(validateChangePassword({ newPassword: 'x', oldPassword: 'y' }, { requireOldPassword: true })).toEqual({});
  });
});

describe('the confirmation of the new password', () => {
  it("is refused with 'The passwords do not match' unless it repeats the new password exactly", () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe('The passwords do not match');
    expect(confirmationError('Brand-New-Passw0rd!', 'Brand-New-Passw0rd!')).toBeUndefined();
    expect(confirmationError('', '')).toBeUndefined();
    expect(confirmationError('Brand-New-Passw0rd!', 'Brand-New-Passw0rd')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(confirmationError('Brand-New-Passw0rd!', 'brand-New-Passw0rd!')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(confirmationError('Brand-New-Passw0rd!', '')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(confirmationError('', 'x')).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it.each([
    ['a character differs, still in the field', 'Brand-New-Passw0rd!', 'Brand-Old', false, true],
    ['same length, one character wrong', 'Brand-New-Passw0rd!', 'Brand-New-Passw0rd?', false, true],
    ['longer than the new password', 'Brand-New-Passw0rd!', 'Brand-New-Passw0rd!!', false, true],
    ['typed before the new password', '', 'Brand', false, true],
    ['every character so far right, still typing', 'Brand-New-Passw0rd!', 'Brand-New', false, false],
    ['every character so far right, field left', 'Brand-New-Passw0rd!', 'Brand-New', true, true],
    ['empty, not yet reached', 'Brand-New-Passw0rd!', '', false, false],
    ['empty, field left', 'Brand-New-Passw0rd!', '', true, true],
    ['matching, field left', 'Brand-New-Passw0rd!', 'Brand-New-Passw0rd!', true, false],
  ])('shows its error when %s: %p / %p (left %p) → %p', (_case, newPassword, confirmation, left, shown) => {
    expect(confirmationErrorShown(newPassword, confirmation, left)).toBe(shown);
  });
});

describe('passwordStrength', () => {
  it('has five labelled levels', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['Very Weak', 'Weak', 'Medium', 'Strong', 'Very Strong']);
  });

  it.each([
    ['', 0],
    ['abc', 0],
    ['password', 0],
    ['Ab1!', 1],
    ['Password', 1],
    ['aaaaaaaaaaaaaaaaaaaa', 1],
    ['Password1', 2],
    ['correcthorsebatterystaple', 2],
    ['Passw0rd!', 3],
    ['Demo-Passw0rd', 4],
  ])('scores %p as %p', (pw, score) => {
    expect(passwordStrength(pw)).toBe(score);
  });

  it('labels the score', () => {
    expect(passwordStrengthLabel('Demo-Passw0rd')).toBe('Very Strong');
    expect(passwordStrengthLabel(null)).toBe('Very Weak');
  });
});
