import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';

const AMELIA = 10001;
const DETAILS = '/core/clients/personal-details/';
const PREFERENCES = '/core/clients/preferences/';
const QUESTIONS = '/core/clients/security-questions/';
const BIOMETRIC = '/core/clients/biometric-permission/';

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await closePrompt(page);
}

/** The page at 1280 and at 360 px: screenshots of both, nothing scrolling sideways, axe clean. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 780 });
  // Let the narrow layout settle before measuring and taking the full-page picture.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await noSidewaysScroll(page)).toBe(true);
  await screenshot(page, `${name}-360`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function preferenceBoxes(page: Page) {
  return Promise.all(
    ['Email', 'Mail', 'SMS'].map((name) => page.getByRole('checkbox', { name, exact: true }).isChecked()),
  );
}

describe('My Account pages in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it('amelia reads her personal details: four sections, phones as tel: links, and a link to write to her adviser', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await open(page, DETAILS, 'Personal details');
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    for (const name of ['Contact details', 'Residential address', 'Postal address'])
      await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.getByRole('link', { name: '+441483555012' }).getAttribute('href')).toBe('tel:+441483555012');
    expect(await page.getByRole('link', { name: '07700900123' }).getAttribute('href')).toBe('tel:07700900123');
    expect(await page.getByRole('link', { name: 'Contact your adviser' }).getAttribute('href')).toBe(
      '/core/clients/documents-and-messages/?compose=true',
    );
    await page.getByText('14 Quarry Street').waitFor();
    // Her marital status is not recorded: the row says so, as her annual review shows 'None supplied' for it.
    expect(await page.locator('.my-account__row', { hasText: 'Marital status' }).locator('dd').innerText()).toBe(
      'Not provided',
    );
    expect(await page.locator('.my-account__row', { hasText: 'Dependants' }).locator('dd').innerText()).toBe(
      'Oliver Hartley (Son)',
    );
    await checkBothWidths(page, 'my-account-personal-details');
    // The My Account menu lists the pages; no biometric link outside the wrapper.
    await page.getByRole('button', { name: 'My Account' }).click();
    for (const name of ['Personal details', 'Preferences', 'Security questions'])
      await page.getByRole('link', { name }).waitFor();
    expect(await page.getByRole('link', { name: 'Biometric permission' }).count()).toBe(0);
  });

  it("lists no 'Additional verification' in My Account at 1280 or 360 px (spec 1 §2.6); the page still opens at its address", async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await open(page, DETAILS, 'Personal details');
    const account = page.getByRole('button', { name: 'My Account' });
    const panel = page.locator('.account-menu__panel');
    for (const [width, height] of [
      [1280, 900],
      [360, 780],
    ] as const) {
      await page.setViewportSize({ width, height });
      await account.click();
      await panel.getByRole('button', { name: 'Log out' }).waitFor();
      const items = (await panel.locator('.account-menu__item').allInnerTexts()).map((t) => t.trim());
      expect(items).toEqual([
        'Personal details',
        'Preferences',
        'Security questions',
        'Change password',
        'Who has viewed my portal',
        'Log out',
      ]);
      expect(await page.getByRole('link', { name: 'Additional verification' }).count()).toBe(0);
      await screenshot(page, `my-account-menu-${width}`);
      await page.keyboard.press('Escape');
      await page.locator('.account-menu__button[aria-expanded="false"]').waitFor();
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/core/clients/additional-verification/', 'Additional verification');
    await page
      .getByRole('group', { name: 'Select verification method' })
      .or(page.getByText('There are no alternative additional verification methods available.'))
      .waitFor();
  });

  it('amelia changes a preference and cancels, then saves one', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await open(page, PREFERENCES, 'Preferences');
    await page.getByRole('checkbox', { name: 'Email', exact: true }).waitFor();
    expect(await preferenceBoxes(page)).toEqual([true, false, true]);
    const save = page.getByRole('button', { name: 'Save' });
    const cancel = page.getByRole('button', { name: 'Cancel' });
    expect([await save.isDisabled(), await cancel.isDisabled()]).toEqual([true, true]);
    await checkBothWidths(page, 'my-account-preferences');

    await page.getByRole('checkbox', { name: 'Mail', exact: true }).check();
    expect([await save.isDisabled(), await cancel.isDisabled()]).toEqual([false, false]);
    await cancel.click();
    expect(await preferenceBoxes(page)).toEqual([true, false, true]);
    expect(await save.isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: 'SMS', exact: true }).uncheck();
    await save.click();
    await page.getByText('Your preferences have been updated.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await screenshot(page, 'my-account-preferences-saved-1280');
    await page.reload();
    await page.getByRole('checkbox', { name: 'Email', exact: true }).waitFor();
    expect(await preferenceBoxes(page)).toEqual([true, false, false]);
    // Put her preferences back as PERSONAS.md has them.
    await page.getByRole('checkbox', { name: 'SMS', exact: true }).check();
    await save.click();
    await page.getByText('Your preferences have been updated.').waitFor();
  });

  it('amelia sets her security questions: a too-short answer is refused live, then a valid one is saved', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await open(page, QUESTIONS, 'Security questions');
    const q1 = page.getByLabel('Security question 1');
    await q1.waitFor();
    const options = await q1.locator('option').allInnerTexts();
    expect(options[0]).toBe('Please select');
    expect(options.at(-1)).toBe('Other');
    expect(options.every((o) => o.trim() !== '')).toBe(true);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await q1.selectOption({ index: 1 });
    await page.getByLabel('Answer 1').fill('short');
    await page.getByText('Answer needs to be at least 8 characters').waitFor();
    await page.getByLabel('Security question 2').selectOption({ index: 1 });
    await page.getByText('Please select two different security questions.').waitFor();
    await page.getByLabel('Security question 2').selectOption('Other');
    await page.getByLabel('Your own question 2').fill('Name of my first teacher?');
    await page.getByLabel('Answer 2').fill('second-answer');
    expect(await save.isDisabled()).toBe(true);
    await checkBothWidths(page, 'my-account-security-questions-invalid');

    await page.getByLabel('Answer 1').fill('first-answer');
    expect(await page.getByText('Answer needs to be at least 8 characters').count()).toBe(0);
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Your security questions have been set').waitFor();
    await checkBothWidths(page, 'my-account-security-questions-set');
  });

  it('in the mobile wrapper, amelia grants biometric login; the page tells the wrapper and the menu link goes', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'amelia', { acceptCookies: true });
    await page.goto('/core/clients/?wrapper=mobile');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('link', { name: 'Biometric permission' }).click();
    await page.getByRole('heading', { level: 1, name: 'Biometric permission' }).waitFor();
    await closePrompt(page);
    const box = page.getByRole('checkbox');
    await box.waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect([await box.isChecked(), await save.isDisabled()]).toEqual([false, true]);
    await checkBothWidths(page, 'my-account-biometric');
    await page.evaluate(() => {
      (window as unknown as { events: unknown[] }).events = [];
      window.addEventListener('portal:biometric-permission', (e) =>
        (window as unknown as { events: unknown[] }).events.push((e as CustomEvent).detail),
      );
    });
    await box.check();
    await save.click();
    await page.getByText('Your permission choice has been set').waitFor();
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual([
      { type: 'biometricPermission', value: '1' },
    ]);
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('link', { name: 'Personal details' }).waitFor();
    expect(await page.getByRole('link', { name: 'Biometric permission' }).count()).toBe(0);
  });

  it('outside the wrapper the biometric page is not offered', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'ben', { acceptCookies: true });
    await page.goto(BIOMETRIC);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });

  it('the adviser sees preferences read-only: the note with no client in context, disabled boxes with amelia', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
    // spec 1 §2.6: with no client in context the My Account menu has no account links; the page still
    // answers its address with the note (spec 3 §6).
    await page.goto('/core/advisers/client-list/');
    await page.getByRole('button', { name: 'My Account' }).click();
    for (const name of ['Preferences', 'Security questions', 'Change password', 'Who has viewed my portal'])
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    await page.goto('/core/clients/preferences/');
    await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
    await closePrompt(page);
    await page.getByText('Please log in to XPlan to view and update your preferences').waitFor();
    await checkBothWidths(page, 'my-account-preferences-adviser-no-client');

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
    await page.goto('/core/clients/home/');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('link', { name: 'Personal details' }).waitFor();
    for (const name of ['Security questions', 'Change password', 'Who has viewed my portal'])
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    await page.getByRole('link', { name: 'Preferences' }).click();
    await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
    await closePrompt(page);
    await page.getByRole('checkbox', { name: 'Email', exact: true }).waitFor();
    expect(await preferenceBoxes(page)).toEqual([true, false, true]);
    for (const name of ['Email', 'Mail', 'SMS'])
      expect(await page.getByRole('checkbox', { name, exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByText('Please log in to XPlan').count()).toBe(0);
    await checkBothWidths(page, 'my-account-preferences-adviser-amelia');
    await page.goto(QUESTIONS);
    await page
      .getByRole('heading', { level: 1, name: /not authorised|Access denied/i })
      .or(page.getByText(/You are not authorised/))
      .first()
      .waitFor();
  });
});
