import type { Response } from 'express';

/** The one error body (ErrorBodyDto) for answers made outside the exception filter. */
export function errorBody(statusCode: number, code: string, message: string) {
  return { statusCode, code, message, apiMessage: null };
}

export function sendError(res: Response, statusCode: number, code: string, message: string): void {
  res.status(statusCode).json(errorBody(statusCode, code, message));
}
