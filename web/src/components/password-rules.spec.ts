import { MIN_PASSWORD_LENGTH, passwordRules, passwordRulesMet } from './password-rules';

describe('the rules of a new password', () => {
  it('are listed, none met, before anything is typed', () => {
    expect(passwordRules('', 'Demo-Passw0rd')).toEqual([
      { key: 'length', text: 'At least 8 characters', met: false },
      { key: 'different', text: 'Different from your current password', met: false },
    ]);
  });

  it('need at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordRulesMet('abc', 'Demo-Passw0rd')).toBe(false);
    expect(passwordRulesMet('abcdefg', 'Demo-Passw0rd')).toBe(false);
    expect(passwordRulesMet('abcdefgh', 'Demo-Passw0rd')).toBe(true);
  });

  it('refuse the current password', () => {
    expect(passwordRules('Demo-Passw0rd', 'Demo-Passw0rd').find((r) => r.key === 'different')?.met).toBe(false);
    expect(passwordRulesMet('Demo-Passw0rd!', 'Demo-Passw0rd')).toBe(true);
  });
});
