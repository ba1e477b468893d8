import type { Request } from 'express';
import { first } from '../../domain/shared/present';

/** An Express 5 router layer, as far as this reads it: its route, and its matchers (pure functions of a path). */
interface RouteLayer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
  matchers?: unknown[];
}

interface KnownRoute {
  pattern: string;
  methods: Record<string, boolean>;
  matchers: ((path: string) => unknown)[];
}

/** Where the web app's files and pages are served: one label for all of them. */
const WEB_APP = '/core/*';

/**
 * The route pattern a request is logged and measured by (`/api/clients/:id`), never its URL: a bounded set of
 * labels that carries no id. The route the request reached, or, for a request answered before it (a refused
 * anti-forgery token, a lost session), the route it was for, found in the app's router; `/core/*` for the web
 * app; `(unmatched)` (under `/api/` or not) for a path no route serves. Wildcard routes (Nest binds its
 * middleware, nestjs-pino's among them, as `{/*splat}`) are passed over.
 */
export class RoutePatterns {
  private known?: KnownRoute[];

  /** `stack`: the app's router layers, read once the routes are registered (at the first request's end). */
  constructor(private readonly stack: () => unknown) {}

  of(req: Request): string {
    const path = first((req.originalUrl ?? req.url ?? '/').split('?'));
    if (path === '/core' || path.startsWith('/core/')) return WEB_APP;
    const reached = (req as { route?: { path?: unknown } }).route?.path;
    if (typeof reached === 'string' && !catchAll(reached)) return `${req.baseUrl ?? ''}${reached}`;
    return this.match(req.method, path) ?? (path.startsWith('/api/') ? '/api/(unmatched)' : '(unmatched)');
  }

  private match(method: string, path: string): string | undefined {
    const verb = method.toLowerCase();
    for (const route of this.routes()) {
      const handles = route.methods[verb] || route.methods._all || (verb === 'head' && route.methods.get);
      if (handles && route.matchers.some((m) => safely(() => m(path)))) return route.pattern;
    }
    return undefined;
  }

  private routes(): KnownRoute[] {
    if (this.known) return this.known;
    const layers = this.stack();
    const known: KnownRoute[] = [];
    for (const layer of Array.isArray(layers) ? (layers as RouteLayer[]) : []) {
      const { route, matchers } = layer;
      if (!route || typeof route.path !== 'string' || catchAll(route.path) || !Array.isArray(matchers)) continue;
      const fns = matchers.filter((m): m is (path: string) => unknown => typeof m === 'function');
      if (fns.length) known.push({ pattern: route.path, methods: route.methods ?? {}, matchers: fns });
    }
    this.known = known;
    return known;
  }
}

/** A wildcard route (`{/*splat}`: Nest's middleware for every path) names no route of its own. */
const catchAll = (pattern: string) => pattern.includes('*');

function safely(match: () => unknown): boolean {
  try {
    return !!match();
  } catch {
    return false;
  }
}
