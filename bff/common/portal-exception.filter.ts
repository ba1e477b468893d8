import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { PortalErrorCode } from '../../application/errors/portal-error';
import { PortalFailure } from './portal-failure';
import { withRequestId } from './request-id.middleware';

const STATUS: Record<PortalErrorCode | 'throttled', number> = {
  invalid_credentials: 401,
  account_disabled: 403,
  account_deactivated: 403,
  bad_otp: 400,
  invalid_memorable_characters: 400,
  invalid_device: 400,
  no_mfa_method: 400,
  reset_code_invalid: 400,
  security_answers_incorrect: 400,
  username_not_matched: 400,
  access_mapping: 403,
  wrong_step: 409,
  no_session: 401,
  forbidden: 403,
  not_found: 404,
  validation: 400,
  unavailable: 503,
  throttled: 429,
};

const HTTP_CODES: Record<number, string> = {
  400: 'validation',
  401: 'no_session',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'throttled',
  503: 'unavailable',
};

/** The one place errors become HTTP responses; every error body has the same shape (ErrorBodyDto). */
@Catch()
export class PortalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    // Every error body names the request (requestId), so that a report of it leads to the log lines.
    const requestId = withRequestId(res);

    if (exception instanceof PortalFailure) {
      const e = exception.error;
      if (e.code === 'throttled') res.setHeader('Retry-After', String(e.retryAfterSeconds));
      if (e.code === 'unavailable') res.setHeader('Retry-After', '5');
      const status = STATUS[e.code] ?? 500;
      res.status(status).json({ statusCode: status, code: e.code, message: e.message, apiMessage: 'apiMessage' in e ? (e.apiMessage ?? null) : null });
      return;
    }

    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const messages = typeof body === 'object' && body && 'message' in body ? (body as { message: unknown }).message : exception.message;
      const errors = Array.isArray(messages) ? messages.map(String) : undefined;
      const message = errors ? errors.join('; ') : String(messages);
      res.status(status).json({ statusCode: status, code: HTTP_CODES[status] ?? 'error', message, apiMessage: null, ...(errors ? { errors } : {}) });
      return;
    }

    this.logger.error(`request ${requestId ?? '-'}: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
    res.status(500).json({ statusCode: 500, code: 'internal', message: 'Something went wrong. Please try again.', apiMessage: null });
  }
}
