import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  screenshot,
  signIn,
  startRig,
  useRig,
} from './support/browser-harness';
import { afterNextPaint } from './support/after-next-paint';

const CONTACT = '/core/clients/adviser-details/';
const VIEWS = '/core/clients/portal-views/';
const PHONE = { width: 360, height: 740 };

/** The demo site file with other settings (the contact type). */
function siteConfigWith(settings: Record<string, unknown>): string {
  const file = JSON.parse(readFileSync(join(__dirname, '../../adapters/site-config/demo-site-config.json'), 'utf8'));
  Object.assign(file.settings, settings);
  const path = join(mkdtempSync(join(tmpdir(), 'contact-browser-')), 'site.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}

async function openContact(page: Page): Promise<void> {
  await page.goto(CONTACT);
  await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await closePrompt(page);
}

describe('contact us and the view-as log in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it("amelia opens Contact us from the menu: the general card, her adviser's card with call links and photo, Important information", async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto('/core/clients/home/');
    await closePrompt(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Contact us' }).first().click();
    await page.waitForURL(/\/core\/clients\/adviser-details\/$/);
    await page.getByRole('article', { name: 'Sarah Whitfield' }).waitFor();
    await closePrompt(page);
    const card = page.getByRole('article', { name: 'Sarah Whitfield' });
    const phone = card.getByRole('link', { name: '0117 496 0001' });
    expect(await phone.getAttribute('href')).toBe('tel:+441174960001');
    expect(await card.getByRole('link', { name: 'sarah.whitfield@harbourvale.example' }).getAttribute('href')).toBe(
      'mailto:sarah.whitfield@harbourvale.example',
    );
    expect(await card.getByText(/01632|07700/).count()).toBe(0);
    const photo = card.getByRole('img', { name: 'Sarah Whitfield' });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.getAttribute('src')).not.toContain('planning');
    const map = card.getByRole('link', { name: /Show on map/ });
    expect(await map.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Harbour%20House/,
    );
    expect(await map.getAttribute('rel')).toContain('noopener');
    await page.getByRole('article', { name: 'Harbour & Vale Client Services' }).waitFor();
    const info = page.getByRole('region', { name: 'Important information' });
    await info.getByRole('link', { name: 'Privacy policy' }).waitFor();
    await info.getByText('Authorised and regulated by the Financial Conduct Authority.').waitFor();
    expect(await page.title()).toBe('Contact us | Client Online');

    // A phone link is a real tel: link the keyboard reaches; following it hands the number to the dialler
    // and leaves the page where it was.
    await phone.focus();
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.href)).toBe(
      'tel:+441174960001',
    );
    const navigations: string[] = [];
    page.on('request', (r) => void (r.isNavigationRequest() && /^https?:/.test(r.url()) && navigations.push(r.url())));
    await page.keyboard.press('Enter');
    // A page to go to would have been asked for by the time the page has drawn its next frames.
    await afterNextPaint(page);
    expect(navigations).toEqual([]);
    expect(page.url()).toMatch(/\/core\/clients\/adviser-details\/$/);
    await card.waitFor();
    await screenshot(page, 'adviser-details-1280');
    await expectAccessible(page);
  });

  it('fits a 360 px screen with nothing cut off', async () => {
    const { page } = await newPage(rig, PHONE);
    await signIn(page, 'amelia', { acceptCookies: true });
    await openContact(page);
    await page.getByRole('region', { name: 'Important information' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'adviser-details-360');
    await expectAccessible(page);
  });

  it("shows the home page's 'Your adviser' block with a link to the contact page", async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto('/core/clients/home/');
    const block = page.getByRole('region', { name: 'Your adviser' });
    await block.getByText('Sarah Whitfield').waitFor();
    await closePrompt(page);
    expect(await block.getByRole('link', { name: '0117 496 0001' }).getAttribute('href')).toBe('tel:+441174960001');
    await block.scrollIntoViewIfNeeded();
    await screenshot(page, 'adviser-details-home-block');
    await block.getByRole('link', { name: 'All contact details' }).click();
    await page.waitForURL(/\/core\/clients\/adviser-details\/$/);
  });

  it('after the adviser opens amelia and reads a document, amelia sees them under Who has viewed my portal', async () => {
    const adviser = await newPage(rig);
    await signIn(adviser.page, 'adviser', { tab: 'adviser', acceptCookies: true });
    await adviser.page.goto('/core/advisers/client-list/');
    await adviser.page.getByLabel('Client name').fill('Amelia');
    await adviser.page.getByRole('button', { name: 'Search' }).click();
    await adviser.page.getByRole('button', { name: 'Amelia Hartley' }).click();
    await adviser.page.waitForURL(/\/core\/clients\/home\/$/);
    const subject = await adviser.page.evaluate(async () => {
      const list = await (await fetch('/api/messages?folder=inbox', { credentials: 'same-origin' })).json();
      return (await (await fetch(`/api/messages/${list.items[0].id}`, { credentials: 'same-origin' })).json())
        .subject as string;
    });
    // The adviser is refused the log, even with amelia in context.
    expect(
      await adviser.page.evaluate(
        async () => (await fetch('/api/portal-views', { credentials: 'same-origin' })).status,
      ),
    ).toBe(403);
    await adviser.page.goto(VIEWS);
    await adviser.page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await adviser.context.close();

    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto('/core/clients/home/');
    await closePrompt(page);
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('link', { name: 'Who has viewed my portal' }).click();
    await page.waitForURL(/\/core\/clients\/portal-views\/$/);
    const list = page.getByRole('list', { name: 'Who has viewed my portal' });
    await list.waitFor();
    const items = list.getByRole('listitem');
    expect(await items.nth(0).textContent()).toContain(`Read "${subject}"`);
    expect(await items.nth(1).textContent()).toContain('Opened your portal');
    expect(await items.nth(1).textContent()).toContain('Sarah Whitfield');
    await screenshot(page, 'portal-views-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'portal-views-360');
    await expectAccessible(page);
  });
});

