import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HELP_WITH_LOGGING_IN_HEADING } from '../../../../domain/auth/auth-messages';
import {
  ANSWER_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  RESET_CODE_REQUIRED,
  USERNAME_REQUIRED,
} from '../../../../domain/validation/forgot-password';
import { DOB_REQUIRED, EMAIL_REQUIRED, INVALID_EMAIL } from '../../../../domain/validation/forgot-username';
import type { PublicSiteConfig } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { helpApi } from './help-api';
import { HelpPage } from './HelpPage';

jest.mock('./help-api', () => ({
  helpApi: { requestReset: jest.fn(), verify: jest.fn(), reset: jest.fn(), forgotUsername: jest.fn() },
}));
const fake = helpApi as jest.Mocked<typeof helpApi>;

function config(helpHeading?: string): PublicSiteConfig {
  return {
    instance: { productName: 'Client Online' },
    images: { logoOnWhite: '/core/images/logo-on-white.svg' },
    settings: { branding: { firmName: 'Harbour & Vale Wealth' } },
    content: helpHeading ? { helpWithLoggingIn: { heading: helpHeading } } : {},
  } as unknown as PublicSiteConfig;
}

function LoginStandIn() {
  const { search } = useLocation();
  return <p>login page {search}</p>;
}

/** valtio tells components about changes after a microtask: let them render. */
const flush = () => act(async () => {});

async function renderHelp(cfg = config()) {
  siteStore.config = cfg;
  render(
    <MemoryRouter initialEntries={['/help-with-logging-in']}>
      <Routes>
        <Route path="/help-with-logging-in" element={<HelpPage />} />
        <Route path="/login" element={<LoginStandIn />} />
      </Routes>
    </MemoryRouter>,
  );
  await flush();
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('HelpPage', () => {
  beforeEach(() => jest.resetAllMocks());

  it('uses the configured heading, or the fallback, and links back to login', async () => {
    await renderHelp(config('Trouble signing in?'));
    expect(screen.getByRole('heading', { level: 1, name: 'Trouble signing in?' })).toBeTruthy();
    document.body.innerHTML = '';
    await renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: HELP_WITH_LOGGING_IN_HEADING })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to login' }).getAttribute('href')).toBe('/login');
  });

  it('requires the username, then the reset code, and hides forgot-username after the first view', async () => {
    fake.requestReset.mockResolvedValue({ resetCodeSent: true });
    await renderHelp();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(screen.getAllByText(USERNAME_REQUIRED).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe('true');

    type(/^Username/, 'amelia');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Enter your reset code' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Forgotten your username?' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(RESET_CODE_REQUIRED).length).toBeGreaterThan(0);
  });

  it('shows the two questions, keeps submit disabled while invalid, and lands on login with the flag', async () => {
    fake.requestReset.mockResolvedValue({ resetCodeSent: true });
    fake.verify.mockResolvedValue({ questionsAvailable: true, questions: ['First pet?', 'Home town?'] });
    fake.reset.mockResolvedValue({ next: '/core/login/?passwordChanged=true' });
    await renderHelp();
    type(/^Username/, 'amelia');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await flush();
    type('Reset code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();

    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Reset password' });
    expect(submit.disabled).toBe(true);
    fireEvent.blur(screen.getByLabelText('First pet?'));
    fireEvent.blur(screen.getByLabelText('New password'));
    expect(screen.getByText(ANSWER_REQUIRED)).toBeTruthy();
    expect(screen.getByText(NEW_PASSWORD_REQUIRED)).toBeTruthy();

    type('First pet?', 'first-answer');
    type('Home town?', 'second-answer');
    type('New password', 'New-Passw0rd!');
    expect(screen.getByText('Password strength:')).toBeTruthy();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await flush();
    expect(fake.reset).toHaveBeenCalledWith({
      username: 'amelia',
      resetCode: '123456',
      newPassword: 'New-Passw0rd!',
      answers: ['first-answer', 'second-answer'],
    });
    expect(screen.getByText('login page ?passwordChanged=true')).toBeTruthy();
  });

  it('validates the email and the date of birth in DD/MM/YYYY, and sends the date as YYYY-MM-DD', async () => {
    fake.forgotUsername.mockResolvedValue({ next: '/core/login/?usernameSent=true' });
    await renderHelp();
    fireEvent.click(screen.getByRole('button', { name: 'Send my username' }));
    expect(screen.getAllByText(EMAIL_REQUIRED).length).toBeGreaterThan(0);
    expect(screen.getAllByText(DOB_REQUIRED).length).toBeGreaterThan(0);

    type('Email address', 'ben@example');
    type(/^Date of birth/, '31/02/1980');
    fireEvent.click(screen.getByRole('button', { name: 'Send my username' }));
    expect(screen.getAllByText(INVALID_EMAIL).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter a date in a valid format of DD/MM/YYYY').length).toBeGreaterThan(0);
    expect(fake.forgotUsername).not.toHaveBeenCalled();

    type('Email address', 'ben@example.com');
    type(/^Date of birth/, '12/04/1980');
    fireEvent.click(screen.getByRole('button', { name: 'Send my username' }));
    await flush();
    expect(fake.forgotUsername).toHaveBeenCalledWith({ email: 'ben@example.com', dob: '1980-04-12' });
    expect(screen.getByText('login page ?usernameSent=true')).toBeTruthy();
  });
});
