import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept when it is short and plain (a proxy's or a load balancer's); else a new one. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

/**
 * Gives every request an id: the X-Request-Id response header, `res.locals.requestId` for the error
 * filter (error bodies carry it) and the platform client's log lines, so that a user's report of
 * an error leads to the log line with what the platform was asked and said.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.get(REQUEST_ID_HEADER);
  const id = given && SANE_ID.test(given) ? given : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id `requestId` gave this response, if it ran. */
export function requestIdOf(res: { locals?: Record<string, unknown> }): string | undefined {
  const id = res.locals?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Makes the JSON body this response sends carry `requestId` (the error filter calls it once, so
 * that every error body has it, whichever branch shapes the body). Answers the id.
 */
export function withRequestId(res: Response): string | null {
  const id = requestIdOf(res) ?? null;
  const json = res.json.bind(res);
  res.json = (body?: unknown) =>
    json(typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, requestId: id } : body);
  return id;
}
