import type { Response } from 'express';
import { type ErrorCode, userMessage } from './error-codes';
import { requestIdOf } from './request-id.middleware';

/**
 * The one error body (ErrorBodyDto) for answers made outside the exception filter. Its code is one
 * of ERROR_CODES, and its message words for the user: the code's sentence stands in for a code or nothing.
 */
export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  requestId: string | null = null,
  apiMessage: string | null = null,
) {
  return { statusCode, code, message: userMessage(code, message), apiMessage, requestId };
}

/** Sends the error body, naming the request (as the exception filter does). */
export function sendError(
  res: Response,
  statusCode: number,
  code: ErrorCode,
  message: string,
  apiMessage: string | null = null,
): void {
  res.status(statusCode).json(errorBody(statusCode, code, message, requestIdOf(res) ?? null, apiMessage));
}
