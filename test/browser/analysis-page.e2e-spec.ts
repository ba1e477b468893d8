import type { Page } from 'playwright-core';
import { ACCESS_DENIED_MESSAGE } from '../../domain/access/page-access';
import { EXPLAIN_THIS_FIGURE, SECTION_FAILED } from '../../domain/analysis/analysis-page';
import { EARLIER_START_DATE, END_BEFORE_FROM_DATE, INVALID_DATE_FORMAT } from '../../domain/analysis/custom-range';
import { formatMoney } from '../../domain/format/quantity-format';
import { formatMoneyChange } from '../../domain/format/figure-format';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  readJson,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';
import { first } from '../../domain/shared/present';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const ANALYSIS = '/core/clients/analysis/';
const HANA = 10008;

/**
 * The analysis page in Chromium against the embedded sandbox (spec 2 §2 "Analysis page",
 * "Performance overview hero", "Date range filter", §4, §5, §8): the frame, drill-down and
 * breadcrumb, the date range modal, the currency toggle, the explanation, and who may open it.
 */
describe('the analysis page in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(120_000);

  async function open(username: string, viewport = DESKTOP, tab: 'client' | 'adviser' = 'client'): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    await signIn(page, username, { tab, acceptCookies: true });
    return page;
  }

  /** A read of the portal API from inside the page (its session), as JSON. */

  /** The hero's figures are in; the shell's review prompt is put away so that screenshots show the page. */
  const heroReady = async (page: Page) => {
    // The first reads of a freshly started sandbox take a while on a busy machine.
    await page.getByTestId('hero-value').waitFor({ timeout: 60_000 });
    await closePrompt(page);
  };
  const heading = (page: Page) => page.locator('main#main h1').textContent();
  const focusedH1 = (page: Page) =>
    page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

  it('amelia opens it from the main navigation: All portfolios, the hero value of the performance read, her portfolios', async () => {
    const page = await open('amelia');
    await page.goto('/core/clients/home/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analysis' }).click();
    await page.waitForURL((u) => u.pathname === ANALYSIS);
    await page.getByRole('heading', { level: 1, name: 'All portfolios' }).waitFor();
    await heroReady(page);

    const perf = await readJson<{
      currency: string;
      range: { from: string };
      hero: { value: number; movement: number; acrossText: string; fxNote: string | null };
      value: { points: { date: string }[] };
    }>(page, '/api/analysis/performance');
    expect(await page.getByTestId('hero-value').textContent()).toBe(
      formatMoney(perf.hero.value, perf.currency, 'moneyTile'),
    );
    // Signed, as on the home dashboard; the chart starts at the period's opening valuation.
    expect(await page.getByTestId('hero-movement').textContent()).toBe(
      formatMoneyChange(perf.hero.movement, perf.currency, 0),
    );
    expect(first(perf.value.points).date).toBe(perf.range.from);
    if (perf.hero.fxNote) await page.getByText(perf.hero.fxNote, { exact: true }).first().waitFor();
    await page.getByText(perf.hero.acrossText).waitFor();
    // The Accounts tab (titled Portfolios), with My and Linked tables.
    expect(await page.getByRole('tab', { name: 'Portfolios' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { level: 2, name: 'My' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Linked' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Fund performance' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    // The chart has measured its container's width before the picture is taken.
    await page.waitForFunction(() => {
      const svg = document.querySelector('.chart__svg');
      const plot = document.querySelector('.chart__plot');
      return !!svg && !!plot && Math.abs(svg.getBoundingClientRect().width - plot.getBoundingClientRect().width) < 2;
    });
    await screenshot(page, 'analysis-amelia-all-portfolios');
  });

  it('drills down from a row into a portfolio then an account, and the breadcrumb goes back with focus on the h1', async () => {
    const page = await open('amelia');
    await page.goto(ANALYSIS);
    await heroReady(page);
    await page.getByRole('row', { name: /Hartley Joint Portfolio/ }).click();
    await page.waitForURL(/\?id=100013$/);
    await page.getByRole('heading', { level: 1, name: 'Hartley Joint Portfolio' }).waitFor();
    await heroReady(page);
    expect(await page.getByRole('tab', { name: 'Accounts' }).getAttribute('aria-selected')).toBe('true');

    // By keyboard: the account's name is the row's link.
    const account = page.getByRole('link', { name: 'Joint US Dollar Account' });
    await account.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?id=10001302$/);
    await page.getByRole('heading', { level: 1, name: 'Joint US Dollar Account' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual([
      'All portfolios',
      'Hartley Joint Portfolio',
      'Joint US Dollar Account',
    ]);
    await heroReady(page);
    // The chart area's table alternative, with the spec's precision, in the preferred currency as on the row clicked (one currency rule).
    await page.getByRole('tab', { name: 'Value' }).click();
    await page.getByText('View as table').click();
    const table = page.getByRole('table', { name: /^Value in GBP/ });
    await table.waitFor();
    expect(await table.locator('tbody td').first().textContent()).toMatch(/^-?£[\d,]+\.\d{2}$/);
    await screenshot(page, 'analysis-amelia-account');

    await crumbs.getByRole('link', { name: 'Hartley Joint Portfolio' }).click();
    await page.waitForURL(/\?id=100013$/);
    await page.waitForFunction(
      () =>
        document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Hartley Joint Portfolio',
    );
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All portfolios' }).click();
    await page.waitForFunction(
      () => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'All portfolios',
    );
    expect(new URL(page.url()).search).toBe('');

    // The back button walks the same places.
    await page.goBack();
    await page.waitForURL(/\?id=100013$/);
    await page.getByRole('heading', { level: 1, name: 'Hartley Joint Portfolio' }).waitFor();
    expect(await focusedH1(page)).toBe('Hartley Joint Portfolio');
  });

  it('keeps Apply disabled for an invalid or reversed custom range, with the spec texts; a valid one changes the figures', async () => {
    const page = await open('amelia');
    await page.goto(ANALYSIS);
    await heroReady(page);
    const before = await page.getByTestId('hero-movement').textContent();
    const rangeButton = page.getByRole('button', { name: /^Date range:/ });
    await rangeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Date range' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Custom' }).check();
    const start = dialog.getByLabel('Start date');
    const end = dialog.getByLabel('End date');
    const apply = dialog.getByRole('button', { name: 'Apply' });

    await start.fill('31-02-2025');
    await end.fill('01-06-2026');
    await end.blur();
    await dialog.getByText(INVALID_DATE_FORMAT).waitFor();
    expect(await apply.isDisabled()).toBe(true);
    await screenshot(page, 'analysis-range-invalid');

    await start.fill('01-06-2026');
    await end.fill('01-01-2026');
    await dialog.getByText(EARLIER_START_DATE).waitFor();
    await dialog.getByText(END_BEFORE_FROM_DATE).waitFor();
    expect(await apply.isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'analysis-range-reversed');

    // A preset clears the custom inputs and their messages.
    await dialog.getByRole('radio', { name: '2 years' }).check();
    expect(await dialog.getByText(EARLIER_START_DATE).count()).toBe(0);
    await dialog.getByRole('radio', { name: 'Custom' }).check();
    expect(await start.inputValue()).toBe('');

    await start.fill('01-01-2026');
    await end.fill('30-06-2026');
    expect(await apply.isEnabled()).toBe(true);
    await apply.click();
    await page.waitForURL(/from=2026-01-01&to=2026-06-30/);
    await dialog.waitFor({ state: 'detached' });
    expect(await rangeButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid="hero-movement"]')?.textContent !== b,
      before,
    );
    await heroReady(page);
    const custom = await readJson<{ currency: string; hero: { value: number } }>(
      page,
      '/api/analysis/performance?from=2026-01-01&to=2026-06-30',
    );
    expect(await page.getByTestId('hero-value').textContent()).toBe(
      formatMoney(custom.hero.value, custom.currency, 'moneyTile'),
    );
    await page.getByText('1st January 2026 – 30th June 2026').waitFor();

    // Escape closes the modal and focus goes back to the button.
    await rangeButton.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await rangeButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("'Show in' the original currency changes amelia's figures; a single-currency client (hana) has no toggle", async () => {
    const page = await open('amelia');
    await page.goto(`${ANALYSIS}?id=10001105`);
    await page.getByRole('heading', { level: 1, name: 'US Dollar Account' }).waitFor();
    const showIn = page.locator('section.hero').getByRole('group', { name: 'Show in' });
    await showIn.waitFor();
    // The one currency rule: the preferred currency by default, with today's rate.
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="hero-value"]')?.textContent?.startsWith('£'),
    );
    const preferred = await readJson<{ currency: string; hero: { value: number } }>(
      page,
      '/api/analysis/performance?account=10001105',
    );
    expect(preferred.currency).toBe('GBP');
    expect(await page.getByTestId('hero-value').textContent()).toBe(
      formatMoney(preferred.hero.value, 'GBP', 'moneyTile'),
    );
    await page.getByText(/^1 USD = \d+\.\d{4} GBP$/).waitFor();
    await screenshot(page, 'analysis-show-in-preferred');
    await showIn.getByRole('radio', { name: 'Original currency (USD)' }).check();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="hero-value"]')?.textContent?.startsWith('$'),
    );
    // In its own currency nothing is converted: no rate to show.
    expect(await page.getByText(/^1 USD = /).count()).toBe(0);
    await screenshot(page, 'analysis-show-in-original');

    const adviser = await open('adviser', DESKTOP, 'adviser');
    expect(
      await adviser.evaluate(async (clientId) => {
        const { csrfToken } = await (await fetch('/api/auth/csrf')).json();
        return (
          await fetch('/api/advisers/client-in-context', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
            body: JSON.stringify({ clientId }),
          })
        ).status;
      }, HANA),
    ).toBe(200);
    await adviser.goto(ANALYSIS);
    await heroReady(adviser);
    await adviser.getByRole('row').nth(2).click();
    await adviser.waitForURL(/\?id=/);
    await heroReady(adviser);
    expect(await adviser.locator('section.hero').getByRole('group', { name: 'Show in' }).count()).toBe(0);
  });

  it('explains the performance figure in a dialog, down to the reconciliation', async () => {
    const page = await open('amelia');
    await page.goto(ANALYSIS);
    await heroReady(page);
    const link = page.getByRole('button', { name: EXPLAIN_THIS_FIGURE });
    await link.click();
    const dialog = page.getByRole('dialog', { name: EXPLAIN_THIS_FIGURE });
    await dialog.getByTestId('explain-reconciliation').waitFor();
    const explained = await readJson<{ currency: string; reconciliation: Record<string, string> }>(
      page,
      '/api/analysis/explain',
    );
    const text = await dialog.getByTestId('explain-reconciliation').textContent();
    expect(text).toContain(formatMoney(Number(explained.reconciliation.movement), explained.currency));
    expect(text).toContain(formatMoney(Number(explained.reconciliation.closingValue), explained.currency));
    await expectAccessible(page);
    await screenshot(page, 'analysis-explain');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows skeletons while the reads run, and a warning panel in place of a failed hero while the tabs work', async () => {
    const page = await open('amelia');
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/analysis/performance*', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 503,
          code: 'unavailable',
          message: 'Service unavailable',
          apiMessage: null,
        }),
      });
    });
    await page.goto(ANALYSIS);
    await page.getByTestId('skeleton').first().waitFor();
    await screenshot(page, 'analysis-loading');
    release();
    await page.getByRole('alert').filter({ hasText: SECTION_FAILED }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'My' }).waitFor();
    expect(await page.getByTestId('hero-value').count()).toBe(0);
    await closePrompt(page);
    await expectAccessible(page);
    await screenshot(page, 'analysis-hero-failed');

    // The valuation basis opens and closes below the hero.
    const basis = page.getByRole('button', { name: 'Basis of valuation' });
    await basis.click();
    expect(await basis.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(/^Values are at closing prices on/).waitFor();
    await screenshot(page, 'analysis-valuation-basis');
  });

  it('refuses carla (Assets level) the page', async () => {
    const page = await open('carla');
    await page.goto(ANALYSIS);
    await page.getByText(ACCESS_DENIED_MESSAGE).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analysis' }).count()).toBe(
      0,
    );
  });

  it('fits a 360 px phone: short dates, hidden columns, no sideways scroll, in every state', async () => {
    const page = await open('amelia', PHONE);
    await page.goto(ANALYSIS);
    await heroReady(page);
    await page.getByText(/^\d{2}\/\d{2}\/\d{2} – \d{2}\/\d{2}\/\d{2}$/).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Fund performance' }).first().isVisible()).toBe(false);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'analysis-phone-all-portfolios');

    await page.getByRole('button', { name: /^Date range:/ }).click();
    await page.getByRole('dialog', { name: 'Date range' }).getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel('Start date').fill('01-06-2026');
    await page.getByLabel('End date').fill('01-01-2026');
    await page.getByText(END_BEFORE_FROM_DATE).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'analysis-phone-range-modal');
    await page.keyboard.press('Escape');

    await page.goto(`${ANALYSIS}?id=10001101`);
    await heroReady(page);
    expect(await heading(page)).toBe('Stocks and Shares ISA');
    // The swipeable pair: dots name the views.
    const dots = page.getByRole('tablist', { name: 'Chart view' });
    await dots.getByRole('tab', { name: 'Value' }).click();
    expect(await dots.getByRole('tab', { name: 'Value' }).getAttribute('aria-selected')).toBe('true');
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'analysis-phone-account');

    await page.getByRole('button', { name: EXPLAIN_THIS_FIGURE }).click();
    await page.getByTestId('explain-reconciliation').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'analysis-phone-explain');
    await page.keyboard.press('Escape');

    await page.goto(`${ANALYSIS}?id=10001105`);
    await heroReady(page);
    await page
      .locator('section.hero')
      .getByRole('group', { name: 'Show in' })
      .getByRole('radio', { name: 'GBP' })
      .check();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="hero-value"]')?.textContent?.startsWith('£'),
    );
    await page.getByText(/^1 USD = /).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'analysis-phone-show-in-preferred');
  });
});
