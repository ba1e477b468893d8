import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  chooseAnalysisTab,
  newPage,
  noSidewaysScroll,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
/** amelia's UK Shares Account, which holds and sells Lloyds, a share quoted in pence. */
const UK_SHARES = 10001106;

/**
 * Issue 23 item 1: a pence-priced share's price reads in pence ('21.5341p') on the Transactions tab
 * and on the Investments tab alike, at 1280 and 360 px; before, the Transactions tab said £21.5341.
 */
describe('pence prices in the browser', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(240_000);

  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(`/core/clients/analysis/?id=${UK_SHARES}&range=inception`);
    await page.locator('h1').first().waitFor();
    return page;
  }

  for (const [label, viewport] of [
    ['1280', WIDE],
    ['360', PHONE],
  ] as const) {
    it(`reads the Lloyds sale's price and the holding's price in pence at ${label} px`, async () => {
      const page = await open(viewport);
      await chooseAnalysisTab(page, 'Transactions');
      // A Lloyds sale: its Details button on the table, or its row of the list that replaces the table on a phone.
      const opener =
        label === '1280'
          ? page.getByRole('button', { name: /^Details of Sell Lloyds/ }).first()
          : page.locator('button.txn-item__toggle', { hasText: 'Lloyds' }).filter({ hasText: 'Sell' }).first();
      await opener.waitFor();
      await opener.click();
      const panel = page.locator('.txn-detail');
      await panel.waitFor();
      const terms = await panel.locator('dt').allInnerTexts();
      const value = (term: string) => panel.locator('dd').nth(terms.indexOf(term)).innerText();
      const price = await value('Price per unit');
      expect(price).toMatch(/^\d+\.\d{4}p$/);
      const units = Number((await value('Units')).replace(/,/g, ''));
      const gross = Number((await value('Gross amount')).replace(/[£,]/g, ''));
      expect(Math.abs((units * Number(price.slice(0, -1))) / 100 - gross)).toBeLessThan(
        (units * 0.00005) / 100 + 0.011,
      );
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `unit-price-transactions-${label}`);
      const found = true;
      expect(found).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);

      await chooseAnalysisTab(page, 'Investments');
      const account = page.getByRole('button', { name: /UK Shares Account/ }).first();
      await account.waitFor();
      if ((await account.getAttribute('aria-expanded')) === 'false') await account.click();
      const row = page.locator('table.inv-table tbody tr', { hasText: 'Lloyds' }).first();
      await row.waitFor();
      expect(await row.innerText()).toMatch(/@ \d+\.\d{4}p/);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `unit-price-investments-${label}`);
    });
  }
});
