import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  PASSWORD_CHANGED_PLEASE_LOG_IN,
  REVERIFY_2FA_AFTER_PASSWORD_CHANGE,
  USERNAME_EMAILED,
} from '../../../../domain/auth/auth-messages';
import { LoginStatus } from '../../../../domain/auth/login-status';
import { SESSION_ENDED_MESSAGE } from '../../../../domain/errors/error-toast';
import { itemAt } from '../../../../domain/shared/present';
import { PASSWORDS_DO_NOT_MATCH } from '../../../../domain/validation/change-password';
import { LOGIN_PASSWORD_REQUIRED, LOGIN_USERNAME_REQUIRED } from '../../../../domain/validation/login-form';
import { SECURITY_QUESTION_REQUIRED } from '../../../../domain/validation/security-questions';
import type { PublicSiteConfig } from '../../lib/contract';
import { sessionStore } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { SIGNED_OUT } from './login-banners';
import { loginStore } from './login.store';
import { LoginPage, otherTabHint } from './LoginPage';
import { failure, installFakeFetch } from './testing/fake-fetch';
import { answer, session, siteConfig, view } from './testing/sign-in-fixtures';

/** valtio tells components about changes after a microtask: let them render. */
const flush = () => act(async () => {});

async function renderLogin(url = '/login', config: PublicSiteConfig = siteConfig()) {
  siteStore.config = config;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/clients/" element={<p>clients area</p>} />
        <Route path="/advisers/" element={<p>advisers area</p>} />
        <Route path="/help-with-logging-in" element={<p>help page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
}

/** Puts the sign-in at a step, as a server answer would. */
async function goTo(
  status: LoginStatus,
  extra: Parameters<typeof view>[1] = {},
  more: Partial<typeof loginStore> = {},
) {
  await act(async () => {
    Object.assign(loginStore, { status, view: view(status, extra), screen: loginStore.screen + 1, ...more });
  });
}

describe('LoginPage', () => {
  beforeEach(() => {
    loginStore.tab = 'client';
    localStorage.clear();
  });

  it.each([
    ['/login/?passwordChanged=true', PASSWORD_CHANGED_PLEASE_LOG_IN],
    ['/login/?usernameSent=true', USERNAME_EMAILED],
    ['/login/?reason=LostSession', SESSION_ENDED_MESSAGE],
    ['/login/?error=LostSession', SESSION_ENDED_MESSAGE],
    ['/login/?reason=UserLoggedOut', SIGNED_OUT],
  ])('shows the banner of %s', async (url, text) => {
    await renderLogin(url);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows no banner without a flag, and the username hint tied to the field', async () => {
    await renderLogin();
    expect(screen.queryByText(PASSWORD_CHANGED_PLEASE_LOG_IN)).toBeNull();
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-describedby')).toContain('login-username-hint');
    expect(document.getElementById('login-username-hint')?.textContent).toBe(
      'Your username was sent to you in your welcome email.',
    );
    expect(screen.getByRole('link', { name: 'Help with logging in' }).getAttribute('href')).toBe(
      '/help-with-logging-in',
    );
  });

  it('clears stored session state on load, but not the cookie acceptance', async () => {
    localStorage.setItem('user', '{"id":1}');
    localStorage.setItem('capabilities', '[]');
    localStorage.setItem('cookieConsent', 'true');
    sessionStore.view = session();
    sessionStore.phase = 'signedIn';
    await renderLogin();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('capabilities')).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(sessionStore.phase).toBe('signedOut');
    expect(sessionStore.view).toBeNull();
  });

  it('moves between the Client and Adviser tabs with the arrow keys, Home and End', async () => {
    await renderLogin();
    const client = screen.getByRole('tab', { name: 'Client' });
    const adviser = screen.getByRole('tab', { name: 'Adviser' });
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(client.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(client.id);

    fireEvent.keyDown(client, { key: 'ArrowRight' });
    await flush();
    expect(adviser.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(adviser);
    expect(adviser.tabIndex).toBe(0);
    expect(client.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(adviser.id);

    fireEvent.keyDown(adviser, { key: 'ArrowRight' });
    await flush();
    expect(document.activeElement).toBe(client);
    fireEvent.keyDown(client, { key: 'End' });
    await flush();
    expect(document.activeElement).toBe(adviser);
    fireEvent.keyDown(adviser, { key: 'Home' });
    await flush();
    expect(client.getAttribute('aria-selected')).toBe('true');
  });

  it('requires username and password, with the messages tied to the fields and summarised in an alert', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: LOGIN_USERNAME_REQUIRED }).getAttribute('href')).toBe(
      '#login-username',
    );
    expect(within(summary).getByRole('link', { name: LOGIN_PASSWORD_REQUIRED })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('login-username-error')?.textContent).toContain(LOGIN_USERNAME_REQUIRED);
    expect(username.getAttribute('aria-describedby')).toContain('login-username-error');

    fireEvent.change(username, { target: { value: 'amelia' } });
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows and hides the password with a pressed toggle', async () => {
    await renderLogin();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toBe('Hide password');
  });

  it('signs a client in and goes to the clients area', async () => {
    installFakeFetch({ 'POST /api/auth/login': answer(LoginStatus.LoginSuccess, {}, session()) });
    await renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'amelia' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('clients area')).toBeTruthy();
    expect(sessionStore.phase).toBe('signedIn');
  });

  it('points to the other tab under a failed sign-in, in the tab labels of the site', async () => {
    installFakeFetch({
      'POST /api/auth/login': failure(401, 'invalid_credentials', 'Either your username or your password is incorrect'),
    });
    await renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'adviser' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Either your username or your password is incorrectAre you an adviser? Use the Adviser tab.',
    );
    expect(otherTabHint('adviser', { client: 'Clients', adviser: 'Staff' })).toBe(
      'Are you a client? Use the Clients tab.',
    );
  });

  it.each([
    ['account_disabled', 'Account has been disabled'],
    ['account_deactivated', 'Account deactivated'],
  ])('gives no pointer to the other tab when the account was found but is %s', async (code, text) => {
    installFakeFetch({ 'POST /api/auth/login': failure(401, code, text) });
    await renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), {
      target: { value: code === 'account_disabled' ? 'jules' : 'kai' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(screen.queryByText(/Use the Adviser tab/)).toBeNull();
  });

  it('opens the page asked for before sign-in when the user may see it', async () => {
    sessionStorage.setItem('requested-path', '/core/clients/');
    installFakeFetch({ 'POST /api/auth/login': answer(LoginStatus.LoginSuccess, {}, session('User')) });
    await renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'adviser' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // An adviser has no client in context yet: the normal landing, and the request is used up.
    expect(await screen.findByText('advisers area')).toBeTruthy();
    expect(sessionStorage.getItem('requested-path')).toBeNull();
  });

  it('sends an adviser to the advisers area', async () => {
    installFakeFetch({ 'POST /api/auth/login': answer(LoginStatus.LoginSuccess, {}, session('User')) });
    await renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'Adviser' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'adviser' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('advisers area')).toBeTruthy();
  });

  describe('memorable characters', () => {
    it('labels each box by position, keeps only the last character, and enables Continue when all three are filled', async () => {
      const fake = installFakeFetch({
        'POST /api/auth/login/memorable-characters': answer(LoginStatus.LoginSuccess, {}, session()),
      });
      await renderLogin();
      await goTo(LoginStatus.MemorableCharactersRequired, { positions: [2, 4, 7], hint: 'How you feel' });
      expect(screen.getByRole('tablist')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Enter your memorable word' }));

      const second = screen.getByLabelText<HTMLInputElement>('Character 2');
      const fourth = screen.getByLabelText<HTMLInputElement>('Character 4');
      const seventh = screen.getByLabelText<HTMLInputElement>('Character 7');
      const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
      fireEvent.change(second, { target: { value: 'ea' } });
      expect(second.value).toBe('a');
      fireEvent.change(fourth, { target: { value: 'l' } });
      expect(submit.disabled).toBe(true);
      fireEvent.change(seventh, { target: { value: 'y' } });
      expect(submit.disabled).toBe(false);
      fireEvent.click(submit);
      await waitFor(() =>
        expect(fake.bodies('POST /api/auth/login/memorable-characters')).toEqual([{ characters: ['a', 'l', 'y'] }]),
      );
    });

    it('reveals the hint on demand', async () => {
      await renderLogin();
      await goTo(LoginStatus.MemorableCharactersRequired, { positions: [1, 2, 3], hint: 'How you feel' });
      const button = screen.getByRole('button', { name: 'Show hint' });
      expect(screen.getByText(/How you feel/).closest('[hidden]')).not.toBeNull();
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText(/How you feel/).closest('[hidden]')).toBeNull();
    });

    it('explains when the server does not ask for exactly three positions', async () => {
      await renderLogin();
      await goTo(LoginStatus.MemorableCharactersRequired, { positions: [1, 2] });
      expect(screen.getByRole('alert').textContent).toMatch(/Could not retrieve your memorable word letter selection/);
    });
  });

  describe('two-factor steps', () => {
    it('asks for the code sent to the device, without the tabs', async () => {
      await renderLogin();
      await goTo(LoginStatus.MfaRequired, { codeSentTo: '*******4321', method: 'sms' });
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Enter your security code' }));
      expect(screen.getByText(/\*\*\*\*\*\*\*4321/)).toBeTruthy();
      expect(screen.getByLabelText('Security code').getAttribute('autocomplete')).toBe('one-time-code');
      fireEvent.click(screen.getByRole('button', { name: 'Authenticate and continue' }));
      expect(screen.getByRole('alert').textContent).toContain('Please enter the verification code sent to you');
    });

    it('names the validate step by method and offers the methods as radios', async () => {
      await renderLogin();
      await goTo(LoginStatus.MfaEnrolmentLinkDevice, { methods: ['sms', 'email'] });
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      await goTo(LoginStatus.MfaEnrolmentValidateDevice, { method: 'email' });
      expect(screen.getByRole('heading', { level: 1, name: 'Validate your email' })).toBeTruthy();
      await goTo(LoginStatus.MfaEnrolmentValidateDevice, { method: 'sms' });
      expect(screen.getByRole('heading', { level: 1, name: 'Validate your device' })).toBeTruthy();
    });

    it('restarts enrolment from the wrong-code screen', async () => {
      const fake = installFakeFetch({
        'POST /api/auth/login/new-code': answer(LoginStatus.MfaEnrolmentLinkDevice, { methods: ['sms'] }),
      });
      await renderLogin();
      await goTo(LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp, { method: 'sms' }, { error: 'Sorry, wrong code.' });
      expect(screen.getByRole('alert').textContent).toBe('Sorry, wrong code.');
      fireEvent.click(screen.getByRole('button', { name: 'Request new code' }));
      expect(await screen.findByRole('heading', { name: 'Set up additional verification' })).toBeTruthy();
      expect(fake.calls()).toEqual(['POST /api/auth/login/new-code']);
    });
  });

  describe('ForceChangePassword', () => {
    it('keeps Confirm disabled until both passwords are given and match, with the strength meter and the 2FA warning', async () => {
      await renderLogin();
      await goTo(LoginStatus.ForceChangePassword, {}, { hasMfa: true });
      expect(screen.getByText(REVERIFY_2FA_AFTER_PASSWORD_CHANGE)).toBeTruthy();
      const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
      expect(confirm.disabled).toBe(true);
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Brand-new-Passw0rd' } });
      expect(screen.getByText('Password strength:')).toBeTruthy();
      expect(confirm.disabled).toBe(true);
      fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Brand-new-Passw0rd' } });
      expect(confirm.disabled).toBe(false);
    });

    it('says why Confirm is grey as soon as the confirmation cannot match', async () => {
      await renderLogin();
      await goTo(LoginStatus.ForceChangePassword);
      const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Brand-new-Passw0rd' } });
      fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Brand-new' } });
      expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull();
      fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Brand-old-Passw0rd' } });
      expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
      expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
      expect(confirm.disabled).toBe(true);
      fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Brand-new-Passw0rd' } });
      expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull();
      expect(confirm.disabled).toBe(false);
    });

    it('lists the rules before typing and keeps Confirm disabled while they do not hold', async () => {
      await renderLogin();
      await goTo(LoginStatus.ForceChangePassword);
      expect(screen.getByText('At least 8 characters')).toBeTruthy();
      expect(screen.getByText('Different from your current password')).toBeTruthy();
      const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
      for (const value of ['abc', 'abcdefgh']) {
        fireEvent.change(screen.getByLabelText('New password'), { target: { value } });
        fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value } });
        expect(confirm.disabled).toBe(value === 'abc');
      }
      expect(document.querySelector('[data-rule="length"]')!.className).toContain('--met');
    });

    it('leaves out the meter when configuration turns it off, and the warning without two-factor', async () => {
      await renderLogin('/login', siteConfig({ passwordStrengthMeter: false }));
      await goTo(LoginStatus.ForceChangePassword);
      expect(screen.queryByText('Password strength:')).toBeNull();
      expect(screen.queryByText(REVERIFY_2FA_AFTER_PASSWORD_CHANGE)).toBeNull();
    });
  });

  describe('SiteTerms', () => {
    it('shows the sanitised terms; Decline cancels and returns to the form', async () => {
      const fake = installFakeFetch({ 'POST /api/auth/login/cancel': { status: 204 } });
      await renderLogin();
      await goTo(LoginStatus.SiteTerms);
      expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
      await waitFor(() => expect(document.querySelector('.terms')).not.toBeNull());
      expect(document.querySelector('.terms')!.innerHTML).toBe('<p>Use it <strong>well</strong>.</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
      expect(await screen.findByRole('tablist')).toBeTruthy();
      expect(loginStore.status).toBe(LoginStatus.Default);
      await waitFor(() => expect(fake.calls()).toEqual(['POST /api/auth/login/cancel']));
    });
  });

  describe('SetSecurityQuestions', () => {
    it('starts at Please select, offers Other with its own question, and posts both pairs', async () => {
      const fake = installFakeFetch({
        'POST /api/auth/login/security-questions': answer(LoginStatus.LoginSuccess, {}, session()),
      });
      await renderLogin();
      await goTo(LoginStatus.SetSecurityQuestions);
      const first = screen.getByLabelText<HTMLSelectElement>('Security question 1');
      expect(itemAt(first.options, 0).text).toBe('Please select');
      expect(first.options.length).toBeGreaterThan(4);
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
      expect(screen.getAllByText(SECURITY_QUESTION_REQUIRED).length).toBeGreaterThan(0);

      fireEvent.change(first, { target: { value: itemAt(first.options, 1).value } });
      fireEvent.change(screen.getByLabelText('Answer 1'), { target: { value: 'Rex' } });
      fireEvent.change(screen.getByLabelText('Security question 2'), { target: { value: 'Other' } });
      fireEvent.change(screen.getByLabelText('Your own question 2'), { target: { value: 'Favourite walk?' } });
      fireEvent.change(screen.getByLabelText('Answer 2'), { target: { value: 'Coast path' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
      expect(await screen.findByText('clients area')).toBeTruthy();
      expect(fake.bodies('POST /api/auth/login/security-questions')).toEqual([
        {
          questions: [
            { question: itemAt(first.options, 1).value, answer: 'Rex' },
            { question: 'Favourite walk?', answer: 'Coast path' },
          ],
        },
      ]);
    });

    it("applies the platform's minimum answer length from the BFF, and sends nothing while an answer is short", async () => {
      const fake = installFakeFetch({
        'GET /api/auth/login/security-questions': { body: { minAnswerLength: 8 } },
        'POST /api/auth/login/security-questions': answer(LoginStatus.LoginSuccess, {}, session()),
      });
      await renderLogin();
      await goTo(LoginStatus.SetSecurityQuestions);
      expect(await screen.findByText('Each answer needs at least 8 characters.')).toBeTruthy();
      const first = screen.getByLabelText<HTMLSelectElement>('Security question 1');
      fireEvent.change(first, { target: { value: itemAt(first.options, 1).value } });
      fireEvent.change(screen.getByLabelText('Answer 1'), { target: { value: 'Rex' } });
      fireEvent.change(screen.getByLabelText('Security question 2'), {
        target: { value: itemAt(first.options, 2).value },
      });
      fireEvent.change(screen.getByLabelText('Answer 2'), { target: { value: '  Bath    ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
      expect(screen.getAllByText(/Answer needs to be at least 8 characters/).length).toBeGreaterThanOrEqual(2);
      expect(screen.getByLabelText('Answer 1').getAttribute('aria-invalid')).toBe('true');
      expect(fake.bodies('POST /api/auth/login/security-questions')).toEqual([]);

      fireEvent.change(screen.getByLabelText('Answer 1'), { target: { value: 'Rex the dog' } });
      fireEvent.change(screen.getByLabelText('Answer 2'), { target: { value: 'Bath, Somerset' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
      expect(await screen.findByText('clients area')).toBeTruthy();
      expect(fake.bodies('POST /api/auth/login/security-questions')).toHaveLength(1);
    });

    it("shows the BFF's refusal of a short answer", async () => {
      installFakeFetch({
        'POST /api/auth/login/security-questions': failure(
          400,
          'validation',
          'Question 1: Answer needs to be at least 8 characters',
        ),
      });
      await renderLogin();
      await goTo(LoginStatus.SetSecurityQuestions);
      const first = screen.getByLabelText<HTMLSelectElement>('Security question 1');
      fireEvent.change(first, { target: { value: itemAt(first.options, 1).value } });
      fireEvent.change(screen.getByLabelText('Answer 1'), { target: { value: 'Rex' } });
      fireEvent.change(screen.getByLabelText('Security question 2'), {
        target: { value: itemAt(first.options, 2).value },
      });
      fireEvent.change(screen.getByLabelText('Answer 2'), { target: { value: 'Bath, Somerset' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Question 1: Answer needs to be at least 8 characters',
      );
      expect(loginStore.status).toBe(LoginStatus.SetSecurityQuestions);
    });
  });
});
