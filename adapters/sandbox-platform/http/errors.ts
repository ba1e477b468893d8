/** A platform failure answer; thrown inside handlers and turned into the error body once. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | null,
    readonly apiMessage: string,
    readonly userMessage: string | null = null,
    readonly context?: Record<string, unknown>,
  ) {
    super(apiMessage);
  }

  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = {
      error_code: this.errorCode,
      api_message: this.apiMessage,
      user_message: this.userMessage,
    };
    if (this.context) body.context = this.context;
    return body;
  }
}

export const INVALID_CREDENTIALS_MESSAGE = 'Either your username or your password is incorrect';
export const NO_SESSION_MESSAGE = 'This feature is not available without a valid session';
export const BAD_OTP_USER_MESSAGE =
  'There was an error with the authentication code you entered. A new code has been sent to you. Please try again.';

export const validation = (apiMessage: string): SandboxError => new SandboxError(400, 'validation', apiMessage);
export const invalidCredentials = (): SandboxError =>
  new SandboxError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE, INVALID_CREDENTIALS_MESSAGE);
export const noSession = (): SandboxError => new SandboxError(401, 'no_session', NO_SESSION_MESSAGE);
export const forbidden = (why: string): SandboxError => new SandboxError(403, 'forbidden', `Permission Error: ${why}`);
export const notFound = (what: string): SandboxError => new SandboxError(404, 'not_found', `Not found: ${what}`);
export const badOtp = (): SandboxError =>
  new SandboxError(400, 'bad_otp', 'Invalid one-time code', BAD_OTP_USER_MESSAGE);
