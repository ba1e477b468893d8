import { err, ok, Result } from '../shared/result';
import { MFA_CODE_REQUEST_FAILED } from '../auth/auth-messages';
import { FieldErrors, isBlank } from './field-errors';

/** spec 1 §5: an empty security code. */
export const SECURITY_CODE_REQUIRED = 'Please enter the verification code sent to you';

/** spec 1 §5: the code field must not be empty. */
export function validateSecurityCode(values: { code?: string | null }): FieldErrors<'code'> {
  return isBlank(values.code) ? { code: SECURITY_CODE_REQUIRED } : {};
}

/**
 * spec 1 §5: submitting a code needs the method, the code and the device id; otherwise the
 * 'An error occurred whilst requesting additional verification code' toast.
 */
export function checkCodeSubmission<M extends string>(input: {
  method?: M | null;
  code?: string | null;
  deviceId?: string | null;
}): Result<{ method: M; code: string; deviceId: string }, string> {
  if (!input.method || isBlank(input.code) || isBlank(input.deviceId)) return err(MFA_CODE_REQUEST_FAILED);
  return ok({ method: input.method, code: (input.code as string).trim(), deviceId: input.deviceId as string });
}
