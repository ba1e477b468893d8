import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COOKIE_CONSENT_KEY, LEGACY_CONSENT_COOKIE } from './cookie-consent';
import { CookieNotice } from './CookieNotice';

const renderNotice = () =>
  render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );

describe('CookieNotice (spec 1 §2.10)', () => {
  beforeEach(() => localStorage.clear());

  it('shows until OK, which stores the acceptance so it stays hidden', () => {
    const { unmount } = renderNotice();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href')).toBe('/cookie-policy');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    unmount();
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('treats an older acceptance cookie as accepted, moving it to local storage', () => {
    document.cookie = `${LEGACY_CONSENT_COOKIE}=1; path=/`;
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(document.cookie).not.toContain(LEGACY_CONSENT_COOKIE);
  });
});
