import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { ADVISER_ROLE, CLIENT_ROLE } from '../../domain/access/access-level';
import { requestIdOf } from '../common/request-id.middleware';
import { LOG_SERIALIZERS } from './portal-logger';
import type { PortalMetrics } from './portal-metrics';
import type { RoutePatterns } from './route-patterns';

/** The answer's status as logged and measured: 499 when the connection closed before the answer was complete. */
const CLOSED_EARLY = 499;

/** Polled every few seconds by orchestrators: logged only when they fail (they are always measured). */
const PROBES = new Set(['/api/health/live', '/api/health/ready']);

export type Role = 'client' | 'adviser' | 'anonymous';

/** Who the request was answered for, by role only: a client, an adviser, or nobody signed in. */
export function roleOf(req: Request): Role {
  const role = (req as { session?: { user?: { role?: string } } }).session?.user?.role;
  return role === CLIENT_ROLE ? 'client' : role === ADVISER_ROLE ? 'adviser' : 'anonymous';
}

const madeUp = (err: unknown) => err instanceof Error && /^failed with status code \d+$/.test(err.message);

interface Answered {
  route: string;
  status: number;
  durationMs: number;
}

/**
 * One line and one measure per request, as its answer ends: the request id, the method, the route pattern (never
 * the URL, so no id or query), the status, the duration and the role. Nothing else of the request (no header,
 * cookie or body) is logged. Registered right after the request id, so that a request refused by any later
 * middleware is logged too. Through pino-http, which also gives the request a logger carrying its id (nestjs-pino
 * hands it to the Nest Logger for lines logged while the request runs).
 */
export function observeRequests(options: {
  logger?: Logger;
  metrics: PortalMetrics;
  routes: RoutePatterns;
}): RequestHandler {
  const { metrics, routes } = options;
  const answered = new WeakMap<Response, Answered>();
  const started = new WeakMap<Response, bigint>();

  const answerOf = (req: Request, res: Response): Answered => {
    let a = answered.get(res);
    if (!a) {
      const begun = started.get(res) ?? process.hrtime.bigint();
      a = {
        route: routes.of(req),
        status: res.writableFinished ? res.statusCode : CLOSED_EARLY,
        durationMs: Math.round(Number(process.hrtime.bigint() - begun) / 1e5) / 10,
      };
      answered.set(res, a);
    }
    return a;
  };
  const line = (req: Request, res: Response) => {
    const a = answerOf(req, res);
    return { method: req.method, route: a.route, status: a.status, durationMs: a.durationMs, role: roleOf(req) };
  };
  const message = (req: Request, res: Response) => {
    const a = answerOf(req, res);
    return `${req.method} ${a.route} ${a.status}`;
  };

  const http = options.logger
    ? pinoHttp({
        logger: options.logger,
        wrapSerializers: false,
        serializers: LOG_SERIALIZERS,
        genReqId: (_req, res) => requestIdOf(res as Response) ?? '-',
        quietReqLogger: true,
        quietResLogger: true,
        customAttributeKeys: { reqId: 'requestId' },
        customLogLevel: (req, res, err) => {
          const a = answerOf(req as Request, res as Response);
          if (err || a.status >= 500) return 'error';
          return PROBES.has(a.route) && a.status < 400 ? 'silent' : 'info';
        },
        customSuccessObject: (req, res) => line(req as Request, res as Response),
        // pino-http makes up an error for a 5xx answered without one: the line then has none.
        customErrorObject: (req, res, err) =>
          madeUp(err) ? line(req as Request, res as Response) : { ...line(req as Request, res as Response), err },
        customSuccessMessage: (req, res) => message(req as Request, res as Response),
        customErrorMessage: (req, res) => message(req as Request, res as Response),
      })
    : undefined;

  return (req: Request, res: Response, next: NextFunction) => {
    started.set(res, process.hrtime.bigint());
    let measured = false;
    const measure = () => {
      if (measured) return;
      measured = true;
      const a = answerOf(req, res);
      metrics.request({ method: req.method, route: a.route, status: String(a.status), seconds: a.durationMs / 1000 });
    };
    res.once('finish', measure);
    res.once('close', measure);
    if (http) http(req, res, next);
    else next();
  };
}
