import type { Page } from 'playwright-core';
import { HOME_TEXTS } from '../../domain/analysis/home-dashboard';
import { CHART_TEXTS } from '../../domain/analysis/chart-settings';
import { formatMoney, formatMoneyChange } from '../../domain/format/figure-format';
import { type BrowserRig, expectAccessible, newPage, screenshot, signIn, useRig } from './support/browser-harness';
import { itemAt } from '../../domain/shared/present';

const HOME = '/core/clients/home/';
const AMELIA = 10001;

interface Summary {
  currency: string;
  timeframe: { name: string };
  overview: {
    value: number;
    movement: number;
    accountCount: number;
    acrossText: string;
    multiCurrency: boolean;
    fxNote: string | null;
  };
  layout: 'tiles' | 'table';
  portfolios: { id: number; name: string; accounts: { id: number; name: string }[] }[];
}

/** The summary as the page's own session reads it. */
async function readSummary(page: Page, timeframe: 'default' | 'secondary'): Promise<Summary> {
  return page.evaluate(
    async (t) => (await fetch(`/api/dashboard/summary?timeframe=${t}`, { credentials: 'same-origin' })).json(),
    timeframe,
  );
}

async function openHome(page: Page): Promise<void> {
  await page.goto(HOME);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const totalValue = (page: Page) => page.getByTestId('total-value');

/** The chart has its container's width (its size is measured after the chunk loads). */
async function chartDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const svg = document.querySelector('.chart__svg');
    const plot = document.querySelector('.chart__plot');
    return !!svg && !!plot && Math.abs(svg.getBoundingClientRect().width - plot.getBoundingClientRect().width) < 2;
  });
}

/** The client's prompt toast (review in progress) is closed, as a client would, so it covers nothing. */
async function closePromptToast(page: Page): Promise<void> {
  const close = page.locator('.toast').getByRole('button', { name: /close|dismiss/i });
  if (await close.count()) await close.first().click();
}

