import type { Page } from 'playwright-core';
import { DOWNLOAD_CSV } from '../../domain/export/csv';
import { type BrowserRig, chooseAnalysisTab, newPage, screenshot, signIn, useRig } from './support/browser-harness';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

/** The screens that offer 'Download CSV', and what their file starts with. */
const SCREENS = [
  {
    name: 'transactions',
    path: '/core/clients/analysis/?tab=transactions',
    tab: 'Transactions',
    firstColumn: 'Transaction id',
  },
  {
    name: 'investments',
    path: '/core/clients/analysis/?tab=investments',
    tab: 'Investments',
    firstColumn: 'Account id',
  },
  { name: 'balance-sheet', path: '/core/clients/balance-sheet/', tab: null, firstColumn: 'Asset id' },
] as const;

/**
 * 'Download CSV' on the Transactions tab, the Investments tab and the balance sheet, in Chromium at
 * 1280 and 360 px: in view without sideways scrolling, a full-size target, reached and used by keyboard,
 * and the file it gives is the screen's CSV (byte-order mark, header).
 */
describe('CSV downloads in the browser', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(240_000);

  async function open(viewport: { width: number; height: number }, screen: (typeof SCREENS)[number]): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(screen.path);
    if (screen.tab) await chooseAnalysisTab(page, screen.tab);
    return page;
  }

  for (const viewport of [WIDE, PHONE]) {
    for (const screen of SCREENS) {
      it(`offers ${screen.name} as CSV at ${viewport.width} px, by keyboard`, async () => {
        const page = await open(viewport, screen);
        const link = page.getByRole('link', { name: DOWNLOAD_CSV });
        await link.waitFor({ timeout: 60_000 });
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        await screenshot(page, `csv-download-${screen.name}-${viewport.width}`);

        await link.focus();
        expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toContain(DOWNLOAD_CSV);
        const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
        expect(download.suggestedFilename()).toMatch(/\.csv$/);
        const chunks: Buffer[] = [];
        for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
        const text = Buffer.concat(chunks).toString('utf8');
        expect(text.startsWith(`\uFEFF${screen.firstColumn},`)).toBe(true);
        expect(text.split('\r\n').length).toBeGreaterThan(2);
        await page.context().close();
      });
    }
  }
});
