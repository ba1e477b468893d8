import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { DEFAULT_PRODUCT_NAME } from '../../domain/access/page-access';

/** web/dist of the repository, from the sources (bff/web) or from the build (dist/bff/web). */
export const WEB_DIST =
  [join(__dirname, '..', '..', 'web', 'dist'), join(__dirname, '..', '..', '..', 'web', 'dist')].find((d) =>
    existsSync(join(d, 'index.html')),
  ) ?? join(__dirname, '..', '..', 'web', 'dist');

/** Every page of the web app: never kept by the browser or anything on the way. */
export const HTML_CACHE_CONTROL = 'no-store';

const PLACEHOLDER = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DEFAULT_PRODUCT_NAME}</title></head>
<body><main><h1>${DEFAULT_PRODUCT_NAME}</h1><p>The portal API is running. See the API documentation at <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

/**
 * Serves the web app under /core/. Every route of the single-page app answers with its index.html,
 * so deep links and reloads work. Until the web app is built a plain page says the API is running.
 */
function isSourceMap(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: the static server will not find such a file either
  }
  return decoded.toLowerCase().endsWith('.map');
}

export function serveCore(app: Express, dist: string = WEB_DIST, opts: { sourceMaps?: boolean } = {}): void {
  const index = join(dist, 'index.html');
  const built = existsSync(index);
  app.get('/', (_req: Request, res: Response) => res.redirect(302, '/core/'));
  // Source maps only where the API docs are on (outside production, or API_DOCS=true). The path is
  // checked decoded, as the static server reads it (`.js%2emap` is a map too).
  if (!opts.sourceMaps)
    app.use('/core', (req: Request, res: Response, next: () => void) =>
      isSourceMap(req.path) ? res.status(404).type('text').send('Not found') : next(),
    );
  // The pages themselves (index.html, whatever the route) are no-store, as the API answers are: after
  // sign-out the Back button finds no copy to show, and no page is kept across users. The scripts,
  // styles and images are the same for everyone and stay cacheable.
  const setHeaders = (res: Response, path: string) => {
    if (path.endsWith('.html')) res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
  };
  if (built) app.use('/core', express.static(dist, { index: false, maxAge: '1h', immutable: false, setHeaders }));
  app.get(/^\/core(\/.*)?$/, (_req: Request, res: Response) => {
    res.set('Cache-Control', HTML_CACHE_CONTROL);
    if (built) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
}
