import type { Response } from 'express';
import { requestIdOf } from './request-id.middleware';

/** The one error body (ErrorBodyDto) for answers made outside the exception filter. */
export function errorBody(statusCode: number, code: string, message: string, requestId: string | null = null, apiMessage: string | null = null) {
  return { statusCode, code, message, apiMessage, requestId };
}

/** Sends the error body, naming the request (as the exception filter does). */
export function sendError(res: Response, statusCode: number, code: string, message: string, apiMessage: string | null = null): void {
  res.status(statusCode).json(errorBody(statusCode, code, message, requestIdOf(res) ?? null, apiMessage));
}
