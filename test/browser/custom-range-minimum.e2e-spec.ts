import type { Page } from 'playwright-core';
import { RANGE_BEFORE_INCEPTION } from '../../domain/analysis/custom-range';
import { addDays } from '../../domain/shared/iso-date';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  readJson,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';

const ANALYSIS = '/core/clients/analysis/';
const NEW_GROWTH = 10001103;
const asTyped = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * spec 2 §5: the start input's minimum is the since-inception date. A custom start before it keeps
 * Apply disabled with the spec's text (§8), at 1280 and 360 px; the start date itself applies.
 */
describe('the custom range in Chromium: the start date is no earlier than the inception', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(120_000);

  async function openModal(viewport: { width: number; height: number }): Promise<{ page: Page; inception: string }> {
    const { page } = await newPage(rig, viewport);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(`${ANALYSIS}?id=${NEW_GROWTH}`);
    await page.getByTestId('hero-value').waitFor({ timeout: 60_000 });
    await closePrompt(page);
    const tab = await readJson<{ inceptionDate: string }>(page, `/api/analysis/accounts?account=${NEW_GROWTH}`);
    await page.getByRole('button', { name: /^Date range:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Date range' });
    await dialog.getByRole('radio', { name: 'Custom' }).check();
    return { page, inception: tab.inceptionDate };
  }

  for (const [name, viewport] of [
    ['1280', { width: 1280, height: 900 }],
    ['360', { width: 360, height: 740 }],
  ] as const) {
    it(`keeps Apply disabled for a start the day before the inception, saying why (${name} px)`, async () => {
      const { page, inception } = await openModal(viewport);
      const dialog = page.getByRole('dialog', { name: 'Date range' });
      const start = dialog.getByLabel('Start date');
      const apply = dialog.getByRole('button', { name: 'Apply' });
      await dialog.getByText(`from ${asTyped(inception)}`).waitFor();
      await start.fill(asTyped(addDays(inception, -1)));
      await dialog.getByLabel('End date').fill(asTyped(addDays(inception, 30)));
      await start.blur();
      await dialog.getByText(RANGE_BEFORE_INCEPTION).waitFor();
      expect(await apply.isDisabled()).toBe(true);
      expect(await start.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      await screenshot(page, `analysis-range-before-inception-${name}`);

      await start.fill(asTyped(inception));
      expect(await dialog.getByText(RANGE_BEFORE_INCEPTION).count()).toBe(0);
      expect(await apply.isEnabled()).toBe(true);
      await apply.click();
      await page.waitForURL(new RegExp(`from=${inception}&to=${addDays(inception, 30)}`));
    });
  }
});
