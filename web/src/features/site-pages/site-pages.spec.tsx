import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import {
  ACCESS_DENIED_MESSAGE,
  PAGE_NOT_FOUND_HEADING,
  PAGE_NOT_FOUND_MESSAGE,
} from '../../../../domain/access/page-access';
import type { PublicSiteConfig, SessionView } from '../../lib/contract';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { AccessDenied } from './AccessDenied';
import { siteTermsBackLink } from './back-link';
import { MaintenancePage } from './MaintenancePage';
import { PageNotFound } from './PageNotFound';
import { SiteTermsPage } from './SiteTermsPage';
import { UNKNOWN_PAGE_CONTENT, UNKNOWN_PAGE_HEADING } from '../../../../domain/config/text-pages';
import { TextPage } from './TextPage';

const config = {
  instance: { productName: 'Client Online' },
  images: { logo: '/core/images/logo.svg', logoOnWhite: '/core/images/logo-on-white.svg' },
  settings: { branding: { firmName: 'Harbour & Vale Wealth' } },
  content: {
    maintenance: {
      heading: "We'll be back soon",
      message: '<p>Down for <strong>maintenance</strong>.<script>alert(1)</script></p>',
    },
    siteTerms: {
      heading: 'Terms of use',
      text: '<p onclick="x()">Your own accounts only.</p>',
      segment: 'site-terms-view',
    },
    textPages: [{ heading: 'Privacy policy', segment: 'privacy-policy', content: '<p>We never sell it.</p>' }],
    segments: {},
  },
} as unknown as PublicSiteConfig;

const client = { user: { role: 'ClientUser' }, clientInContext: null } as unknown as SessionView;
const adviser = (withClient: boolean) =>
  ({
    user: { role: 'User' },
    clientInContext: withClient ? { displayName: 'Amelia Hartley' } : null,
  }) as unknown as SessionView;

function renderPage(element: React.ReactElement, inShell = false) {
  return render(
    <MemoryRouter>
      <Routes>
        {inShell ? (
          <Route
            element={
              <main id="main">
                <Outlet context={{ inShell: true }} />
              </main>
            }
          >
            <Route path="*" element={element} />
          </Route>
        ) : (
          <Route path="*" element={element} />
        )}
      </Routes>
    </MemoryRouter>,
  );
}

describe('site pages', () => {
  beforeEach(() => {
    siteStore.config = config;
    clearSession();
  });

  it('Access Denied: the text of spec 1 §2.7 and a return link by role and client in context', () => {
    setSession(client);
    const { unmount } = renderPage(<AccessDenied />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(ACCESS_DENIED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Client Online' }).getAttribute('href')).toBe('/clients/');
    expect(document.title).toBe('Access Denied | Client Online');
    unmount();
    setSession(adviser(false));
    renderPage(<AccessDenied />);
    expect(screen.getByRole('link', { name: 'Return to Client Online' }).getAttribute('href')).toBe('/advisers/');
  });

  it('Page Not Found: own header and main outside the shell, a plain section inside it', () => {
    const { unmount } = renderPage(<PageNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: PAGE_NOT_FOUND_HEADING })).toBeTruthy();
    expect(screen.getByText(PAGE_NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Harbour & Vale Wealth home' })).toBeTruthy();
    unmount();
    renderPage(<PageNotFound />, true);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Harbour & Vale Wealth home' })).toBeNull();
  });

  it('Maintenance: the configured heading and the sanitised message', async () => {
    renderPage(<MaintenancePage />);
    expect(screen.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.rich-text')).not.toBeNull());
    expect(document.querySelector('.rich-text')!.innerHTML).toBe('<p>Down for <strong>maintenance</strong>.</p>');
  });

  it('Site terms: the disclaimer and a back link by who is signed in', async () => {
    renderPage(<SiteTermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.rich-text')).not.toBeNull());
    expect(document.querySelector('.rich-text')!.innerHTML).toBe('<p>Your own accounts only.</p>');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/login');
    expect(siteTermsBackLink({ signedIn: true, role: 'User', clientListPath: '/advisers/client-list/' })).toBe(
      '/advisers/client-list/',
    );
    expect(siteTermsBackLink({ signedIn: true, role: 'ClientUser', clientListPath: '/advisers/client-list/' })).toBe(
      '/clients/',
    );
    expect(siteTermsBackLink({ signedIn: false, role: null, clientListPath: '/advisers/client-list/' })).toBe('/login');
  });

  it('Site terms without a disclaimer text is not a page', () => {
    siteStore.config = { ...config, content: { ...config.content, siteTerms: { heading: 'Terms of use' } } };
    renderPage(<SiteTermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: PAGE_NOT_FOUND_HEADING })).toBeTruthy();
  });

  it('Text page: the entry for its segment, or Unknown page', async () => {
    const { unmount } = renderPage(<TextPage segment="privacy-policy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByText('We never sell it.')).toBeTruthy();
    expect(document.title).toBe('Privacy policy | Client Online');
    unmount();
    renderPage(<TextPage segment="nothing-here" />);
    expect(screen.getByRole('heading', { level: 1, name: UNKNOWN_PAGE_HEADING })).toBeTruthy();
    expect(screen.getByText(UNKNOWN_PAGE_CONTENT)).toBeTruthy();
  });
});
