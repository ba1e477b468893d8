import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ACCESS_DENIED_MESSAGE } from '../../../../domain/access/page-access';
import { USER_LOGGED_OUT_REDIRECT } from '../../../../domain/errors/error-toast';
import { sessionStore } from '../../lib/session.store';
import { pushToast, toastStore } from '../../lib/toast.store';
import { resetPrompts } from './notification-prompts.store';
import { SignedInLayout } from './SignedInLayout';
import { fakeFetch, flush } from './testing/fake-api';
import { adviserSession, clientSession, siteConfig, installFixtures } from './testing/shell-fixtures';

/** Where the router is now (MemoryRouter: jsdom has no Request for the data routers). */
const at = { path: '' };
function Probe() {
  const l = useLocation();
  useLayoutEffect(() => {
    at.path = `${l.pathname}${l.search}`;
  });
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Routes>
        <Route path="/login/*" element={<h1>Login page</h1>} />
        <Route path="/maintenance" element={<h1>Maintenance page</h1>} />
        <Route path="/clients" element={<SignedInLayout section="clients" />}>
          <Route path="home/*" element={<h1>Home page</h1>} />
          <Route path="documents-and-messages/*" element={<h1>Messages page</h1>} />
        </Route>
        <Route path="/advisers" element={<SignedInLayout section="advisers" />}>
          <Route path="client-list/*" element={<h1>Client list</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

async function settle() {
  await act(async () => {
    await flush(20);
  });
}

describe('SignedInLayout (spec 1 §2.2, order of checks)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPrompts();
    toastStore.toasts.splice(0);
  });

  it('shows a spinner while the session check runs', async () => {
    installFixtures(siteConfig(), 'checking');
    fakeFetch({});
    renderAt('/clients/home/');
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
  });

  it('sends a signed-out visitor to the login page', async () => {
    installFixtures(siteConfig(), null);
    fakeFetch({});
    renderAt('/clients/home/');
    await settle();
    expect(at.path).toBe('/login');
  });

  it('shows Access Denied to a client in the adviser area', async () => {
    installFixtures(siteConfig(), clientSession());
    const api = fakeFetch({ 'GET /health': { body: { underMaintenance: false } } });
    renderAt('/advisers/client-list/');
    await settle();
    expect(screen.getByText(ACCESS_DENIED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Client Online' }).getAttribute('href')).toBe('/clients/');
    expect(api.apiCalls()).not.toContain('GET /health');
  });

  it('sends an adviser with no client in context from a client page to the client list', async () => {
    installFixtures(siteConfig(), adviserSession(false));
    fakeFetch({ 'GET /health': { body: { underMaintenance: false } } });
    renderAt('/clients/home/');
    await settle();
    expect(at.path).toBe('/advisers/client-list/');
  });

  it('goes to the maintenance page when the platform is under maintenance', async () => {
    installFixtures(siteConfig(), clientSession());
    fakeFetch({ 'GET /health': { body: { underMaintenance: true } } });
    renderAt('/clients/home/');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await settle();
    expect(at.path).toBe('/maintenance');
  });

  it('goes to the maintenance page when the settings switch it on, without asking the platform', async () => {
    installFixtures(siteConfig({ settings: { maintenancePageEnabled: true } }), clientSession());
    const api = fakeFetch({});
    renderAt('/clients/home/');
    await settle();
    expect(at.path).toBe('/maintenance');
    expect(api.apiCalls()).not.toContain('GET /health');
  });

  it('renders the top bar, navigation, main region and footer for a client', async () => {
    installFixtures(siteConfig(), clientSession());
    fakeFetch({
      'GET /health': { body: { underMaintenance: false } },
      'GET /notifications/config': { status: 500, body: {} },
    });
    renderAt('/clients/home/');
    await settle();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home page' }).closest('main')?.id).toBe('main');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      Array.from(main.querySelectorAll('a')).map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['Home', '/clients/home/', 'page'],
      ['Messages and documents', '/clients/documents-and-messages/', null],
    ]);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByText(/Viewing/)).toBeNull();
  });

  it('opens My Account with its links, closes it with Escape and returns focus; Log out leaves with the signed-out marker', async () => {
    installFixtures(siteConfig(), clientSession());
    const api = fakeFetch({
      'GET /health': { body: { underMaintenance: false } },
      'GET /notifications/config': { status: 500, body: {} },
      'POST /auth/logout': { status: 204 },
    });
    renderAt('/clients/home/');
    await settle();
    const button = screen.getByRole('button', { name: 'My Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/clients/change-password/',
    );
    // spec 1 §2.6: the additional-verification entry is hidden, however the menu is configured.
    expect(screen.queryByRole('link', { name: 'Additional verification' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Change password' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await settle();
    expect(api.apiCalls()).toContain('POST /auth/logout');
    expect(at.path).toBe(USER_LOGGED_OUT_REDIRECT);
    expect(sessionStore.phase).toBe('signedOut');
  });

  it("shows an adviser 'Viewing {client}'; following it clears the client in context", async () => {
    installFixtures(siteConfig(), adviserSession(true));
    const api = fakeFetch({
      'GET /health': { body: { underMaintenance: false } },
      'DELETE /advisers/client-in-context': { status: 204 },
    });
    renderAt('/clients/home/');
    await settle();
    expect(api.apiCalls()).not.toContain('GET /notifications/config');
    fireEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
    const viewing = screen.getByRole('link', { name: 'Viewing Amelia Hartley' });
    expect(viewing.getAttribute('href')).toBe('/advisers/client-list/');
    fireEvent.click(viewing);
    await settle();
    expect(api.apiCalls()).toContain('DELETE /advisers/client-in-context');
    expect(sessionStore.view?.clientInContext).toBeNull();
    expect(at.path).toBe('/advisers/client-list/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('puts a prompt (a toast that stays until closed), of any type, in the flow below the top bar and before the main region; a passing toast floats after it', async () => {
    installFixtures(siteConfig(), clientSession());
    fakeFetch({
      'GET /health': { body: { underMaintenance: false } },
      'GET /notifications/config': { status: 500, body: {} },
    });
    renderAt('/clients/home/');
    await settle();
    await act(async () => {
      pushToast({ kind: 'info', title: 'Your annual review', message: 'Please complete it.', timeoutMs: null });
      pushToast({ kind: 'info', title: 'Your fact find', message: 'Please update it.', timeoutMs: null });
      pushToast({ kind: 'success', title: 'Saved', message: '', timeoutMs: 6000 });
    });
    const main = document.getElementById('main')!;
    const pinned = main.previousElementSibling!;
    expect(pinned.className).toBe('toasts-pinned');
    expect(Array.from(pinned.querySelectorAll('.toast__title')).map((t) => t.textContent)).toEqual([
      'Your fact find',
      'Your annual review',
    ]);
    expect(pinned.textContent).not.toContain('Saved');
    // Below the header (top bar and menu): the page's first content after them.
    const header = document.querySelector('header.shell__header')!;
    expect(header.compareDocumentPosition(pinned) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.nextElementSibling!.className).toBe('toasts toasts--in-shell');
    expect(main.nextElementSibling!.textContent).toContain('Saved');
  });

  describe('on a phone, Home in the menu (spec 1 §2.6)', () => {
    const demoMenu = {
      mainNavigation: [
        { type: 'page', label: 'Analysis', path: 'analysis' },
        { type: 'url', label: 'About us', url: '/core/about-us' },
      ],
      myAccountNavigation: [],
    };
    const mainLinks = () =>
      Array.from(screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a')).map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.closest('li')!.className,
      ]);

    it('leads the menu with a phone-only Home for a Portfolio client', async () => {
      installFixtures(siteConfig({ settings: { navigation: demoMenu } }), clientSession());
      fakeFetch({
        'GET /health': { body: { underMaintenance: false } },
        'GET /notifications/config': { status: 500, body: {} },
      });
      renderAt('/clients/home/');
      await settle();
      expect(mainLinks()).toEqual([
        ['Home', '/clients/', 'main-nav__home'],
        ['Analysis', '/clients/analysis/', ''],
        ['About us', '/about-us', ''],
      ]);
      // On the home page both Homes say so.
      expect(
        screen
          .getAllByRole('link', { name: 'Home', current: 'page' })
          .map((a) => a.closest('nav')!.getAttribute('aria-label')),
      ).toEqual(['Quick links', 'Main']);
      expect(screen.getByRole('navigation', { name: 'Main' }).className).toBe('main-nav__nav');
    });

    it('gives an Assets client, whose level leaves the menu empty, a phone-only Menu holding Home', async () => {
      installFixtures(
        siteConfig({ settings: { navigation: demoMenu } }),
        clientSession({ siteAccessLevel: 'Assets' } as never),
      );
      fakeFetch({
        'GET /health': { body: { underMaintenance: false } },
        'GET /notifications/config': { status: 500, body: {} },
      });
      renderAt('/clients/documents-and-messages/');
      await settle();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(nav.className).toBe('main-nav__nav main-nav__nav--phone-only');
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')).toBe('main-menu');
      expect(mainLinks()).toEqual([['Home', '/clients/', 'main-nav__home']]);
      // Wider screens keep the quick links' Home (CSS hides the one or the other by width).
      expect(
        screen.getAllByRole('link', { name: 'Home' }).map((a) => a.closest('nav')!.getAttribute('aria-label')),
      ).toEqual(['Quick links', 'Main']);
    });

    it('offers a Messages or NotAssigned client no Home at all (the home page is denied there), in the top bar or the menu', async () => {
      for (const level of ['Messages', 'NotAssigned']) {
        installFixtures(
          siteConfig({ settings: { navigation: demoMenu } }),
          clientSession({ siteAccessLevel: level } as never),
        );
        fakeFetch({
          'GET /health': { body: { underMaintenance: false } },
          'GET /notifications/config': { status: 500, body: {} },
        });
        renderAt('/clients/documents-and-messages/');
        await settle();
        expect(screen.queryAllByRole('link', { name: 'Home' })).toEqual([]);
        expect(screen.getByRole('navigation', { name: 'Quick links' }).textContent).toContain('Messages and documents');
        cleanup();
      }
    });

    it('adds no second Home when the menu already has the home page', async () => {
      installFixtures(siteConfig(), clientSession());
      fakeFetch({
        'GET /health': { body: { underMaintenance: false } },
        'GET /notifications/config': { status: 500, body: {} },
      });
      renderAt('/clients/home/');
      await settle();
      expect(mainLinks().map(([label]) => label)).toEqual(['Home', 'Messages and documents']);
    });
  });
});
