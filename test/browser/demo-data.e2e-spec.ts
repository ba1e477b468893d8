import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
];

/** Where the banner is, whether anything lies over it, and whether the page below starts after it. */
async function bannerLayout(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector('.demo-banner')!;
    const box = banner.getBoundingClientRect();
    // Points across the banner: the topmost element at each must be the banner or inside it.
    const xs = [0.02, 0.25, 0.5, 0.75, 0.98].map((f) => box.left + box.width * f);
    const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
    const covered = xs
      .flatMap((x) => ys.map((y) => document.elementFromPoint(x, y)))
      .filter((el) => !el || !banner.contains(el))
      .map((el) => el?.className ?? 'nothing');
    const next = banner.nextElementSibling!.getBoundingClientRect();
    return {
      top: box.top,
      width: box.width,
      position: getComputedStyle(banner).position,
      covered,
      pageStartsBelow: next.top >= box.bottom - 0.5,
      controls: banner.querySelectorAll('button, a, input, [role="button"], [tabindex]').length,
    };
  });
}

async function expectBanner(page: Page, name: string): Promise<void> {
  const banner = page.getByRole('note', { name: 'Demo data' });
  await banner.waitFor();
  expect(await banner.textContent()).toContain('Demo data');
  const viewport = page.viewportSize()!;
  expect(await bannerLayout(page)).toEqual({
    top: 0,
    width: viewport.width,
    position: 'static',
    covered: [],
    pageStartsBelow: true,
    controls: 0,
  });
  expect(await noSidewaysScroll(page)).toBe(true);
  await screenshot(page, `${name}-${viewport.width}`);
  await expectAccessible(page);
}

/** A portal on the embedded sandbox says 'Demo data' on every page, sign-in included, and it cannot be put away. */
describe("the 'Demo data' banner", () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(120_000);

  for (const viewport of VIEWPORTS) {
    it(`is on the sign-in page and the signed-in pages at ${viewport.width} px, covering nothing`, async () => {
      const { page } = await newPage(rig, viewport);
      await page.goto('/core/login');
      await page.getByLabel('Username').waitFor();
      await expectBanner(page, 'demo-data-login');
      // Escape, a reload: still there.
      await page.keyboard.press('Escape');
      await page.reload();
      await page.getByLabel('Username').waitFor();
      expect(await page.getByRole('note', { name: 'Demo data' }).count()).toBe(1);

      await signIn(page, 'carla', { acceptCookies: true });
      await page.goto('/core/clients/home/');
      await page.locator('main#main h1').waitFor();
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
        timeout: 60_000,
      });
      await expectBanner(page, 'demo-data-home');
    });
  }

  it('stays through navigation inside the app', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'carla', { acceptCookies: true });
    await page.goto('/core/clients/home/');
    await page.locator('main#main h1').waitFor();
    await page
      .getByRole('link', { name: /^Messages and documents/ })
      .first()
      .click();
    await page.waitForURL(/documents-and-messages\/$/);
    await page.locator('main#main h1').waitFor();
    expect(await page.getByRole('note', { name: 'Demo data' }).count()).toBe(1);
  });
});
