import type { Page } from 'playwright-core';
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

const AMELIA = 10001;
const SIZES = [
  ['1280', { width: 1280, height: 800 }],
  ['360', { width: 360, height: 740 }],
] as const;

/** A request from inside the page, with the session's anti-forgery token. */
function pageApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      const res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );
}

/**
 * An adviser previewing a client's portal (spec 1 §2.9: a level other than the client's own) sees
 * 'Preview as {level}' in the viewing banner on every page, at 1280x800 and 360x740, on the first
 * screen; viewing the client's own portal says nothing of a preview.
 */
describe("the adviser's preview mode in Chromium", () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(240_000);

  for (const [name, size] of SIZES) {
    it(`at ${name} px previewing amelia as Assets says 'Preview as Assets' beside 'Viewing Amelia Hartley' on home, balance sheet and messages`, async () => {
      const { page } = await newPage(rig, size);
      await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
      expect(
        await pageApi(page, 'POST', '/api/advisers/client-in-context', { clientId: AMELIA, portalView: 'Assets' }),
      ).toBe(200);
      for (const [where, path] of [
        ['home', '/core/clients/home/'],
        ['balance-sheet', '/core/clients/balance-sheet/'],
        ['messages', '/core/clients/documents-and-messages/'],
      ] as const) {
        await page.goto(path);
        await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
        const viewing = page.getByRole('link', { name: 'Viewing Amelia Hartley' });
        // Beside the link, in the same banner.
        const preview = viewing.locator('xpath=..').getByText('Preview as Assets', { exact: true });
        await preview.waitFor();
        // Both on the first screen, whole, and the link's name unchanged.
        for (const l of [viewing, preview]) {
          const r = await l.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
          expect(r.top).toBeGreaterThanOrEqual(0);
          expect(r.bottom).toBeLessThanOrEqual(size.height);
          expect(r.right).toBeLessThanOrEqual(size.width);
        }
        // The skip link, then the banner's link: the first stops by keyboard.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await viewing.evaluate((e) => e === document.activeElement)).toBe(true);
        expect(await noSidewaysScroll(page)).toBe(true);
        await expectAccessible(page);
        await screenshot(page, `preview-${where}-${name}`);
        await windowScreenshot(page, `preview-${where}-${name}-view`);
      }
    });
  }

  it("viewing amelia's own portal says nothing of a preview", async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
    expect(await pageApi(page, 'POST', '/api/advisers/client-in-context', { clientId: AMELIA })).toBe(200);
    await page.goto('/core/clients/home/');
    await page.getByRole('link', { name: 'Viewing Amelia Hartley' }).waitFor({ timeout: 60_000 });
    expect(await page.getByText(/^Preview as /).count()).toBe(0);
  });
});
