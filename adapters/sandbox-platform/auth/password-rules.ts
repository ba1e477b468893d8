import { validation } from '../http/errors';

export const MIN_PASSWORD_LENGTH = 8;

/** The platform's own checks on a new password. */
export function checkNewPassword(current: string, next: unknown): string {
  if (typeof next !== 'string' || next === '') throw validation('new_password is required');
  if (next === current) throw validation('The new password must be different from the current password');
  if (next.length < MIN_PASSWORD_LENGTH)
    throw validation(`The new password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  return next;
}
