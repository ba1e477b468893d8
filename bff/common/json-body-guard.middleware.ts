import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-response';

/** Deeper bodies are refused before validation (the validators recurse, and would overflow the stack). */
export const MAX_BODY_DEPTH = 32;
/** Keys that could reach an object's prototype; refused outright rather than silently dropped. */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const UNSUPPORTED_MEDIA = 'Send the request body as JSON (Content-Type: application/json).';
export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;
export const FORBIDDEN_KEY = 'The request body contains a key that is not allowed.';

/**
 * Before a JSON endpoint sees a body: only application/json is accepted (415 otherwise), and the
 * parsed body is walked without recursion to refuse excessive nesting and prototype keys (400).
 * `exempt` lists path prefixes that take other bodies (uploads).
 */
export function jsonBodyGuard(exempt: string[] = []) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!BODY_METHODS.has(req.method) || exempt.some((p) => req.path.startsWith(p))) return next();
    if (hasBody(req) && !req.is('application/json'))
      return sendError(res, 415, 'unsupported_media_type', UNSUPPORTED_MEDIA);
    const problem = inspect(req.body);
    if (problem) return sendError(res, 400, 'validation', problem);
    next();
  };
}

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return (length !== undefined && length !== '0') || req.get('transfer-encoding') !== undefined;
}

/** The reason a parsed body is refused, or null. Iterative: depth costs no stack. */
export function inspect(body: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return TOO_DEEP;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return FORBIDDEN_KEY;
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}