describe('contact us by contact type in Chromium', () => {
  it('GeneralContactDetails shows the general card and no adviser card', async () => {
    const rig = await startRig({ siteConfigPath: siteConfigWith({ adviserContactType: 'GeneralContactDetails' }) });
    try {
      const { context, page } = await newPage(rig);
      await signIn(page, 'amelia', { acceptCookies: true });
      await openContact(page);
      await page.getByRole('article', { name: 'Harbour & Vale Client Services' }).waitFor();
      expect(await page.getByRole('article', { name: 'Sarah Whitfield' }).count()).toBe(0);
      expect(await page.getByText('Your adviser details are not available.').count()).toBe(0);
      await context.close();
    } finally {
      await rig.close();
    }
  }, 60_000);

  it("AdviserDetails shows adviser2's client Tom Ashcroft's card with the fallback icon and no general card", async () => {
    const rig = await startRig({ siteConfigPath: siteConfigWith({ adviserContactType: 'AdviserDetails' }) });
    try {
      const { context, page } = await newPage(rig);
      await signIn(page, 'adviser2', { tab: 'adviser', acceptCookies: true });
      const clientId = await page.evaluate(
        async () =>
          (await (await fetch('/api/advisers/clients', { credentials: 'same-origin' })).json()).rows[0].id as number,
      );
      await page.evaluate(async (id) => {
        const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
        await fetch('/api/advisers/client-in-context', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
          body: JSON.stringify({ clientId: id }),
        });
      }, clientId);
      await openContact(page);
      const card = page.getByRole('article', { name: 'Tom Ashcroft' });
      await card.waitFor();
      expect(await card.getByRole('img').count()).toBe(0);
      expect(await card.locator('svg.adviser-card__icon').count()).toBe(1);
      expect(await page.getByRole('article', { name: 'Harbour & Vale Client Services' }).count()).toBe(0);
      await screenshot(page, 'adviser-details-fallback-icon');
      await expectAccessible(page);
      await context.close();
    } finally {
      await rig.close();
    }
  }, 60_000);
});
