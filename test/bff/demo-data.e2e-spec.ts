import request from 'supertest';
import { createPortalApp } from '../../bff/app.factory';
import { PortalConfigError } from '../../adapters/config/read-env';
import { startPortal } from '../support/portal-harness';
import { first } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** GET /api/site-config says whether the embedded sandbox's demo firm is served (the web app's 'Demo data' banner). */
describe('the demo flag of the site configuration', () => {
  const portals: Portal[] = [];
  const start = async (config: Parameters<typeof startPortal>[0] = {}) => {
    const portal = await startPortal(config);
    portals.push(portal);
    return portal;
  };
  afterAll(async () => {
    for (const p of portals.reverse()) await p.close();
  });

  it('is true on the embedded sandbox, beside the settings-and-content file', async () => {
    const portal = await start();
    const res = await request(portal.server).get('/api/site-config').expect(200);
    expect(res.body).toMatchObject({ demo: true, instance: expect.any(Object), siteConfiguration: expect.any(Object) });
  });

  it('is true in production on the embedded sandbox asked for with SANDBOX=embedded', async () => {
    const portal = await start({ production: true, cookieSecure: false, sandbox: 'embedded' });
    expect((await request(portal.server).get('/api/site-config').expect(200)).body.demo).toBe(true);
  });

  it('is false on a platform named by PLATFORM_URL', async () => {
    const sandbox = (portals[0] ?? (await start())).sandbox!;
    const portal = await start({ platformUrl: sandbox.url });
    expect((await request(portal.server).get('/api/site-config').expect(200)).body.demo).toBe(false);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await request(first(portals).server).get('/api/docs-json').expect(200)).body;
    const schema = doc.paths['/api/site-config'].get.responses['200'].content['application/json'].schema;
    expect(schema).toMatchObject({
      required: ['demo'],
      properties: { demo: { type: 'boolean', description: expect.stringContaining('Demo data') } },
    });
  });

  it('cannot be reached in production without SANDBOX=embedded: the portal refuses to start, naming PLATFORM_URL', async () => {
    const started = createPortalApp({
      config: {
        production: true,
        platformUrl: undefined,
        sandbox: undefined,
        sandboxPort: 0,
        redisUrl: undefined,
        sessionSecret: 's'.repeat(40),
      },
      logger: false,
    });
    await expect(started).rejects.toBeInstanceOf(PortalConfigError);
    await expect(started).rejects.toThrow(/PLATFORM_URL is required when NODE_ENV=production/);
  });
});
