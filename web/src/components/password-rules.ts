/**
 * The platform's rules for a new password, shown before the user types and checked as they type
 * (spec 1 §5: 'Confirm is disabled until the form is valid'; the rules are the platform's own: at
 * least 8 characters, and not the current password).
 */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordRuleKey = 'length' | 'different';

export interface PasswordRule {
  key: PasswordRuleKey;
  text: string;
  met: boolean;
}

export const PASSWORD_RULE_TEXTS: Record<PasswordRuleKey, string> = {
  length: `At least ${MIN_PASSWORD_LENGTH} characters`,
  different: 'Different from your current password',
};

/** Each rule and whether the new password keeps it; `current` is the password in use, when known. */
export function passwordRules(newPassword: string, current: string | null | undefined): PasswordRule[] {
  return [
    { key: 'length', text: PASSWORD_RULE_TEXTS.length, met: Array.from(newPassword).length >= MIN_PASSWORD_LENGTH },
    {
      key: 'different',
      text: PASSWORD_RULE_TEXTS.different,
      met: newPassword !== '' && newPassword !== (current ?? ''),
    },
  ];
}

export function passwordRulesMet(newPassword: string, current: string | null | undefined): boolean {
  return passwordRules(newPassword, current).every((r) => r.met);
}
