import { PAGE_NOT_FOUND_HEADING, PAGE_NOT_FOUND_MESSAGE } from '../../domain/access/page-access';
import { type BrowserRig, expectAccessible, newPage, screenshot, signIn, useRig } from './support/browser-harness';

const PHONE = { width: 360, height: 740 };

describe('site pages in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it('shows the site terms to anyone, with a back link to login', async () => {
    const { page } = await newPage(rig);
    await page.goto('/core/site-terms-view');
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    await page.getByText('By signing in you agree to use Client Online for your own accounts only').waitFor();
    expect(await page.title()).toBe('Terms of use | Client Online');
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/core/login');
    await screenshot(page, 'site-pages-terms');
    await expectAccessible(page);
  });

  it('sends the site terms back link to the clients area for a client and to the client list for an adviser', async () => {
    const client = await newPage(rig);
    await signIn(client.page, 'amelia', { acceptCookies: true });
    await client.page.goto('/core/site-terms-view');
    await client.page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    await client.page.getByRole('link', { name: 'Back', exact: true }).click();
    await client.page.waitForURL(/\/core\/clients\/home\/$/);
    await client.context.close();

    const adviser = await newPage(rig);
    await signIn(adviser.page, 'adviser', { tab: 'adviser', acceptCookies: true });
    await adviser.page.goto('/core/site-terms-view');
    await adviser.page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    expect(await adviser.page.getByRole('link', { name: 'Back', exact: true }).getAttribute('href')).toBe(
      '/core/advisers/client-list/',
    );
  });

  it('shows a configured text page, also on a 360 px screen', async () => {
    const { page } = await newPage(rig, PHONE);
    await page.goto('/core/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page
      .getByText('We hold your information to provide advice and services to you, and never sell it.')
      .waitFor();
    expect(await page.title()).toBe('Privacy policy | Client Online');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'site-pages-text-page-360');
    await expectAccessible(page);
  });

  it('answers an unknown text segment with Page Not Found (the catch-all)', async () => {
    const { page } = await newPage(rig);
    await page.goto('/core/no-such-text-page');
    await page.getByRole('heading', { level: 1, name: PAGE_NOT_FOUND_HEADING }).waitFor();
    await page.getByText(PAGE_NOT_FOUND_MESSAGE).waitFor();
    expect(await page.title()).toBe(`${PAGE_NOT_FOUND_HEADING} | Client Online`);
    await screenshot(page, 'site-pages-not-found');
    await expectAccessible(page);
    // Anonymous: the return link leads to the login page.
    await page.getByRole('link', { name: 'Return to Client Online' }).click();
    await page.waitForURL(/\/core\/login/);
  });

  it('shows the maintenance page to anyone, at /core/maintenance and /core/maintenance/', async () => {
    const { page } = await newPage(rig, PHONE);
    for (const path of ['/core/maintenance', '/core/maintenance/']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: "We'll be back soon" }).waitFor();
    }
    await screenshot(page, 'site-pages-maintenance-360');
    await expectAccessible(page);
  });
});
