import type { Page } from 'playwright-core';
import { ACCESS_DENIED_MESSAGE, PAGE_NOT_FOUND_HEADING, PAGE_NOT_FOUND_MESSAGE } from '../../domain/access/page-access';
import { SPEAK_TO_ADVISER_BUTTON, SPEAK_TO_ADVISER_CONFIRMATION } from '../../domain/session/notification-prompts';
import {
  acceptCookies,
  type BrowserRig,
  expectAccessible,
  newPage,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';
import { afterNextPaint } from './support/after-next-paint';

const AMELIA = 10001;
const PHONE = { width: 360, height: 740 };

/** A request from inside the page, with the session's anti-forgery token. */
async function pageApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      const res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );
}

/** The shell and its page are in: the main region holds the page's heading (not a loading spinner). */
const shellReady = async (page: Page) => {
  await page.locator('main#main').waitFor();
  await page.locator('main#main h1').first().waitFor();
};

describe('the signed-in shell in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it('gives amelia the top bar: skip link, Home, Messages and documents, My Account, and Log out', async () => {
    const { page } = await newPage(rig);
    const cspViolations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && cspViolations.push(m.text()));
    await signIn(page, 'amelia');
    await acceptCookies(page);
    await page.goto('/core/clients/');
    await page.waitForURL(/\/core\/clients\/home\/$/);
    await shellReady(page);

    // The skip link is the first stop and moves focus to the main region.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await screenshot(page, 'shell-amelia-home');
    await expectAccessible(page);

    const quick = page.getByRole('navigation', { name: 'Quick links' });
    expect(await quick.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await quick.getByRole('link', { name: /^Messages and documents/ }).getAttribute('href')).toBe(
      '/core/clients/documents-and-messages/',
    );
    const main = page.getByRole('navigation', { name: 'Main' });
    // spec 1 §2.6: the main navigation carries the firm's own pages; nothing repeats the top bar.
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'Analysis',
      'Balance sheet',
      'Valuation report',
      'About us',
      'Our services',
      'Contact us',
    ]);
    const topBarLabels = (await quick.getByRole('link').allInnerTexts()).map((t) => t.trim());
    expect(topBarLabels.filter((label) => ['About us', 'Our services'].includes(label))).toEqual([]);

    const account = page.getByRole('button', { name: 'My Account' });
    await account.click();
    await page.locator('.account-menu__button[aria-expanded="true"]').waitFor();
    await page.getByRole('link', { name: 'Change password' }).waitFor();
    expect(await page.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/core/clients/change-password/',
    );
    // No axe run with the menu open: the open panel lies over the main menu, which axe's target-size
    // rule reports for the links underneath; the closed page is checked above.
    await screenshot(page, 'shell-amelia-my-account');
    await page.keyboard.press('Escape');
    await page.locator('.account-menu__button[aria-expanded="false"]').waitFor();
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);

    await quick.getByRole('link', { name: /^Messages and documents/ }).click();
    await page.waitForURL(/documents-and-messages\/$/);
    await quick.locator('a[aria-current="page"]', { hasText: 'Messages and documents' }).waitFor();

    // The messages page settles first (its reads move focus into the page as they land, which closes an open menu).
    await page.locator('main').getByRole('heading', { level: 1 }).first().waitFor();
    const logOut = page.getByRole('button', { name: 'Log out' });
    for (let attempt = 0; attempt < 3 && !(await logOut.isVisible()); attempt++) {
      if ((await account.getAttribute('aria-expanded')) !== 'true') await account.click();
      await logOut.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    await logOut.click();
    await page.waitForURL(/\/core\/login\/\?reason=UserLoggedOut$/);
    await page
      .getByText(/logged out/i)
      .first()
      .waitFor();
    expect(cspViolations).toEqual([]);
    expect(await page.evaluate(async () => (await fetch('/api/session')).status)).toBe(401);
  }, 60_000);

  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    // Before the test below, which has amelia follow her review up (the prompt then stays away).
    it(`keeps amelia's review prompt in the flow of a long page at ${viewport.width} px, covering nothing of it`, async () => {
      const { context, page } = await newPage(rig, viewport);
      await signIn(page, 'amelia');
      await acceptCookies(page);
      await page.goto('/core/clients/home/');
      const prompt = page.getByRole('status').filter({ hasText: 'Your annual review' });
      await prompt.waitFor();
      await page.getByTestId('total-value').waitFor();
      // A long page: the home dashboard is taller than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(viewport.height);
      /** The part of the main region the prompt lies over, in page coordinates, at a scroll position. */
      const overlapAt = (y: number) =>
        page.evaluate((y) => {
          window.scrollTo(0, y);
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right };
          };
          const p = box(
            Array.from(document.querySelectorAll('.toast')).find((t) => t.textContent?.includes('Your annual review'))!,
          );
          const m = box(document.getElementById('main')!);
          const w = Math.max(0, Math.min(p.right, m.right) - Math.max(p.left, m.left));
          const h = Math.max(0, Math.min(p.bottom, m.bottom) - Math.max(p.top, m.top));
          return w * h;
        }, y);
      expect(await overlapAt(0)).toBe(0);
      expect(await overlapAt(400)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('group', { name: /^Portfolio value/ }).waitFor();
      await screenshot(page, `shell-review-prompt-long-page-${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);
      await context.close();
    });
  }

  it("shows amelia's review prompt; 'I'd rather speak to my adviser' records it and confirms", async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia');
    await acceptCookies(page);
    await page.goto('/core/clients/home/');
    const prompt = page.getByRole('status').filter({ hasText: 'Your annual review' });
    await prompt.waitFor();
    // spec 1 §4.5: the review prompt offers its journey; the review's own suite follows it through.
    expect(await prompt.getByRole('button', { name: 'Start review' }).count()).toBe(1);
    await screenshot(page, 'shell-review-prompt');
    await expectAccessible(page);
    await prompt.getByRole('button', { name: SPEAK_TO_ADVISER_BUTTON }).click();
    await page.getByText(SPEAK_TO_ADVISER_CONFIRMATION).waitFor();
    await prompt.waitFor({ state: 'detached' });
    const config = await page.evaluate(async () => (await fetch('/api/notifications/config')).json());
    expect(config.reviewStatus).toBe('FollowUpRequired');
    // Once followed up, the prompt does not come back.
    // The prompt would come once the page has read the notification config again: wait for that
    // answer and for the page to have drawn what follows from it.
    const configRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/config');
    await page.reload();
    await (await configRead).finished();
    await shellReady(page);
    await afterNextPaint(page);
    // Exactly the prompt's title: amelia's messages on the home page also speak of her annual review.
    expect(await page.getByText('Your annual review', { exact: true }).count()).toBe(0);
  });

  it('gives carla (Assets level) at 360 px a Menu that holds Home, as every client has', async () => {
    const { page } = await newPage(rig, PHONE);
    await signIn(page, 'carla');
    await acceptCookies(page);
    await page.goto('/core/clients/documents-and-messages/');
    await shellReady(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    await screenshot(page, 'shell-carla-messages-360');
    await menu.click();
    await page.locator('.main-nav__toggle[aria-expanded="true"]').waitFor();
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    expect(await home.isVisible()).toBe(true);
    await screenshot(page, 'shell-carla-menu-open-360');
    await expectAccessible(page);
    await home.click();
    await page.waitForURL(/\/core\/clients\/home\/$/);
    await page.getByRole('heading', { level: 2, name: 'Your assets' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("shows an adviser 'Viewing Amelia Hartley'; following it returns to the client list", async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'adviser', { tab: 'adviser' });
    await acceptCookies(page);
    expect(await pageApi(page, 'POST', '/api/advisers/client-in-context', { clientId: AMELIA })).toBe(200);
    await page.goto('/core/clients/');
    await page.waitForURL(/\/core\/clients\/home\/$/);
    const viewing = page.getByRole('link', { name: 'Viewing Amelia Hartley' });
    await viewing.waitFor();
    // The client's own prompts are never the adviser's (the page may still name the review elsewhere, as the client's content).
    await page.locator('main').waitFor();
    expect(
      await page.locator('.toasts-pinned .toast, .toasts .toast').filter({ hasText: 'Your annual review' }).count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('link', { name: 'Change password' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await screenshot(page, 'shell-adviser-viewing-client');
    await expectAccessible(page);
    await viewing.click();
    await page.waitForURL(/\/core\/advisers\/client-list\/$/);
    expect(await page.getByRole('link', { name: /^Viewing/ }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const session = await page.evaluate(async () => (await fetch('/api/session')).json());
    expect(session.clientInContext).toBeNull();
  });

  it('shows Access Denied to dmitri (Messages level) on the home page', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'dmitri');
    await acceptCookies(page);
    await page.goto('/core/clients/');
    await page.waitForURL(/documents-and-messages\/$/);
    await page.goto('/core/clients/home/');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.getByText(ACCESS_DENIED_MESSAGE).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Client Online' }).getAttribute('href')).toBe(
      '/core/clients/',
    );
    expect(await page.title()).toBe('Access Denied | Client Online');
    // Home is not in a Messages-level top bar, and the firm's pages (url entries) are for Portfolio clients:
    // the main menu holds only Contact us, which has no access-level rule.
    expect(
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Home' }).count(),
    ).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
      'Contact us',
    ]);
    await screenshot(page, 'shell-access-denied');
    await expectAccessible(page);
  });

  it('shows Page Not Found inside the shell and at the top level', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia');
    await acceptCookies(page);
    await page.goto('/core/clients/nothing-here/');
    await page.getByRole('heading', { level: 1, name: PAGE_NOT_FOUND_HEADING }).waitFor();
    await page.getByText(PAGE_NOT_FOUND_MESSAGE).waitFor();
    expect(await page.getByRole('navigation', { name: 'Quick links' }).count()).toBe(1);
    await screenshot(page, 'shell-not-found-in-shell');
    await expectAccessible(page);

    await page.goto('/core/nothing/');
    await page.getByRole('heading', { level: 1, name: PAGE_NOT_FOUND_HEADING }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await page.getByRole('link', { name: 'Return to Client Online' }).click();
    await page.waitForURL(/\/core\/clients\/home\/$/);
  });

  it('keeps the cookie notice until OK, across reloads', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'dmitri');
    await page.goto('/core/clients/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href')).toBe(
      '/core/cookie-policy',
    );
    await page.reload();
    await notice.waitFor();
    await screenshot(page, 'shell-cookie-notice');
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('true');
    await page.reload();
    await shellReady(page);
    expect(await notice.count()).toBe(0);
  });

  it('moves an older acceptance cookie to local storage', async () => {
    const { context, page } = await newPage(rig);
    await context.addCookies([{ name: 'cookieAccepted', value: 'true', url: rig.baseUrl }]);
    await signIn(page, 'dmitri');
    await page.goto('/core/clients/');
    await shellReady(page);
    expect(await page.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('true');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('cookieAccepted');
  });

  it('links the footer to the text pages and the terms, with the sanitised copyright', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia');
    await acceptCookies(page);
    await page.goto('/core/clients/home/');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const links = footer.getByRole('navigation', { name: 'Site information' }).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'About us',
      'Our services',
      'Privacy policy',
      'Cookie policy',
      'Terms of use',
    ]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/core/about-us',
      '/core/our-services',
      '/core/privacy-policy',
      '/core/cookie-policy',
      '/core/site-terms-view',
    ]);
    await footer.getByText(/Harbour & Vale Wealth Ltd/).waitFor();
    expect(await footer.getByRole('img', { name: 'Harbour & Vale Wealth' }).count()).toBe(1);
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/core\/clients\/home\/$/);
  });

  it('fits a 360 px screen: the menu folds behind a Menu button, and Back steps back', async () => {
    const { page } = await newPage(rig, PHONE);
    await signIn(page, 'amelia');
    await acceptCookies(page);
    await page.goto('/core/clients/home/');
    await shellReady(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).isVisible(),
    ).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'shell-amelia-home-360');
    await expectAccessible(page);
    await menu.click();
    await page.locator('.main-nav__toggle[aria-expanded="true"]').waitFor();
    await screenshot(page, 'shell-amelia-menu-open-360');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).waitFor();
    await menu.click();
    await page.locator('.main-nav__toggle[aria-expanded="false"]').waitFor();
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: /^Messages and documents/ })
      .click();
    await page.waitForURL(/documents-and-messages\/$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/core\/clients\/home\/$/);

    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('link', { name: 'Change password' }).waitFor();
    await screenshot(page, 'shell-amelia-my-account-360');
  });

  it('sends signed-in pages to the maintenance page while the platform is under maintenance', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'dmitri');
    await acceptCookies(page);
    const maintenance = (on: boolean) =>
      fetch(`${rig.portal.sandbox!.origin}/sandbox/maintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ on }),
      });
    expect((await maintenance(true)).status).toBe(204);
    try {
      await page.goto('/core/clients/');
      await page.waitForURL(/\/core\/maintenance$/);
      await page.getByRole('heading', { level: 1, name: "We'll be back soon" }).waitFor();
      await page.getByText('Client Online is undergoing scheduled maintenance. Please try again later.').waitFor();
      await screenshot(page, 'shell-maintenance');
      await expectAccessible(page);
    } finally {
      await maintenance(false);
    }
    await page.getByRole('link', { name: 'Return to Client Online' }).click();
    await page.waitForURL(/documents-and-messages\/$/);
  });
});

