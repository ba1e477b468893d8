import { readFileSync } from 'node:fs';
import { DEMO_SITE_CONFIG_PATH } from '../../adapters/site-config/file-site-config.adapter';
import { signedIn, startPortal, type Browser } from '../support/portal-harness';
import { list, REQ, req, type Portal } from '../support/signing-api';

/** The sandbox's signing document comes from the site's own firm, in the portal's type (not the browser's default serif). */
describe("the sandbox's signing document", () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  it("names the site's firm (branding.firmName) and sets the portal's sans-serif type", async () => {
    const firm = (
      JSON.parse(readFileSync(DEMO_SITE_CONFIG_PATH, 'utf8')) as { settings: { branding: { firmName: string } } }
    ).settings.branding.firmName;
    const item = (await list(amelia)).items.find((i) => i.id === REQ.awaiting)!;
    const res = await amelia
      .get(req(REQ.awaiting, '/content'))
      .buffer(true)
      .parse((r, done) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString('utf8')));
        r.on('end', () => done(null, body));
      });
    expect(res.status).toBe(200);
    const html = res.body as string;
    const escaped = firm.replace(/&/g, '&amp;');
    expect(html).toContain(`Between ${escaped} and Amelia Hartley.`);
    expect(html).toContain(`<h1>${item.title}</h1>`);
    expect(html).not.toMatch(/Hartley &amp; Co|Hartley & Co/);
    expect(html).toMatch(/<style>[^<]*font-family:system-ui[^<]*sans-serif/);
  });
});
