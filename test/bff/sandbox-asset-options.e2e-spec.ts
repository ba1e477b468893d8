import { AssetsPort } from '../../application/ports/assets.port';
import { AssetsHttpAdapter } from '../../adapters/platform-http/assets-http.adapter';
import { startPortal } from '../support/portal-harness';

/**
 * The portal's in-process settings reach its embedded sandbox, so the assets tests can run against an
 * older platform (no rapid totals) and a firm without the under-advice field; and the portal injects
 * the HTTP adapter for AssetsPort.
 */
describe('embedded sandbox options for the assets area', () => {
  it('starts the sandbox with the given platform version and without the under-advice field', async () => {
    const portal = await startPortal({ sandboxPlatformVersion: '23.5.268', sandboxUnderAdvice: false });
    try {
      expect(portal.sandbox!.state.settings).toMatchObject({ platformVersion: '23.5.268', underAdviceField: false });
      const site = await fetch(`${portal.sandbox!.url}/site`);
      expect((await site.json()).version).toBe('23.5.268');
      expect(portal.app.get(AssetsPort)).toBeInstanceOf(AssetsHttpAdapter);
    } finally {
      await portal.close();
    }
  });

  it('defaults to a platform new enough for rapid totals, with the under-advice field', async () => {
    const portal = await startPortal();
    try {
      expect(portal.sandbox!.state.settings).toMatchObject({ platformVersion: '23.6.301', underAdviceField: true });
    } finally {
      await portal.close();
    }
  });
});
