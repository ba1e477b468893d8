import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { resetJourneyPrompts } from '../../lib/journey-prompts.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { fakeApi, type ApiCall } from '../../testing/api-fake';
import { HomePage } from './HomePage';
import { account, homeSession, homeSiteConfig, performance, portfolio, summary } from './testing/dashboard-fixtures';

const FEW = summary([portfolio(1, [account(11, 750), account(12, 250)])]);

function sinceInception() {
  const p = performance();
  return { ...p, range: { key: 'inception', name: 'Since inception', from: '2019-03-01', to: '2026-11-24' } };
}

/** Issue 23 item 10: the chart follows the time frame switch, as the tiles do. */
describe('the home performance chart and the time frame switch', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => {
    siteStore.config = homeSiteConfig();
    setSession(homeSession());
    resetJourneyPrompts();
  });
  afterEach(() => clearSession());

  it("re-reads the chart over 'Since inception' when the switch says so", async () => {
    const calls: ApiCall[] = fakeApi((c) => {
      if (c.path === '/dashboard/summary') return { body: FEW };
      if (c.path === '/analysis/performance')
        return { body: c.query.get('range') === 'inception' ? sinceInception() : performance() };
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/clients/home/']}>
        <HomePage />
      </MemoryRouter>,
    );
    await screen.findByRole('group', { name: 'Portfolio value, 1 year' }, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Since inception' }));
    });
    expect(
      await screen.findByRole('group', { name: 'Portfolio value, Since inception' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const ranges = calls.filter((c) => c.path === '/analysis/performance').map((c) => c.query.get('range'));
    expect(ranges).toEqual(['1y', 'inception']);
  });
});
