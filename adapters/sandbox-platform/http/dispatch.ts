import type { SandboxState } from '../state/sandbox-state';
import { SandboxError, notFound, validation } from './errors';
import type { PlatformRequest, Reply } from './reply';
import { matchRoute, type Route } from './route';

/** Finds the route for a call and runs it; every failure leaves as the platform's error body. */
export function createDispatcher(state: SandboxState, routes: readonly Route[]): (request: PlatformRequest) => Reply {
  const dispatch = (request: PlatformRequest): Reply => {
    try {
      const segments = request.path.split('/').filter(Boolean).map(decodeSegment);
      for (const route of routes) {
        const params = matchRoute(route, request.scope, request.method, segments);
        if (params) return route.handle({ ...request, state, params, dispatch });
      }
      throw notFound(`${request.method} ${request.scope === 'base' ? '{base}/' : '/'}${request.path}`);
    } catch (e) {
      return errorReply(e);
    }
  };
  return dispatch;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw validation(`Malformed path segment ${segment}`);
  }
}

export function errorReply(e: unknown): Reply {
  if (e instanceof SandboxError) return { status: e.status, body: e.toBody() };
  const message = e instanceof Error ? e.message : String(e);
  return {
    status: 500,
    body: { error_code: 'internal', api_message: `Sandbox failure: ${message}`, user_message: null },
  };
}
