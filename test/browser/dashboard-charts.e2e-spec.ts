import type { Page } from 'playwright-core';
import { HOME_TEXTS } from '../../domain/analysis/home-dashboard';
import { CHART_TEXTS } from '../../domain/analysis/chart-settings';
import { ASSET_LOAD_PROBLEM } from '../../domain/assets/asset-display-texts';
import {
  type BrowserRig,
  chooseAnalysisTab,
  elementScreenshot,
  expectAccessible,
  noSidewaysScroll,
  screenshot,
  signIn,
  useRig,
  windowScreenshot,
} from './support/browser-harness';
import { first, itemAt } from '../../domain/shared/present';

const HOME = '/core/clients/home/';
const ANALYSIS = '/core/clients/analysis/';
const AMELIA = 10001;
const AMELIA_FIRST_ACCOUNT = 10001101;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };

/**
 * Issue 23 'Charts and the home dashboard' in Chromium (items 10 to 17): the home chart follows the
 * time frame, fits a phone with readable month-start dates and a value axis around the data, zooms
 * to daily points, failed reads offer 'Try again', rows open from anywhere, the allocation table
 * and the analysis tabs read right at 360 px, and an adviser is greeted as themself.
 */
describe('home dashboard and charts in Chromium (issue 23)', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(180_000);

  /** A profile in the firm's time zone, where summer time moves midnight off UTC. */
  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const context = await rig.browser.newContext({
      viewport,
      baseURL: rig.baseUrl,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      reducedMotion: 'reduce',
    });
    return context.newPage();
  }

  async function ameliaHome(viewport = DESKTOP): Promise<Page> {
    const page = await open(viewport);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(HOME);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  /** The home chart drawn at its container's width. */
  async function chartDrawn(page: Page): Promise<void> {
    await page.waitForFunction(() => {
      const svg = document.querySelector('.chart__svg');
      const plot = document.querySelector('.chart__plot');
      return !!svg && !!plot && Math.abs(svg.getBoundingClientRect().width - plot.getBoundingClientRect().width) < 2;
    });
  }

  async function closePrompt(page: Page): Promise<void> {
    const close = page.locator('.toast').getByRole('button', { name: /close|dismiss/i });
    if (await close.count()) await close.first().click();
  }

  /** The x axis labels with their boxes, and the plot area's box. */
  function axisGeometry(page: Page) {
    return page.evaluate(() => {
      const svg = document.querySelector('.chart__svg')!;
      const labels = [...svg.querySelectorAll('.visx-axis-bottom .visx-axis-tick text')].map((t) => {
        const r = t.getBoundingClientRect();
        return {
          text: t.textContent ?? '',
          left: r.left,
          right: r.right,
          size: parseFloat(getComputedStyle(t).fontSize) || Number(t.getAttribute('font-size')),
        };
      });
      const yLabels = [...svg.querySelectorAll('.visx-axis-left .visx-axis-tick text')].map((t) => t.textContent ?? '');
      const area = svg.querySelector('rect[fill="transparent"]')!.getBoundingClientRect();
      const card = svg.closest('.home__section')!.getBoundingClientRect();
      return {
        labels,
        yLabels,
        plotWidth: area.width,
        cardWidth: card.width,
        note: document.querySelector('.chart__axis-note')?.textContent ?? null,
      };
    });
  }

  /** A close look at one part of the page (the full-page shot shrinks a phone's page to a sliver). */
  async function detail(page: Page, selector: string, name: string): Promise<void> {
    await elementScreenshot(page.locator(selector).first(), name);
  }

  /** Drags across a twelfth of the first chart's plot, from its middle: about a month of a one-year chart. */
  async function zoomAMonth(page: Page): Promise<void> {
    const svg = page.locator('.chart__svg').first();
    await svg.scrollIntoViewIfNeeded();
    const box = (await svg.boundingBox())!;
    const plot = (await page.locator('.chart__svg rect[fill="transparent"]').first().boundingBox())!;
    const from = plot.x + plot.width * 0.5;
    await page.mouse.move(from, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(from + plot.width / 13, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: CHART_TEXTS.resetZoom }).waitFor();
  }

  /** amelia's analysis page (with a search such as '?id=…') once its hero has landed, the prompt put away. */
  async function ameliaAnalysis(viewport: { width: number; height: number }, search = ''): Promise<Page> {
    const page = await open(viewport);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(`${ANALYSIS}${search}`);
    await page.getByTestId('hero-value').waitFor({ timeout: 60_000 });
    await closePrompt(page);
    return page;
  }

  const tableDates = (page: Page) =>
    page
      .getByRole('table', { name: /^Portfolio value/ })
      .locator('tbody th')
      .allTextContents();

  it("10: the home chart follows the time frame switch to 'Since inception'", async () => {
    const page = await ameliaHome();
    await chartDrawn(page);
    await page.getByRole('group', { name: 'Portfolio value, 1 year' }).waitFor();
    await page.getByRole('button', { name: CHART_TEXTS.viewAsTable }).click();
    const yearDates = await tableDates(page);
    await page.getByRole('button', { name: 'Since inception' }).click();
    await page.getByRole('group', { name: 'Portfolio value, Since inception' }).waitFor();
    await page.getByRole('button', { name: CHART_TEXTS.viewAsTable }).click();
    const inceptionDates = await tableDates(page);
    const year = (d: string) => Number(d.slice(-4));
    expect(year(first(inceptionDates))).toBeLessThan(year(first(yearDates)));
    await chartDrawn(page);
    await screenshot(page, 'issue23-home-since-inception-1280');
    await detail(page, '[aria-labelledby="home-performance"]', 'issue23-home-since-inception-1280-detail');
  });

  it('11 and 12: the chart fills the card on a phone, with at least three month-start dates and a value axis around the data', async () => {
    const page = await ameliaHome(PHONE);
    await closePrompt(page);
    await chartDrawn(page);
    const g = await axisGeometry(page);
    // The plot uses the card: the axes' margins leave most of the card to the line.
    expect(g.plotWidth).toBeGreaterThan(g.cardWidth * 0.65);
    expect(g.labels.length).toBeGreaterThanOrEqual(3);
    g.labels.slice(1).forEach((label, i) => expect(label.left).toBeGreaterThan(itemAt(g.labels, i).right));
    for (const l of g.labels) expect(l.size).toBeGreaterThanOrEqual(11);
    // Month or year starts: 'Jan 2026', 'Apr', '2025' on a phone.
    for (const l of g.labels) expect(l.text).toMatch(/^([A-Z][a-z]{2}( \d{4})?|\d{4})$/);
    // The value axis does not start at £0, and says where it starts.
    expect(g.yLabels[0]).not.toBe('£0');
    expect(g.note).toMatch(/^Value axis starts at £[\d,.]+[kKmM]?, not zero$/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'issue23-home-chart-360');
    await detail(page, '[aria-labelledby="home-performance"]', 'issue23-home-chart-360-detail');
    await expectAccessible(page);
  });

  it('11: date labels on a laptop fall on month starts in summer time too', async () => {
    const page = await ameliaHome();
    await chartDrawn(page);
    await page.getByRole('button', { name: 'Since inception' }).click();
    await page.getByRole('group', { name: 'Portfolio value, Since inception' }).waitFor();
    await chartDrawn(page);
    const g = await axisGeometry(page);
    expect(g.labels.length).toBeGreaterThanOrEqual(3);
    for (const l of g.labels) expect(l.text).toMatch(/^(1 [A-Z][a-z]{2} \d{4}|[A-Z][a-z]{2} \d{4}|\d{4})$/);
  });

  it('12: zooming into about a month shows its days', async () => {
    const page = await ameliaHome();
    await closePrompt(page);
    await chartDrawn(page);
    await zoomAMonth(page);
    await page.getByRole('button', { name: CHART_TEXTS.viewAsTable }).click();
    await page.waitForFunction(() => document.querySelectorAll('.chart__table tbody tr').length >= 15, undefined, {
      timeout: 20_000,
    });
    const dates = await tableDates(page);
    const days = dates.map((d) => Date.parse(d));
    // Daily points (spec 2 §9: up to a month is daily): consecutive days, never a month apart.
    expectConsecutive(days);
    await chartDrawn(page);
    await screenshot(page, 'issue23-home-chart-zoomed-1280');
    await detail(page, '[aria-labelledby="home-performance"]', 'issue23-home-chart-zoomed-1280-detail');
    await page.getByRole('button', { name: CHART_TEXTS.resetZoom }).click();
    expect((await tableDates(page)).length).toBeLessThan(days.length);
  });

  /** The hero chart's table rows once a zoom's daily read has landed: date and cells. */
  async function zoomedRows(page: Page, table: RegExp): Promise<string[][]> {
    const chart = page.getByTestId('hero-chart');
    await chart.getByRole('button', { name: CHART_TEXTS.viewAsTable }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="hero-chart"] .chart__table tbody tr').length >= 15,
      undefined,
      { timeout: 30_000 },
    );
    return chart
      .getByRole('table', { name: table })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent ?? '')));
  }

  const consecutiveDays = (rows: string[][]) => {
    expectConsecutive(rows.map((r) => Date.parse(first(r))));
  };

  /** Each time a day after the one before it. */
  function expectConsecutive(days: number[]): void {
    const gaps = days.slice(1).map((day, i) => day - itemAt(days, i));
    expect(gaps).toEqual(gaps.map(() => 86_400_000));
  }

  it("12: on the analysis page a zoomed month reads its days again, its percentages linked from the zoom's own start", async () => {
    // One account: all of amelia's accounts include a blocked one, which offers no Percentage view (spec 2 §4).
    const page = await ameliaAnalysis(DESKTOP, `?id=${AMELIA_FIRST_ACCOUNT}`);
    await page.getByRole('tab', { name: 'Percentage' }).click();
    const chart = page.getByTestId('hero-chart');
    await chart.getByRole('button', { name: CHART_TEXTS.viewAsTable }).click();
    const percent = (cell: string) => Number(cell.replace(/[%,]/g, ''));
    const yearRows = await chart
      .getByRole('table', { name: /^Percentage/ })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent ?? '')));
    await chart.getByRole('button', { name: CHART_TEXTS.hideTable }).click();
    const asked = page.waitForRequest((r) =>
      /\/api\/analysis\/performance\?.*from=\d{4}-\d{2}-\d{2}&to=/.test(r.url()),
    );
    await zoomAMonth(page);
    expect(new URL((await asked).url()).searchParams.get('account')).toBe(String(AMELIA_FIRST_ACCOUNT));
    const rows = await zoomedRows(page, /^Percentage/);
    consecutiveDays(rows);
    // Linked from the zoom's own start: the first day shows that day's return alone, not the year's so far.
    expect(Math.abs(percent(itemAt(first(rows), 1)))).toBeLessThan(1);
    // A month end in both: the year's figure there counts the months before the zoom, the zoom's does not.
    const sameDay = yearRows.find((r) => rows.some((z) => z[0] === r[0]));
    if (sameDay && Math.abs(percent(itemAt(sameDay, 1))) >= 1)
      expect(rows.find((z) => z[0] === sameDay[0])?.[1]).not.toBe(sameDay[1]);
    await screenshot(page, 'issue23-analysis-chart-zoomed-1280');
    await detail(page, '[data-testid="hero-chart"]', 'issue23-analysis-chart-zoomed-1280-detail');
  });

  it('12: on a phone the analysis Value chart zooms to a month of days too', async () => {
    const page = await ameliaAnalysis(PHONE);
    await zoomAMonth(page);
    const rows = await zoomedRows(page, /^Value/);
    consecutiveDays(rows);
    expect(itemAt(first(rows), 1)).toMatch(/^£[\d,]+\.\d{2}$/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'issue23-analysis-chart-zoomed-360');
  });

  it("13: an assets load that answers 500 says so on the home page and offers 'Try again'", async () => {
    const page = await open(DESKTOP);
    await signIn(page, 'amelia', { acceptCookies: true });
    const fail = (route: { fulfill: (r: object) => Promise<void> }) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"code":"internal","message":"Something went wrong"}',
      });
    await page.route('**/api/assets/load**', fail);
    await page.route('**/api/assets/summary**', fail);
    await page.goto(HOME);
    const assets = page.getByRole('region', { name: HOME_TEXTS.yourAssets });
    await assets.getByRole('alert').getByText(ASSET_LOAD_PROBLEM).waitFor({ timeout: 20_000 });
    await closePrompt(page);
    await screenshot(page, 'issue23-home-assets-failed-1280');
    await page.unroute('**/api/assets/load**');
    await page.unroute('**/api/assets/summary**');
    await assets.getByRole('button', { name: HOME_TEXTS.tryAgain }).click();
    await assets.locator('.asset-card').first().waitFor({ timeout: 60_000 });
    expect(await assets.getByRole('alert').count()).toBe(0);
  });

  it('14: a click anywhere on a portfolio row of the account table opens it', async () => {
    const page = await ameliaHome();
    const summary = await page.evaluate(async () => (await fetch('/api/dashboard/summary?timeframe=default')).json());
    if (summary.layout !== 'table') return; // amelia's accounts show as tiles: no rows to open.
    const toggle = page.getByRole('button', { name: summary.portfolios[0].name, exact: true });
    await toggle.waitFor();
    await toggle.locator('xpath=ancestor::tr').locator('td').first().click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('15: the allocation table keeps each share beside its name and the sector names whole', async () => {
    const page = await open(DESKTOP);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(ANALYSIS);
    await chooseAnalysisTab(page, 'Allocation');
    const sector = page.getByRole('button', { name: 'Sector', exact: true });
    // The tab reads the allocation first: on a busy machine that alone can take most of the default 30 s.
    await sector.click({ timeout: 90_000 });
    const table = page.getByRole('table', { name: 'Sector by investment' });
    await table.waitFor();
    await page.locator('.alloc-panel .visx-axis-bottom .visx-axis-tick').first().waitFor();
    const layout = await page.evaluate(() => {
      const t = [...document.querySelectorAll('table')].find(
        (x) => x.querySelector('caption')?.textContent === 'Sector by investment',
      )!;
      const account = [...t.querySelectorAll('thead th')]
        .find((h) => h.textContent === 'Account')!
        .getBoundingClientRect();
      const weights = [...t.querySelectorAll('.alloc-group__weight')].map((w) => w.getBoundingClientRect());
      const panel = t.closest('.alloc-panel')!;
      const ticks = [...panel.querySelectorAll('.visx-axis-bottom .visx-axis-tick')].map((g) => g.textContent ?? '');
      const names = [...t.querySelectorAll('.alloc-group__title')].map((n) => n.textContent ?? '');
      return { accountLeft: account.left, weightsRight: weights.map((w) => w.right), ticks, names };
    });
    // No share under the Account heading.
    for (const right of layout.weightsRight) expect(right).toBeLessThanOrEqual(layout.accountLeft);
    // Every sector's whole name is on the chart's axis (maybe over two lines), none cut with '…'.
    expect(layout.ticks.join(' ')).not.toContain('…');
    for (const name of layout.names) expect(layout.ticks.map((t) => t.replace(/\s+/g, ' ').trim())).toContain(name);
    await screenshot(page, 'issue23-allocation-sector-1280');
    await detail(page, '.alloc-panel--open', 'issue23-allocation-sector-1280-detail');
    await expectAccessible(page);
  });

  it('15: the allocation sector panel at 360 px', async () => {
    const page = await open(PHONE);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(ANALYSIS);
    await chooseAnalysisTab(page, 'Allocation');
    await page.getByRole('button', { name: 'Sector', exact: true }).click();
    await page.getByRole('table', { name: 'Sector by investment' }).waitFor();
    await page.locator('.alloc-panel .visx-axis-bottom .visx-axis-tick').first().waitFor();
    const ticks = await page.locator('.alloc-panel .visx-axis-bottom .visx-axis-tick').allTextContents();
    expect(ticks.join(' ')).not.toContain('…');
    expect(await noSidewaysScroll(page)).toBe(true);
    await closePrompt(page);
    await screenshot(page, 'issue23-allocation-sector-360');
    await detail(page, '.alloc-panel--open', 'issue23-allocation-sector-360-detail');
  });

  it('16: at 360 px the analysis tabs are one row that scrolls, by keyboard too', async () => {
    const page = await open(PHONE);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto(ANALYSIS);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const tops = await tabs.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    // Arrow keys move along the row; the tab reached is scrolled into view.
    await tabs.first().focus();
    await page.keyboard.press('End');
    const last = tabs.last();
    expect(await last.getAttribute('aria-selected')).toBe('true');
    const [box, list] = await Promise.all([
      last.boundingBox(),
      page.getByRole('tablist', { name: 'Analysis' }).boundingBox(),
    ]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(list!.x + list!.width + 1);
    await page.keyboard.press('Home');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await closePrompt(page);
    await screenshot(page, 'issue23-analysis-tabs-360');
    await detail(page, '.analysis-tabs__list', 'issue23-analysis-tabs-360-detail');
    await expectAccessible(page);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`17: an adviser viewing amelia is greeted as themself, under a 'Viewing Amelia Hartley' banner (${viewport.width} px)`, async () => {
      const page = await open(viewport);
      await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
      const adviserName: string = await page.evaluate(
        async () => (await (await fetch('/api/session')).json()).user.displayName,
      );
      const status = await page.evaluate(async (clientId) => {
        const { csrfToken } = await (await fetch('/api/auth/csrf')).json();
        return (
          await fetch('/api/advisers/client-in-context', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
            body: JSON.stringify({ clientId }),
          })
        ).status;
      }, AMELIA);
      expect(status).toBe(200);
      await page.goto(HOME);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(await h1.textContent()).toBe(`${HOME_TEXTS.greeting}, ${adviserName}`);
      const banner = page.getByTestId('viewing-banner');
      const link = banner.getByRole('link', { name: 'Viewing Amelia Hartley' });
      await link.waitFor();
      const look = await banner.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const a = b.querySelector('a')!;
        return {
          width: r.width,
          background: getComputedStyle(b).backgroundColor,
          size: parseFloat(getComputedStyle(a).fontSize),
          weight: Number(getComputedStyle(a).fontWeight),
        };
      });
      expect(look.width).toBeGreaterThanOrEqual(viewport.width - 20);
      expect(look.background).not.toMatch(/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/);
      expect(look.size).toBeGreaterThanOrEqual(16);
      expect(look.weight).toBeGreaterThanOrEqual(700);
      await chartDrawn(page);
      expect(await noSidewaysScroll(page)).toBe(true);
      await screenshot(page, `issue23-home-adviser-amelia-${viewport.width}`);
      await windowScreenshot(page, `issue23-home-adviser-amelia-${viewport.width}-top`);
      await expectAccessible(page);
    });
  }
});
