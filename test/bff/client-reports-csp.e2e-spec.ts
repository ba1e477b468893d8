import { SiteConfigPort } from '../../application/ports/site-config.port';
import { chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { present } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const scriptSrc = (csp: string | undefined) => {
  const m = /script-src ([^;]*)/.exec(csp ?? '');
  return m ? present(m[1], 'the script-src sources').trim().split(/\s+/) : undefined;
};

/** The client-reports widget (spec 3 §2): off by default; configured, its origin alone joins script-src. */
describe('client-reports widget and the Content-Security-Policy', () => {
  describe('not configured (the default)', () => {
    let portal: Portal;
    beforeAll(async () => {
      portal = await startPortal();
    });
    afterAll(() => portal.close());

    it("allows scripts from the portal's own origin only, and reports the widget off", async () => {
      const b = await signedIn(portal.server, 'amelia');
      const page = await b.get('/core/');
      expect(scriptSrc(page.headers['content-security-policy'])).toEqual(["'self'"]);
      expect((await b.get('/api/valuation/client-reports').expect(200)).body).toEqual({
        enabled: false,
        scriptUrl: null,
      });
    });
  });

  describe('configured', () => {
    let portal: Portal;
    const URL_ = 'https://reports.cdn.example.com/widget/v2/client-reports.js';
    beforeAll(async () => {
      portal = await startPortal({ clientReportsScriptUrl: URL_ });
    });
    afterAll(() => portal.close());

    it("adds exactly the widget's origin to script-src, and nothing else", async () => {
      const b = await signedIn(portal.server, 'amelia');
      const res = await b.get('/core/');
      expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'", 'https://reports.cdn.example.com']);
      expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    });

    it('keeps the widget off while the use-client-reports toggle is off (the demo settings)', async () => {
      const b = await signedIn(portal.server, 'amelia');
      expect((await b.get('/api/valuation/client-reports').expect(200)).body).toEqual({
        enabled: false,
        scriptUrl: null,
      });
    });

    it('turns the widget on with the toggle, for a client and an adviser with a client in context; refuses below Assets', async () => {
      // The settings file is read once and kept: turning the toggle on in it is what an operator's edit and restart would do.
      const file = await portal.app.get(SiteConfigPort).load();
      const toggle = file.featureToggles.find((t) => t.name === 'use-client-reports')!;
      toggle.enabled = true;
      try {
        const amelia = await signedIn(portal.server, 'amelia');
        expect((await amelia.get('/api/valuation/client-reports').expect(200)).body).toEqual({
          enabled: true,
          scriptUrl: URL_,
        });
        const adviser = await signedIn(portal.server, 'adviser', 'adviser');
        await chooseClient(adviser, 10001);
        expect((await adviser.get('/api/valuation/client-reports').expect(200)).body.enabled).toBe(true);
        await (await signedIn(portal.server, 'dmitri')).get('/api/valuation/client-reports').expect(403);
      } finally {
        toggle.enabled = false;
      }
    });
  });

  it('refuses a script URL that is not https (or http on this machine)', async () => {
    const portal = await startPortal({ clientReportsScriptUrl: 'http://evil.example.com/x.js' });
    try {
      const res = await (await signedIn(portal.server, 'amelia')).get('/core/');
      expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'"]);
    } finally {
      await portal.close();
    }
  });
});
