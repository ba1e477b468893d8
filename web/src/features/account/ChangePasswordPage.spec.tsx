import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { toastStore } from '../../lib/toast.store';
import { ChangePasswordPage } from './ChangePasswordPage';
import { PASSWORDS_DO_NOT_MATCH } from '../../../../domain/validation/change-password';
import { errorReply, fakeApi } from '../../testing/api-fake';
import { siteConfig } from './testing/site-config';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const confirm = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });

describe('ChangePasswordPage', () => {
  beforeEach(() => {
    siteStore.config = siteConfig();
    toastStore.toasts.splice(0);
  });

  it('keeps Confirm disabled until the form is valid, with messages tied to the fields', async () => {
    fakeApi(() => undefined);
    render(<ChangePasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    fireEvent.blur(screen.getByLabelText('New password'));
    const message = await screen.findByText('Please enter a password');
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(message.id);

    type('Current password', 'Demo-Passw0rd');
    type('New password', 'Brand-New-Passw0rd!');
    await screen.findByText('Very Strong');
    type('Confirm new password', 'Brand-New-Passw0rd');
    fireEvent.blur(screen.getByLabelText('Confirm new password'));
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    type('Confirm new password', 'Brand-New-Passw0rd!');
    await waitFor(() => expect(confirm().disabled).toBe(false));
  });

  it('says why Confirm is grey as soon as the confirmation cannot match, before the field is left', async () => {
    fakeApi(() => undefined);
    render(<ChangePasswordPage />);
    type('Current password', 'Demo-Passw0rd');
    type('New password', 'Brand-New-Passw0rd!');
    // Each character so far right: still typing, nothing to say yet.
    type('Confirm new password', 'Brand-New');
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull();
    type('Confirm new password', 'Brand-New-Passw0rd?');
    const message = await screen.findByText(PASSWORDS_DO_NOT_MATCH);
    expect(confirm().disabled).toBe(true);
    const field = screen.getByLabelText('Confirm new password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    type('Confirm new password', 'Brand-New-Passw0rd!');
    await waitFor(() => expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull());
    expect(confirm().disabled).toBe(false);
  });

  it('shows Password changed, empties the form and stays signed in', async () => {
    const calls = fakeApi(() => ({ body: { message: 'Password changed' } }));
    sessionStore.phase = 'signedIn';
    render(<ChangePasswordPage />);
    type('Current password', 'Demo-Passw0rd');
    type('New password', 'Brand-New-Passw0rd!');
    type('Confirm new password', 'Brand-New-Passw0rd!');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    expect((await screen.findByRole('status')).textContent).toBe('Password changed');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/account/password',
        body: { currentPassword: 'Demo-Passw0rd', newPassword: 'Brand-New-Passw0rd!' },
      }),
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(sessionStore.phase).toBe('signedIn');
  });

  it('shows a wrong current password inline, without a toast', async () => {
    fakeApi(() => errorReply(400, 'validation', 'Current password is incorrect'));
    render(<ChangePasswordPage />);
    type('Current password', 'not-my-password');
    type('New password', 'Brand-New-Passw0rd!');
    type('Confirm new password', 'Brand-New-Passw0rd!');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect.');
    expect(toastStore.toasts).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('Brand-New-Passw0rd!');
  });
});
