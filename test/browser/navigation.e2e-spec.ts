import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  CODE,
  expectAccessible,
  newPageCookiesAccepted,
  PASSWORD,
  screenshot,
  useRig,
} from './support/browser-harness';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const MESSAGES = '/core/clients/documents-and-messages/';

/**
 * Moving around the portal (spec 1 §2.1, §2.6, §4.1): deep links kept through sign-in, focus on the
 * new page's heading, the phone Back button, and the review prompt beside the footer.
 */
describe('moving around the portal in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  jest.setTimeout(90_000);

  async function openPage(viewport = DESKTOP): Promise<Page> {
    const { page } = await newPageCookiesAccepted(rig, viewport);
    return page;
  }

  /** Signs in on the login page itself, as a user would, answering the code when asked. */
  async function signInOnLoginPage(page: Page, username: string, tab: 'Client' | 'Adviser' = 'Client'): Promise<void> {
    if (!/\/core\/login/.test(page.url())) await page.goto('/core/login');
    await page.getByLabel('Username').waitFor();
    if (tab === 'Adviser') await page.getByRole('tab', { name: 'Adviser' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  const focusedHeading = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.tagName === 'H1' && !!el.closest('main') ? el.textContent : null;
    });
  const announced = (page: Page) => page.locator('.shell > [role="status"]').textContent();

  describe('deep links', () => {
    it('keeps a page asked for while signed out through every sign-in step (farah and her code)', async () => {
      const page = await openPage();
      await page.goto(`${MESSAGES}?compose=true`);
      await page.waitForURL(/\/core\/login$/);
      await signInOnLoginPage(page, 'farah');
      await page.getByRole('heading', { level: 1, name: 'Enter your security code' }).waitFor();
      await page.getByLabel('Security code').fill(CODE);
      await page.getByRole('button', { name: 'Authenticate and continue' }).click();
      await page.waitForURL((url) => url.pathname === MESSAGES && url.search === '?compose=true');
      await page.getByRole('heading', { level: 1, name: 'Messages and documents' }).waitFor();
      // Used once: the next sign-in lands as usual.
      expect(await page.evaluate(() => sessionStorage.getItem('requested-path'))).toBeNull();
    });

    it('takes the normal landing when the role or access level does not allow the page', async () => {
      const dmitri = await openPage();
      await dmitri.goto('/core/clients/home/');
      await dmitri.waitForURL(/\/core\/login$/);
      await signInOnLoginPage(dmitri, 'dmitri');
      await dmitri.waitForURL(/documents-and-messages\/$/);

      const adviser = await openPage();
      await adviser.goto(MESSAGES);
      await adviser.waitForURL(/\/core\/login$/);
      await signInOnLoginPage(adviser, 'adviser', 'Adviser');
      await adviser.waitForURL(/\/core\/advisers\/client-list\/$/);
    });

    it('never follows an absolute or protocol-relative URL', async () => {
      for (const planted of [
        '//evil.example/core/clients/home/',
        'https://evil.example/core/clients/home/',
        '/core/../elsewhere',
      ]) {
        const page = await openPage();
        await page.goto('/core/login');
        await page.getByLabel('Username').waitFor();
        await page.evaluate((path) => sessionStorage.setItem('requested-path', path), planted);
        await signInOnLoginPage(page, 'amelia');
        await page.waitForURL(/\/core\/clients\/home\/$/);
        expect(new URL(page.url()).origin).toBe(rig.baseUrl);
      }
    });
  });

  describe('focus', () => {
    it('goes to the heading of the new page after sign-in and after choosing a page, and the title is announced', async () => {
      const page = await openPage();
      await signInOnLoginPage(page, 'amelia');
      await page.waitForURL(/\/core\/clients\/home\/$/);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await focusedHeading(page)).toMatch(/^Welcome/);
      await page.waitForFunction(
        () => document.querySelector('.shell > [role="status"]')?.textContent === 'Home | Client Online',
      );

      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: /^Messages and documents/ })
        .click();
      await page.waitForURL(/documents-and-messages\/$/);
      await page.waitForFunction(
        () =>
          document.activeElement?.textContent === 'Messages and documents' && document.activeElement.tagName === 'H1',
      );
      await page.waitForFunction(
        () =>
          document.querySelector('.shell > [role="status"]')?.textContent === 'Messages and documents | Client Online',
      );

      await page.getByRole('button', { name: 'My Account' }).click();
      await page.getByRole('link', { name: 'Change password' }).click();
      await page.waitForFunction(
        () => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Change password',
      );
      expect(await announced(page)).not.toBeNull();

      // The firm's own pages from the main menu, outside the shell, do the same.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
      await page.waitForURL(/\/core\/about-us$/);
      await page.waitForFunction(
        () => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'About us',
      );
      await page.waitForFunction(
        () => document.querySelector('.site-page > [role="status"]')?.textContent === 'About us | Client Online',
      );
    });

    it('stays at the start of a page opened afresh, so the skip link comes first', async () => {
      const page = await openPage();
      await signInOnLoginPage(page, 'amelia');
      await page.waitForURL(/\/core\/clients\/home\/$/);
      await page.goto('/core/clients/');
      await page.waitForURL(/\/core\/clients\/home\/$/);
      await page.locator('main#main h1').waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    });
  });

  describe('the phone Back button', () => {
    const back = (page: Page) => page.locator('.main-nav__back');

    it('is not offered on a landing page, where it would leave the portal (dmitri)', async () => {
      const page = await openPage(PHONE);
      await page.goto('about:blank');
      await signInOnLoginPage(page, 'dmitri');
      await page.waitForURL(/documents-and-messages\/$/);
      await page.locator('main#main h1').waitFor();
      expect(await back(page).count()).toBe(0);
      await screenshot(page, 'navigation-dmitri-landing-360');
    });

    it('steps back through portal pages only, with a chevron icon', async () => {
      const page = await openPage(PHONE);
      await signInOnLoginPage(page, 'amelia');
      await page.waitForURL(/\/core\/clients\/home\/$/);
      await page.locator('main#main h1').waitFor();
      expect(await back(page).count()).toBe(0);

      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: /^Messages and documents/ })
        .click();
      await page.waitForURL(/documents-and-messages\/$/);
      await back(page).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Messages and documents' }).waitFor();
      // The button holds its label whole, and nothing in the bar overflows it.
      expect(await back(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // A drawn chevron (an icon of its own size), not a squashed border.
      const icon = await back(page)
        .locator('svg')
        .evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          return { width: box.width, height: box.height, path: svg.querySelector('path')?.getAttribute('d') ?? '' };
        });
      expect(icon).toEqual({ width: 16, height: 16, path: expect.stringMatching(/^M/) });
      const button = await back(page).boundingBox();
      expect(button!.height).toBeGreaterThanOrEqual(44);
      await screenshot(page, 'navigation-back-button-360');
      await expectAccessible(page);

      await back(page).click();
      await page.waitForURL(/\/core\/clients\/home\/$/);
      await page.locator('main#main h1').waitFor();
      expect(await back(page).count()).toBe(0);
    });
  });

  describe('prompts and the footer', () => {
    async function reviewPrompt(viewport: { width: number; height: number }): Promise<Page> {
      const page = await openPage(viewport);
      await signInOnLoginPage(page, 'amelia');
      await page.waitForURL(/\/core\/clients\/home\/$/);
      await page.getByRole('status').filter({ hasText: 'Your annual review' }).waitFor();
      await page.locator('main#main h1').waitFor();
      // Sections still loading (the assets summary) would grow the page after the scroll.
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
        timeout: 60_000,
      });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
      return page;
    }

    /** Nothing of the footer lies under the toasts, with the page scrolled to its end. */
    async function expectFooterUncovered(page: Page): Promise<void> {
      const overlap = await page.evaluate(() => {
        const toasts = document.querySelector('.toasts--in-shell')!.getBoundingClientRect();
        const parts = Array.from(document.querySelectorAll('.site-footer img, .site-footer a, .site-footer p'));
        return parts
          .map((el) => ({ el: el.textContent || el.getAttribute('alt'), box: el.getBoundingClientRect() }))
          .filter(
            ({ box }) =>
              box.left < toasts.right && box.right > toasts.left && box.top < toasts.bottom && box.bottom > toasts.top,
          )
          .map(({ el }) => el);
      });
      expect(overlap).toEqual([]);
    }

    /** The prompt's controls are the last stops in the tab order before the main content (it sits below the top bar). */
    async function expectPromptBeforeMain(page: Page): Promise<void> {
      const previous = await page.evaluate(() => {
        const main = document.getElementById('main')!;
        const tabbable = Array.from(
          document.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        ).filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed');
        const before = tabbable.filter(
          (el) => (main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0 && !el.contains(main),
        );
        return before[before.length - 1]?.closest('.toast')?.textContent ?? null;
      });
      expect(previous).toContain('Your annual review');
    }

    it('keeps the footer clear at 1280 px, the prompt coming before the main content', async () => {
      const page = await reviewPrompt(DESKTOP);
      await expectFooterUncovered(page);
      await expectPromptBeforeMain(page);
      await screenshot(page, 'navigation-review-prompt-footer-1280');
      await expectAccessible(page);
    });

    it('at 360 px the passing toasts float (seen where they appear), the prompt comes before the main content, and the footer stays clear', async () => {
      const page = await reviewPrompt(PHONE);
      expect(await page.locator('.toasts--in-shell').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      await expectFooterUncovered(page);
      await expectPromptBeforeMain(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'navigation-review-prompt-footer-360');
    });
  });
});