describe('the session timeout in Chromium', () => {
  let rig: BrowserRig;
  // 1 minute: a 60 s timeout whose warning comes at once (warningMs 0). The web app's timers run on
  // Playwright's clock, moved on by hand; the server's 60 s idle limit stays on real time, which the
  // test keeps well within.
  useRig((r) => (rig = r), { sandboxSessionTimeoutMinutes: 1 });

  it("warns, keeps the session with 'Stay logged in', and signs out when left alone", async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'dmitri');
    await acceptCookies(page);
    await page.clock.install();
    await page.goto('/core/clients/');
    const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });
    await dialog.waitFor();
    const startedAt = await page.evaluate(() => Date.now());
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      await page.getByRole('button', { name: 'Stay logged in' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // The time left, in minutes and seconds or seconds, counting down; read with the dialog, and
    // announced politely only now and then (nothing said at an ordinary second).
    const clock = dialog.locator('#timeout-modal-time-left');
    const first = await clock.innerText();
    expect(first).toMatch(/^Time left: (\d+ min \d\d s|\d+ s)$/);
    expect(await dialog.getAttribute('aria-describedby')).toContain('timeout-modal-time-left');
    await page.clock.runFor(1000);
    await page.waitForFunction(
      (before) => document.getElementById('timeout-modal-time-left')?.textContent !== before,
      first,
    );
    const live = dialog.getByRole('status');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.textContent()).toMatch(/^(|10 seconds left)$/);
    await screenshot(page, 'shell-timeout-warning');
    await expectAccessible(page);

    // The browser's clock moved on to this many ms after the dialog came.
    const browserClockAt = async (sinceDialog: number) => {
      const left = startedAt + sinceDialog - (await page.evaluate(() => Date.now()));
      if (left > 0) await page.clock.runFor(left);
    };
    // Past half the timeout, stay; past the original end, the session is still there.
    await browserClockAt(35_000);
    const heartbeat = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/heartbeat');
    await page.getByRole('button', { name: 'Stay logged in' }).click();
    expect((await heartbeat).status()).toBe(200);
    await browserClockAt(70_000);
    expect(page.url()).toMatch(/documents-and-messages\/$/);

    // Left alone, the portal signs out and says why on the login page.
    await browserClockAt(35_000 + 60_000 + 1000);
    await page.waitForURL(/\/core\/login\/\?reason=LostSession$/);
    expect(await page.evaluate(async () => (await fetch('/api/session')).status)).toBe(401);
  }, 60_000);
});
