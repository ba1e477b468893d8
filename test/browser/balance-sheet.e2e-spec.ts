import type { Page } from 'playwright-core';
import {
  ASSET_VIEW_LABELS,
  assetTabTitle,
  ASSETS_LOAD_STAGES,
  BALANCE_SHEET_TITLE,
  MEMBER_ASSETS_UNAVAILABLE,
  NO_ASSETS_FOR_PERSON,
  NO_MANAGED_ASSETS,
  YOUR_ASSETS,
  type AssetViewKey,
} from '../../domain/assets/asset-display-texts';
import { ASSET_TYPE_ORDER } from '../../domain/assets/asset-types';
import { inAssetView } from '../../domain/assets/asset-views';
import { ASSETS_SUMMARY_LABELS, BALANCE_SHEET_LABELS, NET_WORTH_TEXTS } from '../../domain/assets/balance-sheet-labels';
import { formatMoney } from '../../domain/format/figure-format';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  readJson,
  screenshot,
  signInThroughApi,
  useRig,
} from './support/browser-harness';
import { first, itemAt } from '../../domain/shared/present';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const SHEET = '/core/clients/balance-sheet/';
const HOME = '/core/clients/home/';
const AMELIA = 10001;

interface Money {
  plan: number;
  planCurrency: string;
  report: number | null;
}
interface SheetRead {
  members: { id: number; name: string; relationship: string }[];
  memberId: number;
  views: AssetViewKey[];
  defaultView: AssetViewKey;
  underAdviceFeature: boolean;
  reportCurrency: string;
  multiCurrency: boolean;
  fxRates: { currency: string; display: string | null }[];
  assets: { type: string; description: string; managed: boolean; value: Money; ownedValue: Money }[];
}
interface SummaryRead {
  enabled: boolean;
  currency: string;
  cards: { type: string; count: number; items: string[]; tab: number }[];
  managedNet: number | null;
}

/**
 * The balance sheet and the home assets summary in Chromium against the embedded sandbox (spec 2 §2
 * "Balance sheet", "Home dashboard", §4 "Balance sheet" and "Assets load progress"). What the page
 * shows is checked against the portal's own reads, made from inside the signed-in page.
 */
