import type { Page } from 'playwright-core';
import { type BrowserRig, expectAccessible, newPage, screenshot, signIn, useRig } from './support/browser-harness';

const CLIENT_LIST = '/core/advisers/client-list/';
const NO_CLIENTS_FOUND = 'No clients were found. Try widening your search criteria.';

/** Signs in through the API from inside the page (its cookie jar), then opens the client list. */
async function signInAsAdviser(page: Page, username: string): Promise<void> {
  await signIn(page, username, { tab: 'adviser' });
  await page.goto(CLIENT_LIST);
  await page.getByRole('heading', { level: 1, name: 'Your Clients' }).waitFor();
}

async function search(page: Page, criteria: { name?: string; dob?: string; postcode?: string } = {}): Promise<void> {
  await page.getByLabel('Client name').fill(criteria.name ?? '');
  await page.getByLabel('Date of birth').fill(criteria.dob ?? '');
  await page.getByLabel('Postcode search').fill(criteria.postcode ?? '');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.client-skeleton').waitFor({ state: 'detached' });
}

const resultRows = (page: Page) => page.locator('table.client-table tbody tr');
const names = (page: Page) =>
  page
    .locator('table.client-table tbody th')
    .evaluateAll((cells) => cells.map((c) => c.querySelector('button, .client-table__name-text')?.textContent ?? ''));
const sortButton = (page: Page, column: 'Name' | 'Date of birth') =>
  page.getByRole('columnheader', { name: column }).getByRole('button');

async function sessionClient(
  page: Page,
): Promise<{ displayName: string; isPreviewMode: boolean; siteAccessLevel: string } | null> {
  return page.evaluate(
    async () => (await (await fetch('/api/session', { credentials: 'same-origin' })).json()).clientInContext,
  );
}

