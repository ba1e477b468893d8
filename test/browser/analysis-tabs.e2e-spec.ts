import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  chooseAnalysisTab,
  newPage,
  screenshot,
  seriousAxeViolations,
  signIn,
  useRig,
} from './support/browser-harness';
import { itemAt } from '../../domain/shared/present';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const ANALYSIS = '/core/clients/analysis/';
/** amelia's Stocks and Shares ISA (a target set is linked to it); lena's AUD account (BPAY and a bank account). */
const AMELIA_ISA = 10001101;
const LENA_AUD = 10012101;

/**
 * The Investments, Allocation, Transactions, Investment instructions and Payment information tabs of the
 * analysis page, against the embedded sandbox, at 1280 and 360 px, with axe-core and screenshots.
 */
describe('analysis page tabs in the browser', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  // axe-core over a table of several hundred transactions takes a while on a busy machine.
  jest.setTimeout(300_000);

  async function open(username: string, viewport: { width: number; height: number }, search = ''): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    await signIn(page, username, { acceptCookies: true });
    await page.goto(`${ANALYSIS}${search}`);
    await page.locator('h1').first().waitFor();
    return page;
  }

  const openTab = chooseAnalysisTab;

  async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }

  async function expectAccessible(page: Page, state: string): Promise<void> {
    expect({ state, violations: await seriousAxeViolations(page) }).toEqual({ state, violations: [] });
  }

  /** WCAG 2.5.5: the visible controls inside a tab that are smaller than 44 by 44 CSS pixels. */
  async function smallTargets(page: Page, tab: string): Promise<string[]> {
    return page.evaluate((selector) => {
      const small: string[] = [];
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>(`${selector} :is(a[href], button, select, input)`),
      )) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (box.width < 43.5 || box.height < 43.5)
          small.push(
            `${(el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40)} ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
      }
      return small;
    }, tab);
  }

  /** The security names of an account's positions, in the order shown. */
  const positionNames = (page: Page) =>
    page.locator('table.inv-table').first().locator('tbody tr:not(.inv-row--sub) th').allInnerTexts();

  it("amelia's investments: accounts collapsed, a row opens, sort by name flips, Expand all and Collapse all, Show in", async () => {
    const page = await open('amelia', WIDE);
    await openTab(page, 'Investments');
    const isa = page.getByRole('button', { name: 'Stocks and Shares ISA (GBP)' }).first();
    await isa.waitFor();
    expect(await isa.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'analysis-investments-1280');

    // By keyboard: the account's title is a button, Enter opens it.
    await isa.focus();
    await page.keyboard.press('Enter');
    expect(await isa.getAttribute('aria-expanded')).toBe('true');
    const names = await positionNames(page);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const nameHeader = page
      .locator('table.inv-table')
      .first()
      .locator('th', { has: page.getByRole('button', { name: 'Security name' }) });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.locator('table.inv-table').first().getByRole('button', { name: 'Security name' }).click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await positionNames(page)).toEqual([...names].reverse());
    await expectAccessible(page, 'investments, one account open');

    const accounts = await page.locator('.inv-account').count();
    await page.getByRole('button', { name: 'Expand all' }).click();
    expect(await page.locator('table.inv-table').count()).toBe(
      accounts - (await page.locator('.inv-account__none').count()),
    );
    expect(await page.getByText('Vanguard LifeStrategy 60% Equity Fund', { exact: false }).count()).toBeGreaterThan(0);
    await screenshot(page, 'analysis-investments-expanded-1280');
    await page.getByRole('button', { name: 'Collapse all' }).click();
    expect(await page.locator('table.inv-table').count()).toBe(0);

    await page.getByRole('button', { name: 'What does this mean?' }).click();
    await page.getByRole('dialog', { name: 'What the investment figures mean' }).waitFor();
    await expectAccessible(page, 'investments, explanation open');
    await page.keyboard.press('Escape');

    const usd = page.locator('.inv-account', { has: page.getByRole('button', { name: 'US Dollar Account (USD)' }) });
    expect(await usd.locator('.inv-account__figures dd').first().innerText()).toMatch(/^-?£/);
    // Several plan currencies: no 'Show in' (the one currency rule); the menu shows one account in its own currency.
    expect(await page.locator('.inv-tab').getByRole('group', { name: 'Show in' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Options for US Dollar Account' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Convert to original currency' }).click();
    await page.waitForFunction(() => !document.querySelector('.inv-tab[aria-busy]'));
    expect(await usd.locator('.inv-account__figures dd').first().innerText()).toMatch(/^-?\$/);
    await page.getByRole('button', { name: 'Options for US Dollar Account' }).click();
    expect(
      await page.getByRole('menuitemcheckbox', { name: 'Convert to original currency' }).getAttribute('aria-checked'),
    ).toBe('true');
    await expectAccessible(page, 'investments, menu open');
    await screenshot(page, 'analysis-investments-converted-1280');
  });

  it("amelia's investments on a 360 px phone: a readable list, no sideways scroll, no explanation link", async () => {
    const page = await open('amelia', PHONE);
    await openTab(page, 'Investments');
    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.locator('table.inv-table').first().waitFor();
    expect(await page.getByRole('button', { name: 'What does this mean?' }).count()).toBe(0);
    // The column headers are hidden in the card layout; the 'Sort by' list orders the positions instead.
    const names = await positionNames(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Security name, descending' });
    expect(await positionNames(page)).toEqual([...names].reverse());
    await expectNoSidewaysScroll(page, PHONE.width);
    await expectAccessible(page, 'investments at 360 px');
    expect(await smallTargets(page, '.inv-tab')).toEqual([]);
    await screenshot(page, 'analysis-investments-360');
  });

  it("amelia's transactions: Load more until 'All Loaded', then a row's detail panel", async () => {
    const page = await open('amelia', WIDE);
    await openTab(page, 'Transactions');
    const rows = page.locator('table.txn-table tbody tr.txn-row');
    await rows.first().waitFor();
    // What the read holds, page by page, to compare with what the tab ends up listing.
    const total = await page.evaluate(async () => {
      let count = 0;
      let bookmark: string | null = null;
      do {
        const res: { rows: unknown[]; nextBookmark: string | null } = await (
          await fetch(`/api/analysis/transactions${bookmark ? `?bookmark=${encodeURIComponent(bookmark)}` : ''}`)
        ).json();
        count += res.rows.length;
        bookmark = res.nextBookmark;
      } while (bookmark);
      return count;
    });
    for (let i = 0; i < 20 && (await page.getByRole('button', { name: 'All Loaded' }).count()) === 0; i++) {
      const before = await rows.count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('table.txn-table tbody tr.txn-row').length > n,
        before,
      );
    }
    await page.getByRole('button', { name: 'All Loaded' }).waitFor();
    expect(await rows.count()).toBe(total);

    await rows.first().locator('td').first().click();
    const panel = page.locator('.txn-detail');
    await panel.waitFor();
    expect(await panel.locator('dt').allInnerTexts()).toEqual(
      expect.arrayContaining(['Type', 'Trade date', 'Gross amount', 'Net amount']),
    );
    expect(await page.locator('table.txn-table tbody tr.txn-row').first().locator('td').first().innerText()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await expectAccessible(page, 'transactions, detail open');
    await screenshot(page, 'analysis-transactions-1280');
  });

  it("amelia's transactions on a 360 px phone: an expandable list", async () => {
    const page = await open('amelia', PHONE);
    await openTab(page, 'Transactions');
    const first = page.locator('.txn-list .txn-item__toggle').first();
    await first.waitFor();
    expect(await page.locator('table.txn-table').count()).toBe(0);
    await first.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.txn-item .txn-detail').waitFor();
    await expectNoSidewaysScroll(page, PHONE.width);
    await expectAccessible(page, 'transactions at 360 px');
    expect(await smallTargets(page, '.txn-tab')).toEqual([]);
    await screenshot(page, 'analysis-transactions-360');
  });

  /** The allocation read the tab shows, fetched in the page with its session. */
  type AllocationRead = {
    total: number;
    sections: {
      type: string;
      title: string;
      total: number;
      table: { title: string; value: number; weight: number }[];
    }[];
  };
  const readAllocation = (page: Page): Promise<AllocationRead> =>
    page.evaluate(async () => (await fetch('/api/analysis/allocation')).json());
  /** '£12,345' → 12345. */
  const wholeAmount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

  it("amelia's allocation: collapsed panels, charts by keyboard and as a table, each table adding up to its section's total", async () => {
    const page = await open('amelia', WIDE);
    await openTab(page, 'Allocation');
    const read = await readAllocation(page);
    expect(read.sections.map((s) => s.title)).toEqual(['Asset class', 'Sector', 'Geographic region']);
    const toggles = page.locator('.alloc-panel__toggle');
    await toggles.first().waitFor();
    expect(await toggles.allInnerTexts()).toEqual(['Asset class', 'Sector', 'Geographic region']);
    // spec 2 §2: more than one type, so every panel starts collapsed.
    for (const t of await toggles.all()) expect(await t.getAttribute('aria-expanded')).toBe('false');
    // The annual-review prompt floats over the panels' titles in a full-page picture: close it first.
    const prompt = page.getByRole('button', { name: 'Close: Your annual review' });
    if (await prompt.count()) await prompt.click();
    await screenshot(page, 'analysis-allocation-collapsed-1280');

    for (const section of read.sections) {
      const toggle = page.getByRole('button', { name: section.title, exact: true });
      // By keyboard: Enter opens the panel.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator('.alloc-panel', { has: toggle });
      // The chart's chunk loads, then it draws its columns or slices.
      await panel
        .locator(section.type === 'sector' ? '.alloc-panel__chart svg rect' : '.alloc-panel__chart svg path')
        .first()
        .waitFor();

      // One tab stop for the chart; the arrow keys announce the slice or column, heaviest first.
      const chart = panel.getByRole('group', { name: `${section.title} chart` });
      await chart.focus();
      await page.keyboard.press('ArrowRight');
      const heaviest = itemAt(
        [...section.table].sort((a, b) => b.weight - a.weight || b.value - a.value),
        0,
      );
      expect(await panel.locator('.chart__readout').innerText()).toMatch(
        new RegExp(`^${heaviest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: £[\\d,]+, (\\d+%|<1%)$`),
      );
      if (section.type === 'assetClass') await expectAccessible(page, 'allocation, a chart focused');

      // 'View as table': the chart's numbers as a table, a row per group.
      await panel.getByRole('button', { name: 'View as table' }).click();
      const chartTable = panel.getByRole('table', { name: `${section.title} chart` });
      expect(await chartTable.locator('tbody tr').count()).toBe(section.table.length);

      // The panel's table: groups heaviest first, their whole amounts adding up to the section's total.
      const table = panel.getByRole('table', { name: `${section.title} by investment` });
      const groupAmounts = (await table.locator('tr.alloc-group__row td:not(.alloc-group__blank)').allInnerTexts()).map(
        wholeAmount,
      );
      const total = wholeAmount(await table.locator('tr.alloc-total td').innerText());
      expect(section.total).toBe(read.total);
      expect(total).toBe(Math.round(section.total));
      expect(groupAmounts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(groupAmounts).toEqual([...groupAmounts].sort((a, b) => b - a));

      // A group opens onto its investments, which add up to the group.
      const first = table.locator('tr.alloc-group__row button').first();
      await first.click();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      const rowAmounts = (await table.locator('tr.alloc-row td:last-child').allInnerTexts()).map(wholeAmount);
      expect(rowAmounts.length).toBeGreaterThan(0);
      expect(rowAmounts.reduce((a, b) => a + b, 0)).toBe(groupAmounts[0]);
    }
    await expectAccessible(page, 'allocation, every panel and table open');
    await screenshot(page, 'analysis-allocation-1280');
  });

  it("amelia's allocation on a 360 px phone: panels open one under another, no sideways scroll", async () => {
    const page = await open('amelia', PHONE);
    await openTab(page, 'Allocation');
    const toggles = page.locator('.alloc-panel__toggle');
    await toggles.first().waitFor();
    await screenshot(page, 'analysis-allocation-collapsed-360');
    for (const t of await toggles.all()) await t.click();
    await page.locator('.alloc-panel__chart svg').nth(2).waitFor();
    await page.locator('tr.alloc-group__row button').first().click();
    await page.getByRole('button', { name: 'View as table' }).first().click();
    await expectNoSidewaysScroll(page, PHONE.width);
    await expectAccessible(page, 'allocation at 360 px');
    expect(await smallTargets(page, '.alloc-tab')).toEqual([]);
    await screenshot(page, 'analysis-allocation-360');
  });

  for (const viewport of [WIDE, PHONE]) {
    it(`investment instructions for amelia's ISA at ${viewport.width} px`, async () => {
      const page = await open('amelia', viewport, `?id=${AMELIA_ISA}`);
      await openTab(page, 'Investment instructions');
      await page.getByRole('heading', { name: 'Balanced Growth model' }).waitFor();
      await page.getByText('Your contributions will be distributed according to the following asset weight').waitFor();
      expect(await page.locator('table.instr-table tbody tr').count()).toBe(4);
      await expectNoSidewaysScroll(page, viewport.width);
      await expectAccessible(page, `instructions at ${viewport.width}`);
      await screenshot(page, `analysis-instructions-${viewport.width}`);
    });

    it(`payment information for lena's AUD account at ${viewport.width} px`, async () => {
      const page = await open('lena', viewport, `?id=${LENA_AUD}`);
      await openTab(page, 'Payment information');
      await page.getByRole('heading', { name: 'Payment options for transferring funds' }).waitFor();
      await page.getByText('254078', { exact: true }).waitFor();
      await page.getByText('062-000', { exact: true }).waitFor();
      await page.getByText('BPAY payments may take up to four business days to reflect.').waitFor();
      await expectNoSidewaysScroll(page, viewport.width);
      await expectAccessible(page, `payment information at ${viewport.width}`);
      await screenshot(page, `analysis-payments-${viewport.width}`);
    });
  }
});