describe('home dashboard in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it('shows amelia her total value, her accounts and the performance chart, which works by keyboard and as a table', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await openHome(page);
    const summary = await readSummary(page, 'default');
    await totalValue(page).waitFor();
    expect(await totalValue(page).textContent()).toBe(formatMoney(summary.overview.value, summary.currency, 0));
    expect(await page.getByText(summary.overview.acrossText, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(HOME_TEXTS.greeting);
    expect(await page.getByRole('heading', { level: 2, name: HOME_TEXTS.heading }).count()).toBe(1);

    // The BFF's layout decision: tiles or the expandable table.
    if (summary.layout === 'table') {
      const portfolio = itemAt(summary.portfolios, 0);
      const toggle = page.getByRole('button', { name: portfolio.name, exact: true });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const account = itemAt(portfolio.accounts, 0);
      const link = page.getByRole('link', { name: account.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/core/clients/analysis/?id=${account.id}`);
      await page.keyboard.press('Space');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Space');
    } else {
      expect(await page.locator('.tile').count()).toBe(summary.overview.accountCount);
    }
    // The movement is signed and the currency note names the currencies, as on the analysis page.
    expect(await page.getByTestId('value-movement').textContent()).toBe(
      formatMoneyChange(summary.overview.movement, summary.currency, 0),
    );
    if (summary.overview.multiCurrency)
      expect(await page.getByTestId('fx-note').textContent()).toBe(summary.overview.fxNote);
    await closePromptToast(page);
    await chartDrawn(page);
    // Net transfers stand on their own zero baseline, on the right-hand axis, inside the plot.
    const geometry = await page.evaluate(() => {
      const svg = document.querySelector('.chart__svg')!;
      const base = svg.querySelector('[data-testid="secondary-baseline"]');
      const plot = svg.querySelector('.chart__zoom-area, rect[fill="transparent"]')!.getBoundingClientRect();
      const cols = [...svg.querySelectorAll('[data-testid="secondary-column"]')].map((c) => c.getBoundingClientRect());
      const y0 = base ? base.getBoundingClientRect().top : null;
      return {
        baseline: y0 !== null,
        onBaseline: cols.every((c) => Math.abs(c.top - y0!) < 1.5 || Math.abs(c.bottom - y0!) < 1.5),
        inside: cols.every((c) => c.left >= plot.left - 0.5 && c.right <= plot.right + 0.5),
        rightAxis: svg.querySelectorAll('.visx-axis-right').length,
        columns: cols.length,
      };
    });
    if (geometry.columns)
      expect(geometry).toEqual({
        baseline: true,
        onBaseline: true,
        inside: true,
        rightAxis: 1,
        columns: geometry.columns,
      });
    await screenshot(page, 'home-amelia-1280');
    await expectAccessible(page);

    const chart = page.getByRole('group', { name: /^Portfolio value/ });
    await chart.waitFor();
    await page.locator('.chart__svg').first().waitFor();
    await chart.focus();
    await page.keyboard.press('Home');
    const readout = page.locator('.chart__readout');
    const first = await readout.textContent();
    expect(first).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}: Value £[\d,]+\.\d{2}/);
    await page.keyboard.press('ArrowRight');
    const second = await readout.textContent();
    expect(second).not.toBe(first);
    await page.keyboard.press('End');
    expect(await readout.getAttribute('aria-live')).toBe('polite');
    await chartDrawn(page);
    await screenshot(page, 'home-amelia-chart-focused');
    await expectAccessible(page);

    await page.getByRole('button', { name: CHART_TEXTS.viewAsTable }).click();
    const table = page.getByRole('table', { name: /^Portfolio value/ });
    await table.waitFor();
    const firstRow = await table.locator('tbody tr').first().locator('th, td').allTextContents();
    expect(first).toContain(firstRow[0]);
    expect(first).toContain(firstRow[1]);
    await expectAccessible(page);

    // Click and drag over the middle of the plot zooms the x range; 'Reset zoom' brings it all back.
    const dates = async () => (await table.locator('tbody th').allTextContents()).map((d) => Date.parse(d));
    const allDates = await dates();
    const allRows = allDates.length;
    const box = (await page.locator('.chart__svg').first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.35, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const reset = page.getByRole('button', { name: CHART_TEXTS.resetZoom });
    await reset.waitFor();
    // The zoomed range is read again at its own frequency, so it may hold more rows than the whole
    // chart did; what it must do is show only dates inside the whole range, over a shorter span.
    await page.waitForLoadState('networkidle');
    const zoomed = await dates();
    expect(zoomed.length).toBeGreaterThan(0);
    expect(itemAt(zoomed, 0)).toBeGreaterThanOrEqual(itemAt(allDates, 0));
    expect(itemAt(zoomed, -1)).toBeLessThanOrEqual(itemAt(allDates, -1));
    expect(itemAt(zoomed, -1) - itemAt(zoomed, 0)).toBeLessThan(itemAt(allDates, -1) - itemAt(allDates, 0));
    await screenshot(page, 'home-amelia-chart-zoomed');
    await reset.click();
    expect(await table.locator('tbody tr').count()).toBe(allRows);
    expect(await reset.count()).toBe(0);
  }, 90_000);

  it('changes the figures when the time frame switches', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await openHome(page);
    await totalValue(page).waitFor();
    const secondary = await readSummary(page, 'secondary');
    const movementBefore = await page.getByTestId('value-movement').textContent();
    const option = page.getByRole('button', { name: secondary.timeframe.name });
    await option.click();
    expect(await option.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(secondary.timeframe.name, { exact: true }).nth(1).waitFor();
    const movementAfter = await page.getByTestId('value-movement').textContent();
    expect(movementAfter).not.toBe(movementBefore);
    expect(movementAfter).toContain(
      formatMoney(Math.abs(secondary.overview.movement), secondary.currency, 0).replace('-', ''),
    );
  }, 90_000);

  it('shows carla (Assets) no time frame and no analysis figures, only the managed-assets summary', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'carla', { acceptCookies: true });
    await openHome(page);
    await page.getByRole('heading', { level: 2, name: HOME_TEXTS.yourAssets }).waitFor();
    expect(await page.getByRole('group', { name: HOME_TEXTS.timeframe }).count()).toBe(0);
    expect(await totalValue(page).count()).toBe(0);
    expect(await page.getByRole('group', { name: /Portfolio value/ }).count()).toBe(0);
    // carla has managed assets: their cards, not the empty text.
    await page.locator('.asset-card').first().waitFor({ timeout: 60_000 });
    expect(await page.getByText(HOME_TEXTS.noAssetData).count()).toBe(0);
    await screenshot(page, 'home-carla-1280');
    await expectAccessible(page);
  }, 90_000);

  it("shows an adviser amelia's dashboard under 'Viewing'", async () => {
    const { page } = await newPage(rig);
    expect(await adviserWithAmelia(page)).toBe(200);
    await openHome(page);
    const summary = await readSummary(page, 'default');
    await totalValue(page).waitFor();
    expect(await totalValue(page).textContent()).toBe(formatMoney(summary.overview.value, summary.currency, 0));
    expect(await page.getByRole('link', { name: /Viewing Amelia/ }).count()).toBe(1);
    // The adviser is greeted; the banner says whose dashboard it is.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toContain('Amelia');
    await chartDrawn(page);
    await screenshot(page, 'home-adviser-amelia-1280');
    await expectAccessible(page);
  }, 90_000);

  /** An adviser session with amelia in context. */
  async function adviserWithAmelia(page: Page): Promise<number> {
    await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
    return page.evaluate(async (clientId) => {
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      const res = await fetch('/api/advisers/client-in-context', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ clientId }),
      });
      return res.status;
    }, AMELIA);
  }

  for (const who of ['amelia', 'carla', 'adviser'] as const) {
    it(`fits a 360 px screen without sideways scroll (${who})`, async () => {
      const { page } = await newPage(rig, { width: 360, height: 780 });
      if (who === 'adviser') expect(await adviserWithAmelia(page)).toBe(200);
      else await signIn(page, who, { acceptCookies: true });
      await openHome(page);
      if (who === 'carla') await page.getByRole('heading', { level: 2, name: HOME_TEXTS.yourAssets }).waitFor();
      else await chartDrawn(page);
      await closePromptToast(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `home-${who === 'adviser' ? 'adviser-amelia' : who}-360`);
      await expectAccessible(page);
    }, 90_000);
  }
});
