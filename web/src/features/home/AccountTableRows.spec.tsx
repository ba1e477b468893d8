import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { itemAt } from '../../../../domain/shared/present';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { resetJourneyPrompts } from '../../lib/journey-prompts.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { fakeApi } from '../../testing/api-fake';
import { HomePage } from './HomePage';
import { account, homeSession, homeSiteConfig, performance, portfolio, summary } from './testing/dashboard-fixtures';

const MANY = summary([
  portfolio(
    1,
    Array.from({ length: 6 }, (_, i) => account(100 + i, 1000)),
    'Mine',
  ),
  portfolio(
    2,
    Array.from({ length: 5 }, (_, i) => account(200 + i, 10)),
    'Joint',
  ),
]);

function renderHome() {
  fakeApi((c) =>
    c.path === '/dashboard/summary'
      ? { body: MANY }
      : c.path === '/analysis/performance'
        ? { body: performance() }
        : undefined,
  );
  render(
    <MemoryRouter initialEntries={['/clients/home/']}>
      <Routes>
        <Route path="/clients/home/" element={<HomePage />} />
        <Route path="/clients/analysis/" element={<p>Analysis page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const click = (el: Element) =>
  act(async () => {
    fireEvent.click(el);
  });

/** Issue 23 item 14, spec 2 §2 'Account rows are expandable' and 'Rows are clickable'. */
describe('the home account table rows', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => {
    siteStore.config = homeSiteConfig();
    setSession(homeSession());
    resetJourneyPrompts();
  });
  afterEach(() => clearSession());

  it('opens and closes a portfolio row from a click on its value cell, not only its name', async () => {
    renderHome();
    const toggle = await screen.findByRole('button', { name: /Mine/ });
    const valueCell = itemAt(toggle.closest('tr')!.querySelectorAll('td'), 0);
    await click(valueCell);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Account 100' })).toBeTruthy();
    await click(valueCell);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles once from its button (Enter and Space), the keyboard way in', async () => {
    renderHome();
    const toggle = await screen.findByRole('button', { name: /Joint/ });
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("opens an account's analysis from a click anywhere on its row", async () => {
    renderHome();
    await click(await screen.findByRole('button', { name: /Mine/ }));
    const row = screen.getByRole('link', { name: 'Account 101' }).closest('tr')!;
    await click(itemAt(row.querySelectorAll('td'), 0));
    expect(await screen.findByText('Analysis page')).toBeTruthy();
  });
});
