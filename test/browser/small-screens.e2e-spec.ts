import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  newPageCookiesAccepted,
  PASSWORD,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';
import { afterNextPaint } from './support/after-next-paint';

const PHONE = { width: 360, height: 740 };
/** WCAG 2.5.5 (and the platforms' own guidance): a touch target is at least 44 by 44 CSS pixels. */
const MIN_TARGET = 44;

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible control of the page, measured: links, buttons, fields, tabs. A radio or checkbox is
 * measured by its label (the whole label is the target). Links inside a sentence are exempt, as WCAG
 * 2.5.8 allows.
 */
async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]',
      ),
    );
    const small: { what: string; width: number; height: number }[] = [];
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[hidden], .visually-hidden'))
        continue;
      const target =
        el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
          ? (el.closest('label') ?? el)
          : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0) continue; // not drawn, or the skip link waiting off-screen
      const inSentence =
        el.tagName === 'A' &&
        style.display === 'inline' &&
        (el.parentElement?.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      if (inSentence) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        small.push({
          what: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 40)}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, MIN_TARGET);
}

/**
 * spec 1 at 360 px: no screen scrolls sideways and every touch target is at least 44 px. Each screen
 * is reached as its persona would; its full-page screenshot is kept.
 */
describe('spec 1 screens on a 360 px phone', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  jest.setTimeout(120_000);

  async function phone(): Promise<Page> {
    const { page } = await newPageCookiesAccepted(rig, PHONE);
    return page;
  }

  async function expectFits(page: Page, name: string): Promise<void> {
    await page.locator('h1').first().waitFor();
    // Sections still loading would change the page's width: measured once none is busy and it is drawn.
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
      timeout: 60_000,
    });
    await afterNextPaint(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ name, scrollWidth: overflow }).toEqual({ name, scrollWidth: PHONE.width });
    expect({ name, small: await smallTargets(page) }).toEqual({ name, small: [] });
    await screenshot(page, `small-${name}-360`);
  }

  async function loginStep(page: Page, username: string, tab: 'Client' | 'Adviser' = 'Client'): Promise<void> {
    await page.goto('/core/login');
    await page.getByLabel('Username').waitFor();
    if (tab === 'Adviser') await page.getByRole('tab', { name: 'Adviser' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  it('the login page and each sign-in step', async () => {
    const page = await phone();
    await page.goto('/core/login');
    await expectFits(page, 'login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('There is a problem').waitFor();
    await expectFits(page, 'login-errors');
    await page.getByRole('tab', { name: 'Adviser' }).click();
    await expectFits(page, 'login-adviser');

    await loginStep(page, 'farah');
    await page.getByLabel('Security code').waitFor();
    await expectFits(page, 'login-code');

    const george = await phone();
    await loginStep(george, 'george');
    await george.getByRole('group', { name: 'Select verification method' }).waitFor();
    await expectFits(george, 'login-enrolment');

    const hana = await phone();
    await loginStep(hana, 'hana');
    await hana.locator('.memorable input').first().waitFor();
    await expectFits(hana, 'login-memorable');

    const ivan = await phone();
    await loginStep(ivan, 'ivan');
    await ivan.getByLabel('New password', { exact: true }).waitFor();
    await expectFits(ivan, 'login-change-password');
  });

  it('the skip link, once focused, is a full-size touch target', async () => {
    const page = await phone();
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto('/core/clients/');
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      return { cls: el.className, top: box.top, height: box.height, width: box.width };
    });
    expect(focused.cls).toContain('skip-link');
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.height).toBeGreaterThanOrEqual(44);
    expect(focused.width).toBeGreaterThanOrEqual(44);
  });

  it('help with logging in, the site terms, a text page and Page Not Found', async () => {
    const page = await phone();
    await page.goto('/core/help-with-logging-in');
    await expectFits(page, 'help');
    await page.goto('/core/site-terms-view');
    await expectFits(page, 'site-terms');
    await page.goto('/core/about-us');
    await expectFits(page, 'text-page');
    await page.goto('/core/nothing-here/');
    await expectFits(page, 'not-found');
  });

  it("a client's signed-in pages", async () => {
    const page = await phone();
    await signIn(page, 'farah', { acceptCookies: true });
    for (const [path, name] of [
      ['/core/clients/home/', 'client-home'],
      ['/core/clients/documents-and-messages/', 'client-messages'],
      ['/core/clients/change-password/', 'client-change-password'],
    ] as const) {
      await page.goto(path);
      await page.locator('main#main h1').waitFor();
      await expectFits(page, name);
    }
    await page.goto('/core/clients/additional-verification/');
    await page.getByRole('group', { name: 'Select verification method' }).waitFor();
    await expectFits(page, 'client-additional-verification');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await smallTargets(page)).toEqual([]);

    const dmitri = await phone();
    await signIn(dmitri, 'dmitri', { acceptCookies: true });
    await dmitri.goto('/core/clients/home/');
    await dmitri.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await expectFits(dmitri, 'access-denied');
  });

  it("the adviser's client list, and a client's portal seen by the adviser", async () => {
    const page = await phone();
    await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
    await page.goto('/core/advisers/client-list/');
    await expectFits(page, 'client-list');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('table.client-table').waitFor();
    await expectFits(page, 'client-list-results');
    await page.getByLabel('Client name').fill('Amelia');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Amelia Hartley' }).click();
    await page.waitForURL(/\/core\/clients\/home\/$/);
    await page.locator('main#main h1').waitFor();
    await expectFits(page, 'adviser-viewing-client');
  });
});
