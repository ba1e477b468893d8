import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  CODE,
  expectAccessible,
  newPage,
  PASSWORD,
  screenshot,
  useRig,
} from './support/browser-harness';

/** Help with logging in (spec 1 §2.4) against the sandbox personas; failures stay under the throttle. */
describe('the help-with-logging-in page in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  jest.setTimeout(90_000);

  const DESKTOP = { width: 1280, height: 900 };
  const PHONE = { width: 360, height: 780 };

  async function open(viewport = DESKTOP): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    await page.goto('/core/help-with-logging-in');
    await page.getByRole('heading', { level: 1, name: 'Help With Logging in' }).waitFor();
    return page;
  }

  async function checkScreen(page: Page, name: string): Promise<void> {
    await screenshot(page, name);
    await expectAccessible(page);
  }

  async function requestCode(page: Page, username: string): Promise<void> {
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByRole('heading', { name: 'Enter your reset code' }).waitFor();
  }

  async function signInWith(page: Page, username: string, password: string): Promise<void> {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/core/clients/home/');
  }

  /** ben's date of birth in the en-gb short format, read from the sandbox's own records. */
  function dobOf(username: string): string {
    const index = rig.portal.sandbox!.state.index;
    const user = index.userByUsername(`${username}@client`)!;
    const [y, m, d] = index.client(user.entityId)!.dob!.split('-');
    return `${d}/${m}/${y}`;
  }

  it('shows both forms with their validation, accessible at desktop and phone widths', async () => {
    const page = await open();
    await expect(page.getByRole('link', { name: 'Return to login' }).getAttribute('href')).resolves.toBe('/core/login');
    await checkScreen(page, 'help-main-1280');

    const phone = await open(PHONE);
    await phone.getByRole('button', { name: 'Send reset code' }).click();
    await phone.getByRole('button', { name: 'Send my username' }).click();
    await phone.getByText('Please enter a username').first().waitFor();
    await phone.getByText('Please enter an email address').first().waitFor();
    await phone.getByText('Please enter a date of birth').first().waitFor();
    await phone.getByLabel('Email address').fill('not-an-email');
    await phone.getByLabel('Date of birth').fill('1980-04-12');
    await phone.getByRole('button', { name: 'Send my username' }).click();
    await phone.getByText('Please enter a valid email address').first().waitFor();
    await phone.getByText('Please enter a date in a valid format of DD/MM/YYYY').first().waitFor();
    await checkScreen(phone, 'help-validation-360');
  });

  it('amelia resets her password with her security answers and signs in with the new one', async () => {
    const page = await open();
    await requestCode(page, 'amelia');
    await expect(page.getByRole('heading', { name: 'Forgotten your username?' }).count()).resolves.toBe(0);
    await checkScreen(page, 'help-enter-reset');

    await page.getByLabel('Reset code').fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Reset code incorrect' }).waitFor();
    await page.getByLabel('Reset code').fill(CODE);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Answer your security questions' }).waitFor();
    const submit = page.getByRole('button', { name: 'Reset password' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    const answers = page.locator('input[id^="security-answer-"]');
    await expect(answers.count()).resolves.toBe(2);
    await answers.nth(0).fill('first-answer');
    await answers.nth(1).fill('not-the-answer');
    await page.getByLabel('New password', { exact: true }).fill('Amelia-Reset-Passw0rd');
    await page.getByText('Password strength:').waitFor();
    await checkScreen(page, 'help-security-questions');
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'One or both of your security answers are incorrect, please try again or contact us' })
      .waitFor();

    await answers.nth(1).fill('second-answer');
    await submit.click();
    await page.waitForURL('**/core/login/?passwordChanged=true');
    await page.getByText('Your password has now been changed. Please log in with your new password.').waitFor();
    await checkScreen(page, 'help-password-changed-banner');
    await signInWith(page, 'amelia', 'Amelia-Reset-Passw0rd');
  });

  it('carla (no security questions) sets a new password straight after the reset code', async () => {
    const page = await open();
    await requestCode(page, 'carla');
    await page.getByLabel('Reset code').fill(CODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Carla-Reset-Passw0rd');
    await checkScreen(page, 'help-enter-reset-new-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/core/login/?passwordChanged=true');
    await signInWith(page, 'carla', 'Carla-Reset-Passw0rd');
    expect(PASSWORD).not.toBe('Carla-Reset-Passw0rd');
  });

  it('ben is emailed his username; a date of birth that does not match says so', async () => {
    const page = await open();
    await page.getByLabel('Email address').fill('ben@example.com');
    await page.getByLabel('Date of birth').fill('01/01/1901');
    await page.getByRole('button', { name: 'Send my username' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'The supplied email and date of birth does not match our records. Please contact our office.',
      })
      .waitFor();
    await checkScreen(page, 'help-username-mismatch');

    await page.getByLabel('Date of birth').fill(dobOf('ben'));
    await page.getByRole('button', { name: 'Send my username' }).click();
    await page.waitForURL('**/core/login/?usernameSent=true');
    await page.getByText('Your username has been emailed to you').waitFor();
  });
});
