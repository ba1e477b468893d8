import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused } from '../support/refusals';
import { AMELIA } from '../support/signing-api';
import { first } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const URL = '/api/adviser-details';

/** The demo site file with other settings, for the contact types. */
function siteConfigWith(settings: Record<string, unknown>): string {
  const file = JSON.parse(readFileSync(join(__dirname, '../../adapters/site-config/demo-site-config.json'), 'utf8'));
  Object.assign(file.settings, settings);
  const path = join(mkdtempSync(join(tmpdir(), 'contact-')), 'site.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}

/** The adviser details page (spec 3 §2, §3, §8) for each persona. */
describe('adviser details', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it("gives amelia her adviser's card with work phones and the work e-mail only, the general card and the policy links", async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const body = (await amelia.get(URL).expect(200)).body;
    expect(body.contactType).toBe('both');
    expect(body.heading).toBe('Contact us');
    expect(body.general.name).toBe('Harbour & Vale Client Services');
    expect(body.general.phone).toEqual({ display: '0800 000 0000', href: 'tel:08000000000' });
    expect(body.notAvailable).toBeNull();
    expect(body.advisers).toHaveLength(1);
    const card = body.advisers[0];
    expect(card.name).toBe('Sarah Whitfield');
    expect(card.roleDescription).toBe('Chartered Financial Planner');
    // Two work phones (preferred first), no home phone (01632…) or mobile (07700…).
    expect(card.phones.map((p: { href: string }) => p.href)).toEqual(['tel:+441174960001', 'tel:+448000460001']);
    expect(card.email).toEqual({
      display: 'sarah.whitfield@harbourvale.example',
      href: 'mailto:sarah.whitfield@harbourvale.example',
    });
    expect(JSON.stringify(body)).not.toMatch(/01632|07700|home\.example/);
    expect(card.addressLines).toEqual(['Harbour House', '12 Quay Street', 'Bristol', 'BS1 4DJ', 'United Kingdom']);
    expect(card.mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Harbour House, 12 Quay Street, Bristol, BS1 4DJ, United Kingdom')}`,
    );
    expect(card.photoUrl).toBe(`/api/adviser-details/advisers/${card.id}/photo`);
    expect(body.importantInformation.heading).toBe('Important information');
    expect(body.importantInformation.links.map((l: { to: string }) => l.to)).toEqual([
      '/about-us',
      '/our-services',
      '/privacy-policy',
      '/cookie-policy',
      '/site-terms-view',
    ]);
    expect(body.importantInformation.copyrightHtml).toContain('Harbour &amp; Vale Wealth Ltd');
  });

  it('serves the photo through the portal, never naming the platform path, and refuses another adviser id', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const card = (await amelia.get(URL).expect(200)).body.advisers[0];
    const photo = await amelia.get(card.photoUrl).buffer(true).expect(200);
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(photo.headers['content-security-policy']).toContain('sandbox');
    expect(photo.body.toString()).toContain('SW');
    expect(JSON.stringify((await amelia.get(URL)).body)).not.toContain('planning/');
    await amelia.get(`/api/adviser-details/advisers/${card.id + 1}/photo`).expect(404);
  });

  it('gives the adviser with amelia in context the same card; refuses them with no client in context', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await adviser.get(URL).expect(403);
    await chooseClient(adviser, AMELIA);
    const body = (await adviser.get(URL).expect(200)).body;
    expect(body.advisers.map((a: { name: string }) => a.name)).toEqual(['Sarah Whitfield']);
    await adviser.get(body.advisers[0].photoUrl).expect(200);
  });

  it('shows adviser2 his own client a card without a photo (the fallback icon), and refuses him amelia', async () => {
    const other = await signedIn(portal.server, 'adviser2', 'adviser');
    const rows = (await other.get('/api/advisers/clients').expect(200)).body.rows as { id: number }[];
    await chooseClient(other, first(rows).id);
    const card = (await other.get(URL).expect(200)).body.advisers[0];
    expect(card.name).toBe('Tom Ashcroft');
    expect(card.photoUrl).toBeNull();
    expect(card.phones).toHaveLength(1);
    await other.get(`/api/adviser-details/advisers/${card.id}/photo`).expect(404);
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(URL));
  });

  it('refuses anyone signed out', async () => {
    await new Browser(portal.server).get(URL).expect(401);
    await new Browser(portal.server).get('/api/adviser-details/advisers/1001/photo').expect(401);
  });

  it.each(['dmitri', 'carla'])(
    'lets %s (below Portfolio) see the page: it has no access-level rule',
    async (username) => {
      const b = await signedIn(portal.server, username);
      expect((await b.get(URL).expect(200)).body.advisers).toHaveLength(1);
    },
  );
});

describe('adviser details by contact type', () => {
  it('GeneralContactDetails: the general card only', async () => {
    const portal = await startPortal({
      siteConfigPath: siteConfigWith({ adviserContactType: 'GeneralContactDetails' }),
    });
    try {
      const amelia = await signedIn(portal.server, 'amelia');
      const body = (await amelia.get(URL).expect(200)).body;
      expect([body.contactType, body.showAdvisers, body.advisers, body.notAvailable]).toEqual([
        'generalContactDetails',
        false,
        [],
        null,
      ]);
      expect(body.general.name).toBe('Harbour & Vale Client Services');
    } finally {
      await portal.close();
    }
  });

  it('AdviserDetails: the adviser cards only', async () => {
    const portal = await startPortal({ siteConfigPath: siteConfigWith({ adviserContactType: 'AdviserDetails' }) });
    try {
      const amelia = await signedIn(portal.server, 'amelia');
      const body = (await amelia.get(URL).expect(200)).body;
      expect([body.contactType, body.general, body.advisers.length]).toEqual(['adviserDetails', null, 1]);
    } finally {
      await portal.close();
    }
  });
});
