import express, { type NextFunction, type Request, type Response } from 'express';
import type { ErrorCode } from './error-codes';
import { sendError } from './error-response';

export const JSON_BODY_LIMIT = '100kb';

const PARSE_ERRORS: Record<string, [number, ErrorCode, string]> = {
  'entity.parse.failed': [400, 'validation', 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'payload_too_large', 'The request body is too large.'],
  'encoding.unsupported': [
    415,
    'unsupported_media_type',
    'The request body uses an encoding the portal does not accept.',
  ],
  'charset.unsupported': [
    415,
    'unsupported_media_type',
    'The request body uses a character set the portal does not accept (send UTF-8).',
  ],
};
const UNREADABLE: [number, ErrorCode, string] = [400, 'validation', 'The request body could not be read.'];

/** express.json whose failures (bad JSON, too large, wrong charset) answer with the portal's error body. */
export function jsonParser() {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction): void => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const [status, code, message] = PARSE_ERRORS[(err as { type?: string }).type ?? ''] ?? UNREADABLE;
      sendError(res, status, code, message);
    });
  };
}