describe('adviser client list in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it('searches by name, sorts by name both ways and by date of birth, and loads more until the end', async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser');
    expect(await page.locator('table').count()).toBe(0);
    await screenshot(page, 'advisers-client-list-start');
    await expectAccessible(page);

    await search(page, { name: 'Amelia' });
    await page.getByRole('table', { name: 'Showing all clients that match the search criteria.' }).waitFor();
    expect(await names(page)).toEqual(['Amelia Hartley']);
    expect(await resultRows(page).first().textContent()).toContain('12 Apr 1968');
    await screenshot(page, 'advisers-client-list-amelia');
    await expectAccessible(page);

    await search(page);
    await page.getByRole('table', { name: 'Showing the first 20 clients that match the search criteria.' }).waitFor();
    expect(await resultRows(page).count()).toBe(20);
    const ascending = await names(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');

    // The list is already by name: the same column again is descending, and again ascending.
    await sortButton(page, 'Name').click();
    await page.locator('th[aria-sort="descending"]', { hasText: 'Name' }).waitFor();
    const descending = await names(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(descending[0]).not.toBe(ascending[0]);
    await sortButton(page, 'Name').click();
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Name' }).waitFor();
    expect(await names(page)).toEqual(ascending);

    await sortButton(page, 'Date of birth').click();
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Date of birth' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('none');
    const dobs = await resultRows(page).locator('td:nth-of-type(1)').allTextContents();
    const times = dobs.filter((d) => d !== 'Not recorded').map((d) => Date.parse(d));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await screenshot(page, 'advisers-client-list-sorted-by-dob');

    let count = 20;
    const loadMore = page.getByRole('button', { name: 'Load more...' });
    while (await loadMore.isVisible()) {
      await loadMore.click();
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('table.client-table tbody tr').length > n ||
          !document.querySelector('.client-list__more'),
        count,
      );
      const now = await resultRows(page).count();
      expect(now - count).toBeGreaterThan(0);
      expect(now - count).toBeLessThanOrEqual(20);
      if (await loadMore.isVisible()) expect(now - count).toBe(20);
      count = now;
    }
    expect(count).toBeGreaterThanOrEqual(60);
    await page.getByRole('table', { name: 'Showing all clients that match the search criteria.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Load more...' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('opens Amelia with the keyboard, shows her portal, and comes back to the list through the top bar', async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser');
    await search(page, { name: 'Amelia' });
    const amelia = page.getByRole('button', { name: 'Amelia Hartley' });
    await amelia.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/core\/clients\/home\/$/);
    expect(await sessionClient(page)).toMatchObject({
      displayName: 'Amelia Hartley',
      isPreviewMode: false,
      siteAccessLevel: 'Portfolio',
    });

    const viewing = page.getByRole('link', { name: 'Viewing Amelia Hartley' });
    await viewing.click();
    await page.waitForURL(/\/core\/advisers\/client-list\/$/);
    await page.getByRole('heading', { level: 1, name: 'Your Clients' }).waitFor();
    // Entering the list clears the client in context.
    for (let i = 0; i < 50 && (await sessionClient(page)) !== null; i++) await page.waitForTimeout(100);
    expect(await sessionClient(page)).toBeNull();
  });

  it("keeps the adviser's place: back through 'Viewing {client}', the criteria, sort and loaded pages are still there", async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser');
    await search(page);
    await sortButton(page, 'Name').click();
    await page.locator('th[aria-sort="descending"]', { hasText: 'Name' }).waitFor();
    await page.getByRole('button', { name: 'Load more...' }).click();
    await page.getByRole('table', { name: 'Showing the first 40 clients that match the search criteria.' }).waitFor();
    const before = await names(page);
    expect(before).toHaveLength(40);

    await page.locator('table.client-table tbody th button').first().click();
    await page.waitForURL(/\/core\/clients\/(home|documents-and-messages)\/$/);
    await page.getByRole('link', { name: /^Viewing / }).click();
    await page.waitForURL(/\/core\/advisers\/client-list\/$/);
    await page.getByRole('table', { name: 'Showing the first 40 clients that match the search criteria.' }).waitFor();
    expect(await names(page)).toEqual(before);
    expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    // The client in context is still cleared on arrival (spec 1 §4.1).
    for (let i = 0; i < 50 && (await sessionClient(page)) !== null; i++) await page.waitForTimeout(100);
    expect(await sessionClient(page)).toBeNull();

    // The criteria too; Load more carries on from the pages kept.
    await search(page, { name: 'Amelia' });
    await page.getByRole('button', { name: 'Amelia Hartley' }).click();
    await page.waitForURL(/\/core\/clients\/home\/$/);
    await page.getByRole('link', { name: 'Viewing Amelia Hartley' }).click();
    await page.getByRole('table', { name: 'Showing all clients that match the search criteria.' }).waitFor();
    expect(await page.getByLabel('Client name').inputValue()).toBe('Amelia');
    expect(await names(page)).toEqual(['Amelia Hartley']);
    await screenshot(page, 'advisers-client-list-kept-place');
    await expectAccessible(page);

    // A new sign-in starts afresh.
    await page.goto('/core/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signInAsAdviser(page, 'adviser');
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.getByLabel('Client name').inputValue()).toBe('');
  });

  it('previews a client with no portal user in a chosen view', async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser');
    await search(page, { name: 'Emily' });
    const row = resultRows(page).filter({ hasText: 'Emily Turner' });
    await row.getByText('No client access').waitFor();
    expect(await row.getByRole('button', { name: 'Emily Turner' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Portal view for Emily Turner' }).selectOption('Assets');
    await row.getByText('Preview as Assets').waitFor();
    await screenshot(page, 'advisers-client-list-preview');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Emily Turner' }).click();
    await page.waitForURL(/\/core\/clients\/home\/$/);
    expect(await sessionClient(page)).toMatchObject({
      displayName: 'Emily Turner',
      isPreviewMode: true,
      siteAccessLevel: 'Assets',
    });
  });

  it('previews Amelia as Messages, landing on documents and messages', async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser');
    await search(page, { name: 'Amelia' });
    await page.getByRole('combobox', { name: 'Portal view for Amelia Hartley' }).selectOption('Messages');
    await page.getByText('Preview as Messages').waitFor();
    await page.getByText('12 Apr 1968').click(); // the whole row is a pointer target
    await page.waitForURL(/\/core\/clients\/documents-and-messages\/$/);
    expect(await sessionClient(page)).toMatchObject({
      displayName: 'Amelia Hartley',
      isPreviewMode: true,
      siteAccessLevel: 'Messages',
    });
  });

  it('shows the messages of an invalid search beside their fields and disables Search', async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser');
    await page.getByLabel('Client name').fill('-Amelia');
    await page.getByLabel('Date of birth').fill('31/02/1968');
    await page.getByLabel('Postcode search').fill('GU1-3AJ');
    await page.getByLabel('Postcode search').blur();
    await page.getByText('Please enter a valid name').waitFor();
    await page.getByText('Please enter a date in a valid format of DD/MM/YYYY').waitFor();
    await page.getByText('Please only enter a number or a letter').waitFor();
    expect(await page.getByLabel('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await screenshot(page, 'advisers-client-list-invalid');
    await expectAccessible(page);

    await search(page, { dob: '12/04/1968' });
    expect(await names(page)).toContain('Amelia Hartley');
  });

  it("searches names with a hyphen, a full stop or an apostrophe after two characters, and refuses O'Brien as spec 1 §5 words it", async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser');
    const name = page.getByLabel('Client name');
    const invalid = page.getByText('Please enter a valid name');
    const searchButton = page.getByRole('button', { name: 'Search' });
    for (const typed of ['Smith-Jones', 'St. John', "Mc'Donald"]) {
      await name.fill(typed);
      await name.blur();
      expect(await invalid.count()).toBe(0);
      expect(await name.getAttribute('aria-invalid')).toBeNull();
      expect(await searchButton.isDisabled()).toBe(false);
      await searchButton.click();
      await page.locator('.client-skeleton').waitFor({ state: 'detached' });
      await page.getByText(NO_CLIENTS_FOUND).or(page.locator('table.client-table')).waitFor();
      expect(await invalid.count()).toBe(0);
    }
    await screenshot(page, 'advisers-client-list-mcdonald-1280');

    // One character before the apostrophe: the rule needs two (docs/sandbox.md, the adviser's client-name search).
    await name.fill("O'Brien");
    await name.blur();
    await invalid.waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await searchButton.isDisabled()).toBe(true);
    await screenshot(page, 'advisers-client-list-obrien-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await invalid.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'advisers-client-list-obrien-360');
    await expectAccessible(page);
    await name.fill("Mc'Donald");
    expect(await invalid.count()).toBe(0);
    await screenshot(page, 'advisers-client-list-mcdonald-360');
  });

  it("does not show another adviser's clients", async () => {
    const { page } = await newPage(rig);
    await signInAsAdviser(page, 'adviser2');
    await search(page, { name: 'Amelia' });
    await page.getByText(NO_CLIENTS_FOUND).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await search(page);
    expect(await names(page)).not.toContain('Amelia Hartley');
    expect(await resultRows(page).count()).toBeGreaterThanOrEqual(5);
  });

  it('lays the list out as cards at 360 px wide', async () => {
    const { page } = await newPage(rig, { width: 360, height: 800 });
    await signInAsAdviser(page, 'adviser');
    await search(page);
    await page.getByRole('table').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'advisers-client-list-360');
    await expectAccessible(page);
  });
});
