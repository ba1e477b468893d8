import type { Page } from 'playwright-core';
import { BALANCE_SHEET_TITLE } from '../../domain/assets/asset-display-texts';
import { NET_WORTH_TEXTS } from '../../domain/assets/balance-sheet-labels';
import {
  type BrowserRig,
  closePrompt,
  newPage,
  noSidewaysScroll,
  readJson,
  screenshot,
  signInThroughApi,
  useRig,
} from './support/browser-harness';
import { itemAt } from '../../domain/shared/present';

const SHEET = '/core/clients/balance-sheet/';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

/** '£1,075,695' → 1075695; a minus sign (either kind) kept. */
const pounds = (text: string): number => Number(text.replace(/[−–]/g, '-').replace(/[£,\s]/g, ''));

/**
 * Issue 23 item 4: amelia's household net worth is the sum of the members shown, to the penny in the
 * API and to the pound in the table (a joint asset's halves no longer each rounded up), with the note
 * that says so, at 1280 and 360 px.
 */
describe('household net worth in the browser', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(180_000);

  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    expect(await signInThroughApi(page, 'amelia', { acceptCookies: true })).toBe('LoginSuccess');
    await page.goto(`${SHEET}?view=everything`);
    await page.getByRole('heading', { level: 1, name: BALANCE_SHEET_TITLE }).waitFor();
    await page.locator('[role="tab"], .bs-empty').first().waitFor({ timeout: 60_000 });
    await closePrompt(page);
    return page;
  }

  for (const [label, viewport] of [
    ['1280', WIDE],
    ['360', PHONE],
  ] as const) {
    it(`shows members that add up to the household, with the note, at ${label} px`, async () => {
      const page = await open(viewport);
      const everything = page.getByRole('radio', { name: 'Everything' });
      if (await everything.count()) await everything.first().check();
      await page.getByTestId('household-figures').waitFor();
      const api = await readJson<{
        members: { assets: number; liabilities: number; netWorth: number }[];
        household: { assets: number; liabilities: number; netWorth: number };
      }>(page, '/api/assets/net-worth?view=everything');
      const cents = (v: number) => Math.round(v * 100);
      for (const k of ['assets', 'liabilities', 'netWorth'] as const)
        expect({ k, sum: api.members.reduce((s, m) => s + cents(m[k]), 0) }).toEqual({
          k,
          sum: cents(api.household[k]),
        });

      expect(await page.getByTestId('net-worth-adds-up').innerText()).toBe(NET_WORTH_TEXTS.membersAddUp);
      await page.getByRole('button', { name: 'View as table' }).click();
      const table = page.getByRole('table', { name: NET_WORTH_TEXTS.chartTitle });
      await table.waitFor();
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));
      const household = itemAt(rows, -1);
      expect(itemAt(household, 0)).toBe(NET_WORTH_TEXTS.household);
      for (const col of [1, 2, 3]) {
        const members = rows.slice(0, -1).reduce((s, r) => s + pounds(itemAt(r, col)), 0);
        expect({ col, members }).toEqual({ col, members: pounds(itemAt(household, col)) });
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.locator('.bs-net-worth').scrollIntoViewIfNeeded();
      await screenshot(page, `household-net-worth-${label}`);
    });
  }
});
