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
import { itemAt } from '../../domain/shared/present';

/**
 * Every persona signs in through the real login page (spec 1 §2.3, shared/design/PERSONAS.md).
 * Deliberate failures stay well under the throttle (10 a minute per address and per account).
 */
describe('the login page in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  jest.setTimeout(90_000);

  const DESKTOP = { width: 1280, height: 900 };
  const PHONE = { width: 360, height: 780 };
  const BAD_OTP =
    'There was an error with the authentication code you entered. A new code has been sent to you. Please try again.';

  async function open(viewport = DESKTOP): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    await page.goto('/core/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  async function checkScreen(page: Page, name: string): Promise<void> {
    await screenshot(page, name);
    await expectAccessible(page);
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

  /** Exactly one error on the screen (the server's), and no field marked invalid. */
  async function expectOnlyServerError(page: Page, text: string): Promise<void> {
    await page.getByText(text).waitFor();
    const errors = await page.locator('.alert--error, .field__error, .error-summary').allInnerTexts();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(text);
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
  }

  /** Every radio of the group the same size (20 px), and every label starting at the same x. */
  async function expectEvenRadios(page: Page): Promise<void> {
    const boxes = await page.locator('.radio-group__option').evaluateAll((options) =>
      options.map((o) => {
        const radio = o.querySelector('input')!.getBoundingClientRect();
        const text = o.querySelector('.radio-group__text')!.getBoundingClientRect();
        return { width: radio.width, height: radio.height, textLeft: text.left };
      }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const b of boxes) expect(b).toEqual({ width: 20, height: 20, textLeft: itemAt(boxes, 0).textLeft });
  }

  async function expectHome(page: Page): Promise<void> {
    await page.waitForURL('**/core/clients/home/');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(/^Welcome/);
  }

  it('shows the default screen, accessible at desktop and phone widths', async () => {
    const page = await open();
    await expect(page.getByRole('tab', { name: 'Client' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByText('Your username was sent to you in your welcome email.').isVisible()).resolves.toBe(
      true,
    );
    await checkScreen(page, 'login-default-1280');
    // The toggle says what it will do next, and whether it is pressed.
    const toggle = page.getByRole('button', { name: /password$/ });
    await page.getByLabel('Password', { exact: true }).fill('Secret-1');
    await expect(toggle.textContent()).resolves.toBe('Show password');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await expect(toggle.textContent()).resolves.toBe('Hide password');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await toggle.click();
    await expect(toggle.textContent()).resolves.toBe('Show password');
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
    const failed = page.getByRole('alert').filter({ hasText: 'Either your username or your password is incorrect' });
    await failed.waitFor();
    await expect(failed.innerText()).resolves.toBe(
      'Either your username or your password is incorrect\n\nAre you an adviser? Use the Adviser tab.',
    );
    await checkScreen(page, 'login-wrong-credentials');
    await signIn(page, 'amelia');
    await expectHome(page);
  });

  it('points to the other tab under a failed sign-in, with the same answer whoever the user is', async () => {
    // The adviser on the Client tab, and a client on the Adviser tab.
    const page = await open();
    await signIn(page, 'adviser');
    const failed = page.getByRole('alert').filter({ hasText: 'Either your username or your password is incorrect' });
    await failed.getByText('Are you an adviser? Use the Adviser tab.').waitFor();
    await page.getByRole('tab', { name: 'Adviser' }).click();
    await expect(failed.count()).resolves.toBe(0);
    await signIn(page, 'amelia');
    await failed.getByText('Are you a client? Use the Client tab.').waitFor();
    await checkScreen(page, 'login-wrong-tab-adviser');
    const phone = await open(PHONE);
    await phone.getByRole('tab', { name: 'Adviser' }).click();
    await signIn(phone, 'nobody-at-all');
    await phone.getByText('Are you a client? Use the Client tab.').waitFor();
    await checkScreen(phone, 'login-wrong-tab-adviser-360');
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
    await page.setViewportSize(DESKTOP);

    // A wrong code: only the server's message; the field empty, not marked, with the focus.
    await enterCode(page, '111111');
    await expectOnlyServerError(page, BAD_OTP);
    const field = page.getByLabel('Security code');
    await expect(field.inputValue()).resolves.toBe('');
    await expect(field.getAttribute('aria-invalid')).resolves.toBeNull();
    await page.waitForFunction(() => document.activeElement?.id === 'security-code');
    await checkScreen(page, 'login-mfa-wrong-code');
    // 'Request new code' starts the field again too.
    // The field takes the focus back once the server has answered, so wait for the focus there.
    await page.getByRole('button', { name: 'Request new code' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'security-code');
    await expect(page.getByText(BAD_OTP).count()).resolves.toBe(0);
    await expect(page.getByText('There is a problem').count()).resolves.toBe(0);
    await expect(field.getAttribute('aria-invalid')).resolves.toBeNull();
    await enterCode(page, CODE);
    await expectHome(page);
  });

  it('george enrols a device (a wrong code first), then verifies once more', async () => {
    const page = await open();
    await signIn(page, 'george');
    await page.getByRole('heading', { level: 1, name: 'Set up additional verification' }).waitFor();
    await checkScreen(page, 'login-mfa-enrolment-method');
    await page.setViewportSize(PHONE);
    await expectEvenRadios(page);
    await checkScreen(page, 'login-mfa-enrolment-method-360');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel(/Text message/).check();
    await page.getByRole('button', { name: 'Send code' }).click();

    await page.getByRole('heading', { level: 1, name: 'Validate your device' }).waitFor();
    await checkScreen(page, 'login-mfa-enrolment-validate');
    await enterCode(page, '000000');
    await page.getByText('You entered an incorrect code. Please request another code and try again.').waitFor();
    await expectOnlyServerError(page, 'You entered an incorrect code. Please request another code and try again.');
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
    await enterCode(page, '111111');
    await expectOnlyServerError(page, BAD_OTP);
    await page.waitForFunction(() => document.activeElement?.id === 'security-code');
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
      await page.getByLabel(label, { exact: true }).fill(itemAt('wealthy', position - 1));
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
    // The platform's rules show before typing and are checked as he types.
    const rules = page.locator('.password-rules');
    await expect(rules.innerText()).resolves.toMatch(
      /At least 8 characters[\s\S]*Different from your current password/,
    );
    await expect(rules.locator('.password-rules__rule--met').count()).resolves.toBe(0);
    const typeBoth = async (value: string) => {
      await page.getByLabel('New password', { exact: true }).fill(value);
      await page.getByLabel('Confirm new password').fill(value);
    };
    await typeBoth('abc');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await expect(rules.locator('.password-rules__rule--met').allTextContents()).resolves.toEqual([
      'Different from your current password (done)',
    ]);
    await typeBoth(PASSWORD);
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await expect(rules.locator('.password-rules__rule--met').allTextContents()).resolves.toEqual([
      'At least 8 characters (done)',
    ]);
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'login-force-change-password-rules-360');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('New password', { exact: true }).fill('Ivan-New-Passw0rd!');
    // A confirmation that cannot match is explained at once, not only after leaving the field.
    await page.getByLabel('Confirm new password').fill('Ivan-New-Passw0rd?');
    await page.locator('#confirm-password-error').filter({ hasText: 'The passwords do not match' }).waitFor();
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await checkScreen(page, 'login-force-change-password-mismatch');
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'login-force-change-password-mismatch-360');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Confirm new password').fill('Ivan-New-Passw0rd!');
    await expect(page.locator('#confirm-password-error').count()).resolves.toBe(0);
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
    // spec 3 §5: the sandbox reports 23.6.301, so each answer needs at least 8 characters.
    await page.getByText('Each answer needs at least 8 characters.').waitFor();
    await page.getByLabel('Security question 1').selectOption({ index: 1 });
    await page.getByLabel('Answer 1').fill('Rex');
    await page.getByLabel('Security question 2').selectOption('Other');
    await page.getByLabel('Your own question 2').fill('Where did we honeymoon?');
    await page.getByLabel('Answer 2').fill('Lisbon');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .locator('#security-answer-1-error')
      .filter({ hasText: 'Answer needs to be at least 8 characters' })
      .waitFor();
    await page
      .locator('#security-answer-2-error')
      .filter({ hasText: 'Answer needs to be at least 8 characters' })
      .waitFor();
    await expect(page.getByLabel('Answer 1').getAttribute('aria-invalid')).resolves.toBe('true');
    await checkScreen(page, 'login-security-questions-short-answers');
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'login-security-questions-short-answers-360');
    await page.setViewportSize(DESKTOP);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set your security questions' }).isVisible(),
    ).resolves.toBe(true);
    await page.getByLabel('Answer 1').fill('Rex the dog');
    await page.getByLabel('Answer 2').fill('Lisbon, Portugal');
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
