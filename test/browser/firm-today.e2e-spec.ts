import { type BrowserRig, closePrompt, newPage, screenshot, signIn, useRig } from './support/browser-harness';

/**
 * The portal's 'today' in the firm's time zone, in Chromium: at 23:30 UTC on 30 June it is 1 July in
 * London, so the analysis page's default '1 year' reads 2nd July 2025 – 1st July 2026.
 */
describe("'today' in the firm's time zone, in Chromium", () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r), { now: () => Date.parse('2026-06-30T23:30:00Z') });
  jest.setTimeout(120_000);

  it("shows '1 year' ending on 1 July at 2026-06-30T23:30:00Z (1280 and 360 px)", async () => {
    for (const [name, viewport, text] of [
      ['1280', { width: 1280, height: 900 }, '2nd July 2025 – 1st July 2026'],
      ['360', { width: 360, height: 740 }, '02/07/25 – 01/07/26'],
    ] as const) {
      const { page } = await newPage(rig, viewport);
      await signIn(page, 'amelia', { acceptCookies: true });
      await page.goto('/core/clients/analysis/');
      await page.getByTestId('hero-value').waitFor({ timeout: 60_000 });
      await closePrompt(page);
      await page
        .getByRole('button', { name: /^Date range:/ })
        .getByText(text)
        .waitFor();
      await screenshot(page, `analysis-today-in-london-${name}`);
    }
  });
});
