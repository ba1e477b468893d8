import request from 'supertest';
import { startPortal } from '../support/portal-harness';
import { present } from '../../domain/shared/present';

interface Operation {
  summary?: string;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
}

/** The OpenAPI document is a contract: every API route is in it, described, with its errors. */
describe('Swagger / OpenAPI', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  };

  beforeAll(async () => {
    portal = await startPortal();
    doc = (await request(portal.server).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => portal.close());

  /** Routes as express knows them, in OpenAPI path form. */
  function apiRoutes(): string[] {
    const router = (
      portal.app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    const out: string[] = [];
    for (const layer of router.stack) {
      if (!layer.route || typeof layer.route.path !== 'string' || !layer.route.path.startsWith('/api/')) continue;
      if (layer.route.path.startsWith('/api/docs')) continue;
      for (const method of Object.keys(layer.route.methods))
        out.push(`${method} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
    }
    return out;
  }

  it('documents every API route', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('gives every operation a summary and a success response, and documents the shared error body', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect({ at: `${method} ${path}`, summary: !!op.summary }).toEqual({ at: `${method} ${path}`, summary: true });
        expect(Object.keys(op.responses ?? {}).some((s) => s.startsWith('2'))).toBe(true);
      }
    }
    expect(doc.components.schemas.ErrorBodyDto).toBeDefined();
  });

  it('documents, for every dashboard, analysis and assets read, the refusal of bad input (400) and, where it takes a selection, of one the client cannot see (404)', () => {
    const reads = Object.entries(doc.paths).filter(([path]) => /^\/api\/(analysis|dashboard|assets)\//.test(path));
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const [path, ops] of reads) {
      const op = ops.get as Operation & { parameters?: { name: string }[] };
      const names = (op.parameters ?? []).map((p) => p.name);
      const statuses = Object.keys(op.responses ?? {});
      if (names.length)
        expect({ at: path, documents400: statuses.includes('400') }).toEqual({ at: path, documents400: true });
      if (names.includes('account') || names.includes('memberId'))
        expect({ at: path, documents404: statuses.includes('404') }).toEqual({ at: path, documents404: true });
    }
  });

  it('documents the assets load as server-sent events with its three event payloads', () => {
    const op = doc.paths['/api/assets/load']?.get as Operation & {
      responses: Record<string, { content?: Record<string, { schema?: { oneOf?: { $ref: string }[] } }> }>;
    };
    expect(op).toBeDefined();
    const refs = (
      present(op.responses['200'], 'the 200 response').content?.['text/event-stream']?.schema?.oneOf ?? []
    ).map((r) => r.$ref.split('/').pop());
    expect(refs).toEqual(['AssetsLoadProgressDto', 'AssetsSummaryDto', 'AssetsLoadErrorDto']);
    for (const name of refs) expect(doc.components.schemas[name!]).toBeDefined();
  });

  it('marks every mutating operation as needing the anti-forgery header', () => {
    expect(doc.components.securitySchemes.csrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' });
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'get') continue;
        const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
        expect({ at: `${method} ${path}`, csrf: schemes.includes('csrf') }).toEqual({
          at: `${method} ${path}`,
          csrf: true,
        });
      }
    }
  });

  it('documents the message sends as multipart/form-data with their refusals (400, 413)', () => {
    for (const path of ['/api/messages', '/api/messages/{id}/reply', '/api/messages/{id}/attachments']) {
      const op = doc.paths[path]?.post as Operation & { requestBody?: { content?: Record<string, unknown> } };
      expect({ path, multipart: !!op?.requestBody?.content?.['multipart/form-data'] }).toEqual({
        path,
        multipart: true,
      });
      expect(Object.keys(op.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    }
    expect(
      Object.keys((present(doc.paths['/api/messages'], 'the /api/messages path').post as Operation).responses ?? {}),
    ).toContain('413');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await request(portal.server).get('/api/docs').redirects(1).expect(200);
    expect(res.text).toMatch(/swagger/i);
  });
});
