import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  closePrompt,
  CODE,
  expectAccessible,
  newPage,
  PASSWORD,
  screenshot,
  signIn,
  signInThroughApi,
  useRig,
} from './support/browser-harness';
import { first } from '../../domain/shared/present';

const VERIFICATION = '/core/clients/additional-verification/';
const CHANGE_PASSWORD = '/core/clients/change-password/';
const WRONG_ENROLMENT_CODE =
  'Sorry, there was a problem with the authentication. You entered an incorrect code. Please request another code and try again.';

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('client account pages in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it('farah changes her additional verification method to email: a wrong code, a new code, then the right one', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'farah');
    await open(page, VERIFICATION, 'Additional verification');
    await page.getByRole('group', { name: 'Select verification method' }).waitFor();
    expect(await page.getByRole('radio', { name: /Text message/ }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    await screenshot(page, 'account-verification-choose');
    await expectAccessible(page);
    // The same radio group as the enrolment step: on a phone every radio keeps its size and lines up.
    await page.setViewportSize({ width: 360, height: 780 });
    const radios = await page.locator('.radio-group__option').evaluateAll((options) =>
      options.map((o) => ({
        width: o.querySelector('input')!.getBoundingClientRect().width,
        textLeft: o.querySelector('.radio-group__text')!.getBoundingClientRect().left,
      })),
    );
    expect(radios).toHaveLength(2);
    for (const r of radios) expect(r).toEqual({ width: 20, textLeft: first(radios).textLeft });
    await screenshot(page, 'account-verification-choose-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('radio', { name: /Email/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Validate your email' }).waitFor();
    await page.getByText(/sent a message with a verification code/).waitFor();
    const submit = page.getByRole('button', { name: 'Authenticate and continue' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Verification code').fill('654321');
    await screenshot(page, 'account-verification-code');
    await expectAccessible(page);
    await submit.click();

    await page.getByText(WRONG_ENROLMENT_CODE).waitFor();
    // Only the server's message, nothing marked invalid.
    expect(await page.locator('.alert--error, .field__error, .error-summary').allInnerTexts()).toEqual([
      expect.stringContaining(WRONG_ENROLMENT_CODE),
    ]);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await screenshot(page, 'account-verification-wrong-code');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Request new code' }).click();
    await page.getByLabel('Verification code').fill(CODE);
    await submit.click();

    await page.getByText('Authentication method has been successfully changed').waitFor();
    await screenshot(page, 'account-verification-success');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL(/\/core\/clients\/(home\/)?$/);
  });

  it('carla, with one method only, is told there is no alternative and can contact her adviser', async () => {
    const { page } = await newPage(rig, { width: 360, height: 780 });
    await signIn(page, 'carla');
    await open(page, VERIFICATION, 'Additional verification');
    await page.getByText('There are no alternative additional verification methods available.').waitFor();
    expect(await page.getByRole('link', { name: 'Contact your adviser' }).getAttribute('href')).toBe(
      '/core/clients/documents-and-messages/?compose=true',
    );
    expect(await page.getByRole('link', { name: 'Return' }).getAttribute('href')).toBe('/core/clients/');
    await screenshot(page, 'account-verification-no-alternative-360');
    await expectAccessible(page);
  });

  it('ben types a confirmation that does not match: the page says so beside it while Confirm stays grey, at 1280 and 360 px', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'ben', { acceptCookies: true });
    await open(page, CHANGE_PASSWORD, 'Change password');
    await closePrompt(page);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    const confirmation = page.getByLabel('Confirm new password');
    const mismatch = page.locator('#password-confirmPassword-error');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Ben-Brand-New-Passw0rd');
    // Still typing, every character so far right: nothing to say yet.
    await confirmation.fill('Ben-Brand');
    expect(await mismatch.count()).toBe(0);
    // A character wrong: said at once, with the focus still in the field.
    await confirmation.fill('Ben-Brand-Old-Passw0rd');
    await mismatch.filter({ hasText: 'The passwords do not match' }).waitFor();
    expect(await confirmation.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(await confirmation.getAttribute('aria-describedby')).toContain('password-confirmPassword-error');
    expect(await confirm.isDisabled()).toBe(true);
    await screenshot(page, 'account-change-password-mismatch-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await mismatch.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'account-change-password-mismatch-360');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirmation.fill('Ben-Brand-New-Passw0rd');
    expect(await mismatch.count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
  });

  it('lena changes her password, staying signed in; a wrong current password is shown inline', async () => {
    const { page } = await newPage(rig);
    await signIn(page, 'lena');
    await open(page, CHANGE_PASSWORD, 'Change password');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await screenshot(page, 'account-change-password');
    await expectAccessible(page);

    const newPassword = 'Lena-Brand-New-Passw0rd';
    await page.getByLabel('Current password').fill('Not-My-Passw0rd');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByText('Password strength:').waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await confirm.click();
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();
    await screenshot(page, 'account-change-password-wrong-current');
    await expectAccessible(page);

    await page.getByLabel('Current password').fill(PASSWORD);
    await confirm.click();
    await page.getByText('Password changed', { exact: true }).waitFor();
    await screenshot(page, 'account-change-password-success');
    await expectAccessible(page);
    expect(page.url()).toContain(CHANGE_PASSWORD);
    expect(await page.evaluate(async () => (await fetch('/api/session', { credentials: 'same-origin' })).status)).toBe(
      200,
    );

    // The new password is the one that signs her in now.
    const { context: fresh, page: again } = await newPage(rig);
    expect(await signInThroughApi(again, 'lena', { password: PASSWORD })).not.toBe('LoginSuccess');
    await signIn(again, 'lena', { password: newPassword });
    await fresh.close();
  });
});
