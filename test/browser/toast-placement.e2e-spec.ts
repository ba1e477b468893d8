import type { Locator, Page } from 'playwright-core';
import { SPEAK_TO_ADVISER_BUTTON } from '../../domain/session/notification-prompts';
import {
  type BrowserRig,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  screenshot,
  signIn,
  useRig,
  windowScreenshot,
} from './support/browser-harness';
import { present } from '../../domain/shared/present';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const SIZES = [
  ['1280', DESKTOP],
  ['360', PHONE],
] as const;
const MESSAGES = '/core/clients/documents-and-messages/';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
const box = (l: Locator): Promise<Box> =>
  l.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
const viewport = (page: Page) =>
  page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY }));

/** Seen where it is: wholly inside the window as it stands. */
async function expectInView(page: Page, l: Locator): Promise<Box> {
  const b = await box(l);
  const v = await viewport(page);
  expect(b.top).toBeGreaterThanOrEqual(0);
  expect(b.left).toBeGreaterThanOrEqual(0);
  expect(b.bottom).toBeLessThanOrEqual(v.height);
  expect(b.right).toBeLessThanOrEqual(v.width);
  return b;
}

/** The full page, and the window as the user sees it (NAME-view.png). */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await windowScreenshot(page, `${name}-view`);
}

/** Nothing lies over the element: the point at its middle belongs to it. */
const uncovered = (l: Locator) =>
  l.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && e.contains(hit);
  });

/**
 * Where toasts land (spec 1 §4.5 prompts, §8 toasts: bottom-left, newest on top, 6,000 ms), measured
 * in Chromium at 1280x800 and 360x740: a prompt (an info toast with no timeout) is seen on arrival
 * without scrolling and covers nothing; a passing toast, error toasts included, is seen wherever the
 * page is scrolled, and scrolled to the end the footer is clear of it.
 */
describe('toast and prompt placement in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(240_000);

  const sandbox = (path: string) =>
    fetch(`${rig.portal.sandbox!.origin}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  beforeEach(async () => {
    expect((await sandbox('sandbox/review/reset')).status).toBe(204);
  });

  async function open(username: string, size: { width: number; height: number }): Promise<Page> {
    const { page } = await newPage(rig, size);
    await signIn(page, username, { acceptCookies: true });
    return page;
  }

  for (const [name, size] of SIZES) {
    it(`at ${name} px amelia's review prompt is below the top bar, whole on the first screen, on home and on messages, covering nothing`, async () => {
      const page = await open('amelia', size);
      for (const [where, path] of [
        ['home', '/core/clients/home/'],
        ['messages', MESSAGES],
      ] as const) {
        await page.goto(path);
        const prompt = page.locator('.toasts-pinned .toast', { hasText: 'Start review' });
        await prompt.waitFor({ timeout: 60_000 });
        await page.locator('main#main h1').first().waitFor();
        expect((await viewport(page)).scrollY).toBe(0);
        const p = await expectInView(page, prompt);
        // Below the header, and above the page, which it pushes down rather than covers.
        const header = await box(page.locator('header.shell__header'));
        expect(p.top).toBeGreaterThanOrEqual(header.bottom);
        expect((await box(page.locator('main#main'))).top).toBeGreaterThanOrEqual(p.bottom);
        expect(await uncovered(prompt)).toBe(true);
        // Its buttons are reached by keyboard before the page's own controls.
        await prompt.getByRole('button', { name: 'Start review' }).focus();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Start review');
        expect(await noSidewaysScroll(page)).toBe(true);
        await expectAccessible(page);
        await shots(page, `prompt-${where}-${name}`);
      }
    });

    it(`at ${name} px an error toast is seen bottom-left where the page stands, over the prompt's place; scrolled to the end the footer is clear of it`, async () => {
      const page = await open('amelia', size);
      await page.goto('/core/clients/home/');
      await page.route('**/api/notifications/speak-to-adviser', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, message: 'The adviser could not be told.' }),
        }),
      );
      const prompt = page.locator('.toasts-pinned .toast', { hasText: 'Start review' });
      await prompt.waitFor({ timeout: 60_000 });
      await prompt.getByRole('button', { name: SPEAK_TO_ADVISER_BUTTON }).click();
      const error = page.locator('.toasts--in-shell .toast--error');
      await error.waitFor();
      const e = await expectInView(page, error);
      const v = await viewport(page);
      expect(e.left).toBeLessThan(v.width / 2);
      expect(v.height - e.bottom).toBeLessThan(32);
      expect(await uncovered(error)).toBe(true);

      // A second one comes on top of the first (newest on top), measured together before the first goes.
      await prompt.getByRole('button', { name: SPEAK_TO_ADVISER_BUTTON }).click();
      await page.waitForFunction(() => document.querySelectorAll('.toasts--in-shell .toast--error').length === 2);
      const [newest, older] = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.toasts--in-shell .toast')).map(
          (t) => t.getBoundingClientRect().toJSON() as DOMRect,
        ),
      );
      expect(present(newest, 'the newest toast').bottom).toBeLessThanOrEqual(present(older, 'the older toast').top);
      await shots(page, `toast-error-${name}`);

      // Scrolled to the end, a new one leaves the page's last line (the footer) above the toasts.
      await page.waitForFunction(() => !document.querySelector('.toasts--in-shell .toast'), undefined, {
        timeout: 30_000,
      });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // A click that does not scroll the page back to the prompt.
      await prompt.getByRole('button', { name: SPEAK_TO_ADVISER_BUTTON }).evaluate((b: HTMLElement) => b.click());
      await error.first().waitFor();
      expect((await viewport(page)).scrollY).toBeGreaterThan(0);
      const footer = await box(page.locator('footer').last());
      const toasts = await box(page.locator('.toasts--in-shell'));
      expect(footer.bottom).toBeLessThanOrEqual(toasts.top);
      await expectInView(page, page.locator('.toasts--in-shell'));
      await shots(page, `toast-error-end-${name}`);
    });

    it(`at ${name} px 'Message sent successfully.' is seen where it appears`, async () => {
      const page = await open('dmitri', size);
      await page.goto(`${MESSAGES}?compose=true`);
      await page.getByRole('heading', { name: 'New message' }).waitFor({ timeout: 60_000 });
      await page.getByLabel('Subject').fill(`Toast check ${name} ${Date.now()}`);
      await page.getByLabel('Message', { exact: true }).fill('Where does the toast land?');
      await page.getByRole('button', { name: 'Send' }).click();
      const sent = page.locator('.toast', { hasText: 'Message sent successfully.' });
      await sent.waitFor({ timeout: 60_000 });
      await expectInView(page, sent);
      expect(await uncovered(sent)).toBe(true);
      await shots(page, `toast-sent-${name}`);
    });
  }
});
