import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request being served, as the process-level last resort needs it: its id and its response. */
export interface RequestContext {
  readonly requestId: string | undefined;
  readonly res: ServerResponse;
}

const contexts = new AsyncLocalStorage<RequestContext>();

/** The request whose work is running now; undefined outside one. */
export function currentRequest(): RequestContext | undefined {
  return contexts.getStore();
}

type Next = (err?: unknown) => void;

/**
 * Express middleware: everything a request starts runs in its context, including the events of its body
 * stream (Node emits those from the connection's context, so `emit` is bound to the request's), so that an
 * error no handler heard can still be traced to the request it broke.
 */
export function requestContext(requestIdOf: (res: { locals?: Record<string, unknown> }) => string | undefined) {
  return (req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, next: Next): void => {
    contexts.run({ requestId: requestIdOf(res), res }, () => {
      req.emit = AsyncResource.bind(req.emit.bind(req), 'PortalRequest', req);
      next();
    });
  };
}
