import type { Page } from 'playwright-core';
import { CODE, newPage, PASSWORD, screenshot, seriousAxeViolations, startRig, type BrowserRig } from './support/browser-harness';

/**
 * Every persona signs in through the real login page (spec 1 §2.3, shared/design/PERSONAS.md).
 * Deliberate failures stay well under the throttle (10 a minute per address and per account).
 */
describe('the login page in Chromium', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  }, 60_000);
  afterAll(() => rig?.close());

  jest.setTimeout(90_000);

  const DESKTOP = { width: 1280, height: 900 };
  const PHONE = { width: 360, height: 780 };

  async function open(viewport = DESKTOP): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    await page.goto('/core/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  async function checkScreen(page: Page, name: string): Promise<void> {
    await screenshot(page, name);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  async function enterCode(page: Page, code: string): Promise<void> {
    await page.getByLabel('Security code').fill(code);
    await page.getByRole('button', { name: 'Authenticate and continue' }).click();
  }

  async function expectHome(page: Page): Promise<void> {
    await page.waitForURL('**/core/clients/home/');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(/^Welcome/);
  }

  afterEach(async () => {
    for (const context of rig.browser.contexts()) await context.close();
  });

  it('shows the default screen, accessible at desktop and phone widths', async () => {
    const page = await open();
    await expect(page.getByRole('tab', { name: 'Client' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByText('Your username was sent to you in your welcome email.').isVisible()).resolves.toBe(true);
    await checkScreen(page, 'login-default-1280');
    const phone = await open(PHONE);
    await checkScreen(phone, 'login-default-360');
  });

  it('ties the required-field messages to the fields and shows the query-flag banners', async () => {
    const page = await open(PHONE);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    await expect(page.getByLabel('Username').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByText('Please enter a password').first().isVisible()).resolves.toBe(true);
    await checkScreen(page, 'login-validation-360');

    await page.goto('/core/login/?passwordChanged=true');
    await page.getByText('Your password has now been changed. Please log in with your new password.').waitFor();
    await page.goto('/core/login/?usernameSent=true');
    await page.getByText('Your username has been emailed to you').waitFor();
    await page.goto('/core/login/?reason=LostSession');
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    await checkScreen(page, 'login-lost-session');
  });

  it('amelia signs in straight to the clients home; a wrong password first says so', async () => {
    const page = await open();
    await signIn(page, 'amelia', 'Wrong-Passw0rd');
    await page.getByRole('alert').filter({ hasText: 'Either your username or your password is incorrect' }).waitFor();
    await checkScreen(page, 'login-wrong-credentials');
    await signIn(page, 'amelia');
    await expectHome(page);
  });

  it('dmitri (Messages access) lands on documents and messages', async () => {
    const page = await open();
    await signIn(page, 'dmitri');
    await page.waitForURL('**/core/clients/documents-and-messages/');
    await page.getByRole('heading', { level: 1, name: 'Messages and documents' }).waitFor();
  });

  it('farah completes two-factor sign-in with the code sent to her phone', async () => {
    const page = await open();
    await signIn(page, 'farah');
    await page.getByRole('heading', { level: 1, name: 'Enter your security code' }).waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await expect(page.getByLabel('Security code').getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await checkScreen(page, 'login-mfa-required');
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'login-mfa-required-360');
    await enterCode(page, CODE);
    await expectHome(page);
  });

  it('george enrols a device (a wrong code first), then verifies once more', async () => {
    const page = await open();
    await signIn(page, 'george');
    await page.getByRole('heading', { level: 1, name: 'Set up additional verification' }).waitFor();
    await checkScreen(page, 'login-mfa-enrolment-method');
    await page.getByLabel(/Text message/).check();
    await page.getByRole('button', { name: 'Send code' }).click();

    await page.getByRole('heading', { level: 1, name: 'Validate your device' }).waitFor();
    await checkScreen(page, 'login-mfa-enrolment-validate');
    await enterCode(page, '000000');
    await page.getByText('You entered an incorrect code. Please request another code and try again.').waitFor();
    await checkScreen(page, 'login-mfa-enrolment-invalid-otp');
    await page.getByRole('button', { name: 'Request new code' }).click();

    await page.getByRole('heading', { level: 1, name: 'Set up additional verification' }).waitFor();
    await page.getByLabel('Email').check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Validate your email' }).waitFor();
    await enterCode(page, CODE);

    await page.getByRole('heading', { level: 1, name: 'Enter your security code' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'verify once more' }).waitFor();
    await checkScreen(page, 'login-mfa-verify-once-more');
    await enterCode(page, CODE);
    await expectHome(page);
  });

  it('hana types the letters of her memorable word at the positions asked for', async () => {
    const page = await open();
    await signIn(page, 'hana');
    await page.getByRole('heading', { name: 'Enter your memorable word' }).waitFor();
    await page.getByRole('button', { name: 'Show hint' }).click();
    await page.getByText('Hint:').waitFor();
    await checkScreen(page, 'login-memorable-characters');

    // A wrong answer asks again with new positions.
    const boxes = page.locator('.memorable input');
    for (let i = 0; i < 3; i++) await boxes.nth(i).fill('#');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Incorrect memorable word characters. Please try again with the new positions.').waitFor();

    const labels = await page.locator('.memorable label').allTextContents();
    expect(labels).toHaveLength(3);
    for (const label of labels) {
      const position = Number(/Character (\d+)/.exec(label)![1]);
      await page.getByLabel(label, { exact: true }).fill('wealthy'[position - 1]);
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHome(page);
  });

  it('ivan changes his password, accepts the terms and sets security questions', async () => {
    const page = await open();
    await signIn(page, 'ivan');
    await page.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('Ivan-New-Passw0rd!');
    await page.getByLabel('Confirm new password').fill('Ivan-New-Passw0rd!');
    await page.getByText('Password strength:').waitFor();
    await checkScreen(page, 'login-force-change-password');
    await confirm.click();

    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    await checkScreen(page, 'login-site-terms');
    await page.getByRole('button', { name: 'Accept' }).click();

    await page.getByRole('heading', { level: 1, name: 'Set your security questions' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    await checkScreen(page, 'login-security-questions');
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'login-security-questions-360');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Security question 1').selectOption({ index: 1 });
    await page.getByLabel('Answer 1').fill('Rex the dog');
    await page.getByLabel('Security question 2').selectOption('Other');
    await page.getByLabel('Your own question 2').fill('Where did we honeymoon?');
    await page.getByLabel('Answer 2').fill('Lisbon');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectHome(page);
  });

  it('jules and kai see why they cannot sign in', async () => {
    const page = await open();
    await signIn(page, 'jules');
    await page.getByRole('alert').filter({ hasText: 'Account has been disabled' }).waitFor();
    await signIn(page, 'kai');
    await page.getByRole('alert').filter({ hasText: 'Account deactivated' }).waitFor();
    await checkScreen(page, 'login-account-deactivated');
  });

  it('the adviser signs in on the Adviser tab and reaches the advisers area', async () => {
    const page = await open();
    const adviserTab = page.getByRole('tab', { name: 'Adviser' });
    await page.getByRole('tab', { name: 'Client' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(adviserTab.getAttribute('aria-selected')).resolves.toBe('true');
    await checkScreen(page, 'login-adviser-tab');
    await signIn(page, 'adviser');
    await page.waitForURL((url) => url.pathname.startsWith('/core/advisers/'));
  });
});
