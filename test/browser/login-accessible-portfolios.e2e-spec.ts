import { type BrowserRig, closePrompt, newPage, screenshot, signIn, useRig } from './support/browser-harness';

/** spec 2 §6 in Chromium: Oliver cannot sign in, so amelia's home and analysis pages never list his portfolio. */
describe("other people's portfolios only when login accessible, in Chromium", () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(120_000);

  for (const [name, viewport] of [
    ['1280', { width: 1280, height: 900 }],
    ['360', { width: 360, height: 740 }],
  ] as const) {
    it(`amelia's home and analysis pages show the Family Trust and Ben's portfolio, never Oliver's Savings (${name} px)`, async () => {
      const { page } = await newPage(rig, viewport);
      await signIn(page, 'amelia', { acceptCookies: true });
      await page.goto('/core/clients/home/');
      await page.getByText('Hartley Family Trust').first().waitFor({ timeout: 60_000 });
      await page.getByText('Ben Hartley – Investments').first().waitFor();
      await closePrompt(page);
      expect(await page.getByText('Oliver Hartley – Savings').count()).toBe(0);
      expect(await page.getByText('Junior ISA').count()).toBe(0);
      await screenshot(page, `home-amelia-portfolios-${name}`);

      await page.goto('/core/clients/analysis/');
      await page.getByTestId('hero-value').waitFor({ timeout: 60_000 });
      await page.getByText('Hartley Family Trust').first().waitFor();
      await closePrompt(page);
      expect(await page.getByText('Oliver Hartley – Savings').count()).toBe(0);
      await screenshot(page, `analysis-amelia-portfolios-${name}`);
    });
  }
});
