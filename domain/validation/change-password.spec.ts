import { PASSWORD_STRENGTH_LABELS, passwordStrength, passwordStrengthLabel, validateChangePassword } from './change-password';

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
