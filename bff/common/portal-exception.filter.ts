import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isSentence } from '../../application/errors/error-sentences';
import { ERROR_CODES, type ErrorCode, statusOf, userMessage } from './error-codes';
import { PortalFailure } from './portal-failure';
import { withRequestId } from './request-id.middleware';

const HTTP_CODES: Record<number, ErrorCode> = {
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
      const status = statusOf(e.code);
      const answer = () =>
        res.status(status).json({
          statusCode: status,
          code: e.code,
          message: userMessage(e.code, e.message),
          apiMessage: 'apiMessage' in e ? (e.apiMessage ?? null) : null,
        });
      // The session has gone (the platform's 401, or the portal's own limits): a signed-in session still
      // held here is signed out before the answer, so the lost-session redirect leaves nothing behind.
      const req = e.code === 'no_session' ? host.switchToHttp().getRequest<Request>() : undefined;
      if (req?.session?.user) {
        req.session.destroy(() => answer());
        return;
      }
      answer();
      return;
    }

    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const messages = typeof body === 'object' && body && 'message' in body ? body.message : exception.message;
      const code = HTTP_CODES[status] ?? 'error';
      let errors = Array.isArray(messages) ? messages.map(String) : undefined;
      let message = errors ? errors.join('; ') : String(messages);
      // Field messages are the DTOs' own words; anything else that is not a whole sentence (Nest's
      // 'Cannot GET /api/…', a pipe's 'Validation failed (…)') gives way to the code's sentence, a
      // refused request keeping the original as its one error.
      if (!errors && !isSentence(message)) {
        if (status === 400) errors = [message];
        message = ERROR_CODES[code].sentence;
      }
      res.status(status).json({ statusCode: status, code, message, apiMessage: null, ...(errors ? { errors } : {}) });
      return;
    }

    this.logger.error(
      `request ${requestId ?? '-'}: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`,
    );
    res
      .status(500)
      .json({ statusCode: 500, code: 'internal', message: ERROR_CODES.internal.sentence, apiMessage: null });
  }
}
