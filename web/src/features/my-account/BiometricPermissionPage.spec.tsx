import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BIOMETRIC_SAVE_ERROR, BIOMETRIC_SET } from '../../../../domain/account/biometric';
import { siteStore } from '../../lib/site.store';
import { errorReply, fakeApi } from '../../testing/api-fake';
import { siteConfig } from '../account/testing/site-config';
import { biometricStore, resetBiometricStore } from './biometric.store';
import { BiometricPermissionPage } from './BiometricPermissionPage';

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('BiometricPermissionPage', () => {
  beforeEach(() => {
    siteStore.config = siteConfig();
    sessionStorage.clear();
    resetBiometricStore();
  });

  it('is not offered outside the mobile wrapper', () => {
    const calls = fakeApi(() => undefined);
    render(
      <MemoryRouter>
        <BiometricPermissionPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('in the wrapper: Save comes alive after a change, stores the choice and tells the wrapper', async () => {
    sessionStorage.setItem('portal.wrapper', 'mobile');
    const posted: string[] = [];
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage: (m: string) => posted.push(m),
    };
    const calls = fakeApi((c) => ({ body: { stored: c.method === 'PUT' ? '1' : null } }));
    render(<BiometricPermissionPage />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox');
    expect([box.checked, save().disabled]).toEqual([false, true]);
    fireEvent.click(box);
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText(BIOMETRIC_SET)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/my-account/biometric', body: { allowed: true } });
    expect(posted.map((m) => JSON.parse(m))).toEqual([{ type: 'biometricPermission', value: '1' }]);
    expect(biometricStore.stored).toBe('1');
    await waitFor(() => expect(save().disabled).toBe(true));
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });

  it('says when the choice could not be saved', async () => {
    sessionStorage.setItem('portal.wrapper', 'mobile');
    fakeApi((c) => (c.method === 'PUT' ? errorReply(500, 'unavailable', 'down') : { body: { stored: '0' } }));
    render(<BiometricPermissionPage />);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(save());
    expect(await screen.findByText(BIOMETRIC_SAVE_ERROR)).toBeTruthy();
  });
});
