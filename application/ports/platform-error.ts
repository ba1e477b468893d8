/**
 * Why a platform call failed, as the use cases see it. Adapters map every failure (HTTP status,
 * error body, timeout, refused connection) to one of these codes.
 */
export type PlatformErrorCode =
  | 'invalid_credentials'
  | 'account_disabled'
  | 'account_deactivated'
  | 'bad_otp'
  | 'invalid_memorable_characters'
  | 'invalid_device'
  | 'no_mfa_method'
  | 'reset_code_invalid'
  | 'security_answers_incorrect'
  | 'no_session'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'unavailable'
  | 'timeout'
  | 'unknown';

export class PlatformError extends Error {
  constructor(
    readonly code: PlatformErrorCode,
    /** HTTP status from the platform; 0 when it never answered. */
    readonly status: number,
    /** The platform's api_message (machine-facing) when it sent one. */
    readonly apiMessage: string | null,
    /** The platform's user_message when it sent one. */
    readonly userMessage: string | null = null,
  ) {
    super(userMessage ?? apiMessage ?? code);
    this.name = 'PlatformError';
  }
}

export function isPlatformError(e: unknown): e is PlatformError {
  return e instanceof PlatformError;
}
