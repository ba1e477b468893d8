import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resetPrompts } from './notification-prompts.store';
import { SignedInLayout } from './SignedInLayout';
import { fakeFetch, flush } from './testing/fake-api';
import { adviserSession, clientSession, siteConfig, installFixtures } from './testing/shell-fixtures';

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/clients/home/']}>
      <Routes>
        <Route path="/clients" element={<SignedInLayout section="clients" />}>
          <Route path="home/*" element={<h1>Home page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** Issue 23 item 17: an adviser sees whose portal this is in a band across the page, not a small link among the quick links. */
describe("the adviser's 'Viewing {client}' banner", () => {
  beforeEach(() => {
    localStorage.clear();
    resetPrompts();
  });

  it('puts the link back to the client list in a banner of its own, ahead of the quick links', async () => {
    installFixtures(siteConfig(), adviserSession(true));
    fakeFetch({ 'GET /health': { body: { underMaintenance: false } } });
    renderHome();
    await act(async () => {
      await flush(20);
    });
    const banner = screen.getByTestId('viewing-banner');
    const link = within(banner).getByRole('link', { name: 'Viewing Amelia Hartley' });
    expect(link.getAttribute('href')).toBe('/advisers/client-list/');
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(banner.contains(quickLinks)).toBe(false);
    expect(quickLinks.parentElement!.contains(banner)).toBe(false);
    expect(banner.compareDocumentPosition(quickLinks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there for a client', async () => {
    installFixtures(siteConfig(), clientSession());
    fakeFetch({
      'GET /health': { body: { underMaintenance: false } },
      'GET /notifications/config': { status: 500, body: {} },
    });
    renderHome();
    await act(async () => {
      await flush(20);
    });
    expect(screen.queryByTestId('viewing-banner')).toBeNull();
  });
});
