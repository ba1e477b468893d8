import type { EventEmitter } from 'node:events';
import { ERROR_CODES } from '../common/error-codes';
import { errorBody } from '../common/error-response';
import { currentRequest } from './request-context';

/** The one sentence of an unexpected failure (the exception filter's too). */
export const LAST_RESORT_MESSAGE = ERROR_CODES.internal.sentence;

export interface LastResortLog {
  error(message: string): void;
}

export interface LastResortOptions {
  log: LastResortLog;
  /** The process (an emitter of 'uncaughtException' and 'unhandledRejection'). */
  proc?: EventEmitter;
  /** Called for an error that belongs to no request: the process state is unknown, so it stops (a supervisor restarts it). */
  exit?: (code: number) => void;
}

const describe = (e: unknown): string => (e instanceof Error ? (e.stack ?? e.message) : String(e));

/**
 * The process-level last resort, not a fix: an error no handler heard is logged with the request it broke,
 * and that request answers 500 if its answer has not started (else its connection is cut, so that a cut-short
 * answer never looks whole); the process serves on. An error outside any request ends the process after the
 * log line. A rejection nobody awaited is logged the same way and never ends the process.
 */
export function installLastResort(options: LastResortOptions): () => void {
  const proc = options.proc ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const onError = (e: unknown) => {
    const ctx = currentRequest();
    if (!ctx) {
      options.log.error(`Unhandled error outside any request; stopping: ${describe(e)}`);
      exit(1);
      return;
    }
    options.log.error(`Unhandled error in request ${ctx.requestId ?? '(no id)'}: ${describe(e)}`);
    answer500(ctx.res, ctx.requestId);
  };
  const onRejection = (e: unknown) => {
    const ctx = currentRequest();
    options.log.error(`Unhandled rejection${ctx ? ` in request ${ctx.requestId ?? '(no id)'}` : ''}: ${describe(e)}`);
    if (ctx) answer500(ctx.res, ctx.requestId);
  };
  proc.on('uncaughtException', onError);
  proc.on('unhandledRejection', onRejection);
  return () => {
    proc.off('uncaughtException', onError);
    proc.off('unhandledRejection', onRejection);
  };
}

function answer500(res: import('node:http').ServerResponse, requestId: string | undefined): void {
  if (res.writableEnded || res.destroyed) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify(errorBody(500, 'internal', LAST_RESORT_MESSAGE, requestId ?? null)));
}