describe('the balance sheet in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(180_000);

  async function open(username: string, viewport = DESKTOP): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    expect(await signInThroughApi(page, username, { acceptCookies: true })).toBe('LoginSuccess');
    return page;
  }

  const tabNames = (page: Page) => page.getByRole('tab').allInnerTexts();
  const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').innerText();
  /** The shell's review prompt is put away so that screenshots show the page. */
  async function sheetReady(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1, name: BALANCE_SHEET_TITLE }).waitFor();
    await page.locator('[role="tab"], .bs-empty').first().waitFor({ timeout: 60_000 });
    await closePrompt(page);
  }
  /** The tab titles a view should show, counted from the balance sheet read. */
  const expectedTabs = (sheet: SheetRead, view: AssetViewKey) =>
    ASSET_TYPE_ORDER.map((type) =>
      assetTabTitle(type, sheet.assets.filter((a) => a.type === type && inAssetView(a.managed, view)).length),
    );

  it('amelia opens it from the navigation; each view shows its counts with singular or plural labels', async () => {
    const page = await open('amelia');
    await page.goto(HOME);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balance sheet' }).click();
    await page.waitForURL((u) => u.pathname === SHEET);
    await sheetReady(page);
    const sheet = await readJson<SheetRead>(page, '/api/assets/balance-sheet');
    expect(sheet.underAdviceFeature).toBe(true);
    expect(await page.getByRole('radio', { name: ASSET_VIEW_LABELS[sheet.defaultView], exact: true }).isChecked()).toBe(
      true,
    );
    expect(sheet.defaultView).toBe('managed');

    for (const view of sheet.views) {
      await page.getByRole('radio', { name: ASSET_VIEW_LABELS[view], exact: true }).check();
      const tabs = expectedTabs(sheet, view);
      await page.waitForFunction(
        (want) => [...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent).join('|') === want,
        tabs.join('|'),
      );
      expect(await tabNames(page)).toEqual(tabs);
      // The first tab with data is the one open.
      expect(await selectedTab(page)).toBe(tabs[tabs.findIndex((t) => !t.startsWith('0 '))]);
    }
    // Every type has data in Everything, some with one item, some with more: both label forms show.
    const everything = expectedTabs(sheet, 'everything');
    expect(everything.every((t) => !t.startsWith('0 '))).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'balance-sheet-amelia-1280');
  });

  it('opens each tab by the query parameter asset; the rows are the view’s assets of that type', async () => {
    const page = await open('amelia');
    await page.goto(SHEET);
    await sheetReady(page);
    const sheet = await readJson<SheetRead>(page, '/api/assets/balance-sheet');
    await page.getByRole('radio', { name: ASSET_VIEW_LABELS.everything, exact: true }).check();
    for (const [i, type] of ASSET_TYPE_ORDER.entries()) {
      const assets = sheet.assets.filter((a) => a.type === type);
      await page.getByRole('tab', { name: assetTabTitle(type, assets.length) }).click();
      await page.waitForURL((u) => u.searchParams.get('asset') === String(i));
      await page.locator(`#bs-panel-${i}`).waitFor();
      const rows = page.locator(`#bs-panel-${i} tbody tr`);
      expect(await rows.count()).toBe(assets.length);
      expect(await rows.locator('th').allInnerTexts()).toEqual(assets.map((a) => a.description));
      // Valuation dates read 'D MMM YYYY'.
      for (const date of await rows.locator('td:last-child').allInnerTexts())
        expect(date).toMatch(/^(\d{1,2} [A-Z][a-z]{2} \d{4}|Not available)$/);
    }
    // A link straight to the liabilities tab.
    await page.goto(`${SHEET}?asset=3`);
    await sheetReady(page);
    expect(await selectedTab(page)).toMatch(/Liabilit/);
  });

  it('switches member with the dropdown (query parameter id); the member not login accessible is never offered', async () => {
    const page = await open('amelia');
    await page.goto(SHEET);
    await sheetReady(page);
    const sheet = await readJson<SheetRead>(page, '/api/assets/balance-sheet');
    const member = page.getByRole('combobox', { name: 'Family member' });
    expect(await member.locator('option').allInnerTexts()).toEqual(sheet.members.map((m) => m.name));
    expect(sheet.members.map((m) => m.relationship)).toEqual(['self', 'partner']);
    const ben = sheet.members.find((m) => m.relationship === 'partner')!;
    await member.focus();
    await member.selectOption(String(ben.id));
    await page.waitForURL((u) => u.searchParams.get('id') === String(ben.id));
    // A member change keeps focus on the dropdown, which shows the member chosen (WCAG 3.2.2).
    await page.locator('.bs-assets[aria-busy="false"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    expect(await member.inputValue()).toBe(String(ben.id));
    // Arrow keys on the dropdown leave focus on it too. ArrowUp from ben (the second) chooses amelia.
    const self = sheet.members.find((m) => m.relationship === 'self')!;
    await page.keyboard.press('ArrowUp');
    // The page follows the member the arrow chose (its address names it) and has loaded their assets.
    await page.waitForURL((u) => u.searchParams.get('id') === String(self.id));
    const dropdown = await member.elementHandle();
    await page.waitForFunction(([el, id]) => (el as HTMLSelectElement).value === id, [
      dropdown,
      String(self.id),
    ] as const);
    await page.locator('.bs-assets[aria-busy="false"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await member.selectOption(String(ben.id));
    await page.waitForURL((u) => u.searchParams.get('id') === String(ben.id));
    await page.locator('.bs-assets[aria-busy="false"]').waitFor();
    const bens = await readJson<SheetRead>(page, `/api/assets/balance-sheet?memberId=${ben.id}`);
    await page.getByRole('radio', { name: ASSET_VIEW_LABELS.everything, exact: true }).check();
    const tabs = expectedTabs(bens, 'everything');
    if (tabs.every((t) => t.startsWith('0 '))) {
      await page.getByText(NO_ASSETS_FOR_PERSON).waitFor();
    } else {
      await page.waitForFunction(
        (want) => [...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent).join('|') === want,
        tabs.join('|'),
      );
    }
    await page.getByRole('radio', { name: ASSET_VIEW_LABELS.managed, exact: true }).check();
    const managed = expectedTabs(bens, 'managed');
    if (managed.every((t) => t.startsWith('0 '))) await page.getByText(NO_MANAGED_ASSETS).waitFor();
    // The address opens the same member.
    await page.reload();
    await sheetReady(page);
    expect(await page.getByRole('combobox', { name: 'Family member' }).inputValue()).toBe(String(ben.id));
    await expectAccessible(page);
  });

  it('toggles the EUR pension between plan and reporting currency with the rate, and resets on a change of tab', async () => {
    const page = await open('amelia');
    await page.goto(`${SHEET}?asset=1`);
    await sheetReady(page);
    const sheet = await readJson<SheetRead>(page, '/api/assets/balance-sheet');
    await page.getByRole('radio', { name: ASSET_VIEW_LABELS.everything, exact: true }).check();
    const pensions = sheet.assets.filter((a) => a.type === 'pension');
    await page.getByRole('tab', { name: assetTabTitle('pension', pensions.length) }).click();
    const eur = pensions.find((a) => a.value.planCurrency === 'EUR')!;
    expect(eur).toBeDefined();
    const row = page.locator('[role="tabpanel"] tbody tr', { hasText: eur.description });
    const reporting = page.getByRole('radio', { name: `Reporting currency (${sheet.reportCurrency})` });
    const plan = page.getByRole('radio', { name: 'Plan currency' });
    expect(await (sheet.multiCurrency ? plan : reporting).isChecked()).toBe(true);

    await reporting.check();
    expect(await row.locator('td').nth(2).innerText()).toBe(formatMoney(eur.value.report, sheet.reportCurrency, 0));
    const rate = sheet.fxRates.find((r) => r.currency === 'EUR')!;
    await page.getByText(`1 EUR = ${rate.display} ${sheet.reportCurrency}`).waitFor();
    await screenshot(page, 'balance-sheet-amelia-reporting-currency');
    await plan.check();
    expect(await row.locator('td').nth(2).innerText()).toBe(formatMoney(eur.value.plan, 'EUR', 0));
    // The net-worth chart below keeps the panel's width.
    await page.waitForFunction(() => Number(document.querySelector('.chart__svg')?.getAttribute('width')) > 900);
    await screenshot(page, 'balance-sheet-amelia-plan-currency');

    // Another tab and back: the display is the multi-currency setting's again.
    await page.getByRole('tab', { name: /Investment/ }).click();
    await page.getByRole('tab', { name: assetTabTitle('pension', pensions.length) }).click();
    expect(await (sheet.multiCurrency ? plan : reporting).isChecked()).toBe(true);
    await expectAccessible(page);
  });

  it('shows the household net worth, with a chart that works by keyboard and as a table', async () => {
    const page = await open('amelia');
    await page.goto(SHEET);
    await sheetReady(page);
    const netWorth = await readJson<{
      currency: string;
      household: { assets: number; liabilities: number; netWorth: number };
      members: { name: string; assets: number }[];
    }>(page, '/api/assets/net-worth?view=managed');
    const figures = page.getByTestId('household-figures');
    await figures.waitFor();
    expect(await figures.locator('dd').allInnerTexts()).toEqual(
      [netWorth.household.assets, netWorth.household.liabilities, netWorth.household.netWorth].map((v) =>
        formatMoney(v, netWorth.currency, 0),
      ),
    );
    const chart = page.getByRole('group', { name: NET_WORTH_TEXTS.chartTitle });
    await chart.waitFor();
    // The pointer (left where the prompt was closed) would pick a column of its own.
    await page.mouse.move(0, 0);
    await chart.focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-roledescription'))).toBe('chart');
    await page.keyboard.press('ArrowRight');
    const self = first(netWorth.members);
    const said = `${self.name}, ${NET_WORTH_TEXTS.totalAssets}: ${formatMoney(self.assets, netWorth.currency, 0)}`;
    await page.waitForFunction((text) => document.querySelector('.chart__readout')?.textContent === text, said);
    await page.getByRole('button', { name: 'View as table' }).click();
    const table = page.getByRole('table', { name: NET_WORTH_TEXTS.chartTitle });
    expect(await table.locator('tbody th').allInnerTexts()).toEqual([
      ...netWorth.members.map((m) => m.name),
      NET_WORTH_TEXTS.household,
    ]);
    await expectAccessible(page);
    await screenshot(page, 'balance-sheet-amelia-net-worth');
  });

  it("falls back to the client's own sheet, with a notice and the address corrected, for a member who is not shown", async () => {
    const page = await open('amelia');
    await page.goto(`${SHEET}?id=10014`);
    await sheetReady(page);
    expect(await page.getByTestId('member-unavailable').innerText()).toBe(MEMBER_ASSETS_UNAVAILABLE);
    await page.waitForURL((u) => u.pathname === SHEET && !u.searchParams.has('id'));
    expect(await page.getByRole('combobox', { name: 'Family member' }).inputValue()).toBe(String(AMELIA));
    await expectAccessible(page);
    await screenshot(page, 'balance-sheet-member-unavailable');
  });

  it("shows 'Not available' for net worth figures that depend on a list that failed, and leaves those bars out", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('amelia', viewport);
      // The answer the API gives when the liabilities lists fail (bff: null figures and failedTypes).
      await page.route('**/api/assets/net-worth*', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        for (const row of [...body.members, body.household]) Object.assign(row, { liabilities: null, netWorth: null });
        await route.fulfill({ response, json: { ...body, failedTypes: ['liability'] } });
      });
      await page.goto(SHEET);
      await sheetReady(page);
      const figures = page.getByTestId('household-figures');
      await figures.waitFor();
      const shown = await figures.locator('dd').allInnerTexts();
      expect(shown.slice(1)).toEqual(['Not available', 'Not available']);
      expect(shown[0]).toMatch(/^£[\d,]+$/);
      expect(await page.getByTestId('net-worth-failed').innerText()).toBe(
        `${NET_WORTH_TEXTS.failedLists} Liabilities. ${NET_WORTH_TEXTS.failedListsAfter}`,
      );
      await page.locator('.bs-net-worth .chart__svg').waitFor();
      await page.waitForFunction(() => {
        const svg = document.querySelector('.bs-net-worth .chart__svg');
        const plot = document.querySelector('.bs-net-worth .chart__plot');
        return !!svg && !!plot && Math.abs(svg.getBoundingClientRect().width - plot.getBoundingClientRect().width) < 2;
      });
      // Only the assets bars: one per member and one for the household.
      expect(await page.locator('.bs-net-worth .chart__svg rect[stroke]').count()).toBe(3);
      await page.getByText(/Figures that are not available are left out of the chart\.$/).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `balance-sheet-net-worth-unknown-${viewport.width}`);
      await page.context().close();
    }
  });

  it('shows ben (no partner view) his own net worth once, and sends his link to amelia back to his own sheet', async () => {
    const page = await open('ben');
    await page.goto(`${SHEET}?id=${AMELIA}`);
    await sheetReady(page);
    expect(await page.getByTestId('member-unavailable').innerText()).toBe(MEMBER_ASSETS_UNAVAILABLE);
    await page.waitForURL((u) => u.pathname === SHEET && !u.searchParams.has('id'));
    const netWorth = await readJson<{ members: { name: string }[] }>(page, '/api/assets/net-worth?view=managed');
    expect(netWorth.members).toHaveLength(1);
    await page.getByText(NET_WORTH_TEXTS.householdIsYou).waitFor();
    expect(await page.locator('.bs-net-worth__whose').innerText()).toBe(first(netWorth.members).name);
    await page.getByRole('button', { name: 'View as table' }).click();
    expect(
      await page.getByRole('table', { name: NET_WORTH_TEXTS.chartTitle }).locator('tbody th').allInnerTexts(),
    ).toEqual([first(netWorth.members).name]);
    await expectAccessible(page);
    await screenshot(page, 'balance-sheet-ben-own-net-worth');
  });

  it('names the currency and rate of a total over rows in another currency, in both currency views, and the view of the net worth', async () => {
    const page = await open('amelia');
    await page.goto(`${SHEET}?asset=1`);
    await sheetReady(page);
    const sheet = await readJson<SheetRead>(page, '/api/assets/balance-sheet');
    const eur = sheet.fxRates.find((r) => r.currency === 'EUR')!;
    const note = `(in ${sheet.reportCurrency}, converting EUR at ${eur.display})`;
    expect(await page.getByTestId('tab-total-currency').innerText()).toBe(note);
    for (const name of ['Plan currency', `Reporting currency (${sheet.reportCurrency})`]) {
      const radio = page.getByRole('radio', { name, exact: true });
      if (await radio.count()) await radio.check();
      expect(await page.getByTestId('tab-total-currency').innerText()).toBe(note);
      expect(await page.getByText(`1 EUR = ${eur.display} ${sheet.reportCurrency}`).count()).toBe(1);
    }
    expect(
      await page.getByText(/^Figures are rounded to the nearest pound; totals are worked out to the penny\.$/).count(),
    ).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: NET_WORTH_TEXTS.viewHeadings.managed }).count()).toBe(1);
    await page.getByRole('radio', { name: ASSET_VIEW_LABELS.everything, exact: true }).check();
    await page.getByRole('heading', { level: 2, name: NET_WORTH_TEXTS.viewHeadings.everything }).waitFor();
    await page.getByRole('tab', { name: /Liabilit/ }).click();
    expect(await page.locator('.bs-tabs__panel thead th').allInnerTexts()).toContain(BALANCE_SHEET_LABELS.amountOwed);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // The chart measures its new width after a short debounce.
      await page.waitForFunction(() => {
        const svg = document.querySelector('.bs-net-worth .chart__svg');
        const plot = document.querySelector('.bs-net-worth .chart__plot');
        return !!svg && !!plot && Math.abs(svg.getBoundingClientRect().width - plot.getBoundingClientRect().width) < 2;
      });
      expect(await noSidewaysScroll(page)).toBe(true);
      await screenshot(page, `balance-sheet-amelia-liabilities-${viewport.width}`);
    }
    await expectAccessible(page);
  });

  it("shows an adviser amelia's balance sheet with amelia in context", async () => {
    const { page } = await newPage(rig, DESKTOP);
    await signInThroughApi(page, 'adviser', { tab: 'adviser', acceptCookies: true });
    const status = await page.evaluate(async (clientId) => {
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      const res = await fetch('/api/advisers/client-in-context', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ clientId }),
      });
      return res.status;
    }, AMELIA);
    expect(status).toBe(200);
    await page.goto(SHEET);
    await sheetReady(page);
    const sheet = await readJson<SheetRead>(page, '/api/assets/balance-sheet');
    expect(sheet.members[0]).toMatchObject({ id: AMELIA, relationship: 'self' });
    expect(await tabNames(page)).toEqual(expectedTabs(sheet, sheet.defaultView));
    expect(await page.getByRole('link', { name: /Viewing Amelia/ }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'balance-sheet-adviser-amelia-1280');
  });

  it('fits a 360 px screen: the tables become cards, with no sideways scroll', async () => {
    const page = await open('amelia', PHONE);
    await page.goto(SHEET);
    await sheetReady(page);
    expect(await page.locator('[role="tabpanel"] table').count()).toBe(0);
    expect(await page.locator('[role="tabpanel"] .bs-card').count()).toBeGreaterThan(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'balance-sheet-amelia-360');
  });

  it("shows carla's home at the Assets level: the managed-assets summary with cards linking to their tab", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('carla', viewport);
      await page.goto(HOME);
      await page.getByRole('heading', { level: 2, name: YOUR_ASSETS }).waitFor();
      await page.getByTestId('managed-net').waitFor({ timeout: 60_000 });
      const summary = await readJson<SummaryRead>(page, '/api/assets/summary');
      expect(summary.enabled).toBe(true);
      expect(summary.cards.length).toBeGreaterThan(0);
      expect(await page.getByTestId('managed-net').innerText()).toBe(
        formatMoney(summary.managedNet, summary.currency, 0),
      );
      const links = page.locator('.asset-card__link');
      expect(await links.allInnerTexts()).toEqual(summary.cards.map((c) => assetTabTitle(c.type as never, c.count)));
      for (const [i, card] of summary.cards.entries()) {
        // The cards are managed assets: each opens the Managed view, so its count is the tab's.
        expect(await links.nth(i).getAttribute('href')).toBe(`${SHEET}?view=managed&asset=${card.tab}`);
        expect(card.items.length).toBeLessThanOrEqual(3);
        expect(await page.locator('.asset-card').nth(i).locator('.asset-card__items li').allInnerTexts()).toEqual(
          card.items,
        );
      }
      expect(await page.getByTestId('assets-scope').innerText()).toBe(ASSETS_SUMMARY_LABELS.managedOnly);
      // No portfolio figures at this level.
      expect(await page.getByTestId('total-value').count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `home-carla-assets-${viewport.width}`);
      if (viewport === DESKTOP) {
        const card = first(summary.cards);
        await links.first().click();
        await page.waitForURL((u) => u.pathname === SHEET && u.searchParams.get('asset') === String(card.tab));
        await sheetReady(page);
        expect(await page.getByRole('tab').nth(card.tab).getAttribute('aria-selected')).toBe('true');
        expect(await page.getByRole('radio', { name: ASSET_VIEW_LABELS.managed, exact: true }).isChecked()).toBe(true);
        expect(await page.getByRole('tab').nth(card.tab).innerText()).toBe(
          assetTabTitle(card.type as never, card.count),
        );
      }
      await page.context().close();
    }
  });

  it('reports the four load stages in order on the real stream, and the progress bar shows the stage reached', async () => {
    const page = await open('carla');
    // Every progress event the page's EventSource receives, in order.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { __progress: unknown[] }).__progress = seen;
      const Original = window.EventSource;
      window.EventSource = class extends Original {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('progress', (e) => seen.push(JSON.parse(e.data)));
        }
      };
    });
    await page.goto(HOME);
    await page.getByTestId('managed-net').waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { __progress: unknown[] }).__progress)).toEqual(
      ASSETS_LOAD_STAGES,
    );
    expect(await page.getByRole('progressbar').count()).toBe(0);

    // A stream held at its third stage: the bar says so until the summary arrives.
    const stage = itemAt(ASSETS_LOAD_STAGES, 2);
    let releaseSummary: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseSummary = resolve));
    await page.route('**/api/assets/load*', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: `event: progress\ndata: ${JSON.stringify(stage)}\n\n`,
      }),
    );
    await page.route('**/api/assets/summary', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(HOME);
    const bar = page.getByRole('progressbar', { name: 'Loading your assets' });
    await bar.waitFor();
    await page.waitForFunction(
      (p) => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === String(p),
      stage.percent,
    );
    expect(await bar.getAttribute('aria-valuetext')).toBe(`${stage.label}, ${stage.percent}%`);
    await page.getByText(stage.label).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-carla-assets-progress');
    // The stream ended without `done`: the summary is read plainly and the bar goes.
    releaseSummary();
    await page.getByTestId('managed-net').waitFor();
    expect(await bar.count()).toBe(0);
  });
});
