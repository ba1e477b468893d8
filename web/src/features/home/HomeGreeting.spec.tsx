import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { resetJourneyPrompts } from '../../lib/journey-prompts.store';
import type { SessionView } from '../../lib/contract';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { fakeApi } from '../../testing/api-fake';
import { HomePage } from './HomePage';
import { homeSession, homeSiteConfig } from './testing/dashboard-fixtures';

/** An adviser with amelia in context. */
function adviserViewingAmelia(): SessionView {
  const own = homeSession();
  return {
    ...own,
    user: {
      ...own.user,
      id: 9,
      username: 'adviser',
      entityId: 500,
      displayName: 'Adam Adviser',
      role: 'User',
      siteAccessLevel: null,
    },
    clientInContext: { entityId: 10001, displayName: 'Amelia Hartley' },
  } as unknown as SessionView;
}

/** Issue 23 item 17: the greeting is for whoever is signed in. */
describe('the home greeting', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => {
    siteStore.config = homeSiteConfig();
    resetJourneyPrompts();
    fakeApi(() => undefined);
  });
  afterEach(() => clearSession());

  it('greets an adviser viewing amelia by the adviser’s own name', () => {
    setSession(adviserViewingAmelia());
    render(
      <MemoryRouter initialEntries={['/clients/home/']}>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Adam Adviser');
  });

  it('greets amelia by her name', () => {
    setSession(homeSession());
    render(
      <MemoryRouter initialEntries={['/clients/home/']}>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Amelia Hartley');
  });
});
