import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ASSETS_LOAD_STAGES,
  ASSET_LOAD_PROBLEM,
  ASSET_VIEWING_DISABLED,
  NO_MANAGED_ASSETS,
} from '../../../../domain/assets/asset-display-texts';
import { itemAt } from '../../../../domain/shared/present';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { resetJourneyPrompts } from '../../lib/journey-prompts.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { errorReply, fakeApi, type ApiCall } from '../../testing/api-fake';
import { HomePage } from './HomePage';
import { assetsSummary } from './testing/assets-fixtures';
import { homeSession, homeSiteConfig, performance, portfolio, account, summary } from './testing/dashboard-fixtures';
import { FakeEventSource, installEventSource, removeEventSource } from './testing/fake-event-source';

/** The inbox reads of the attention and message panels and the adviser block's read, beside what these tests are about. */
const notInbox = (path: string) =>
  !path.startsWith('/messages') && !path.startsWith('/signing') && path !== '/adviser-details';

function renderHome(handler: (call: ApiCall) => { status?: number; body?: unknown } | undefined): ApiCall[] {
  const calls = fakeApi(handler);
  render(
    <MemoryRouter initialEntries={['/clients/home/']}>
      <HomePage />
    </MemoryRouter>,
  );
  return calls;
}

const settle = () => act(async () => {});
const progressbar = () => screen.getByRole('progressbar', { name: 'Loading your assets' });
const assetsBlock = () => screen.getByRole('region', { name: 'Your assets' });

describe('the home dashboard assets summary', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => {
    siteStore.config = homeSiteConfig();
    setSession(homeSession('Assets'));
    resetJourneyPrompts();
  });
  afterEach(() => {
    clearSession();
    removeEventSource();
  });

  it('shows the load progress bar through its four stages as the stream reports them, then the cards', async () => {
    installEventSource();
    const calls = renderHome(() => undefined);
    const stream = FakeEventSource.latest();
    // The stream says which context the page shows (a stream has no headers): amelia's own.
    expect(stream.url).toBe('/api/assets/load?portalContext=1%3A10001');
    expect(progressbar().getAttribute('aria-valuenow')).toBe('0');
    for (const stage of ASSETS_LOAD_STAGES) {
      await act(async () => stream.emit('progress', stage));
      expect(progressbar().getAttribute('aria-valuenow')).toBe(String(stage.percent));
      expect(progressbar().getAttribute('aria-valuetext')).toBe(`${stage.label}, ${stage.percent}%`);
      expect(screen.getByText(stage.label)).toBeTruthy();
    }
    expect(ASSETS_LOAD_STAGES.map((s) => s.percent)).toEqual([5, 25, 70, 100]);
    await act(async () => stream.emit('done', assetsSummary()));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(stream.closed).toBe(true);
    expect(within(assetsBlock()).getByTestId('managed-net').textContent).toBe('£290,000');
    // Nothing read twice: the stream brought the summary.
    expect(calls.map((c) => c.path).filter(notInbox)).toEqual([]);
  });

  it('at the Assets level shows one card per type linking to its balance sheet tab in the Managed view, with at most 3 items', async () => {
    installEventSource();
    renderHome(() => undefined);
    await act(async () =>
      FakeEventSource.latest().emit(
        'done',
        assetsSummary({
          cards: [
            { ...itemAt(assetsSummary().cards, 0), items: ['A', 'B', 'C', 'D'] },
            ...assetsSummary().cards.slice(1),
          ],
        }),
      ),
    );
    const cards = within(assetsBlock())
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('asset-card'));
    expect(cards.map((c) => itemAt(within(c).getAllByRole('link'), 0).textContent)).toEqual([
      '4 Investments',
      '1 Pension',
      '1 Liability',
    ]);
    expect(cards.map((c) => itemAt(within(c).getAllByRole('link'), 0).getAttribute('href'))).toEqual([
      '/clients/balance-sheet/?view=managed&asset=0',
      '/clients/balance-sheet/?view=managed&asset=1',
      '/clients/balance-sheet/?view=managed&asset=3',
    ]);
    // The cards are managed assets only, and say so.
    expect(within(assetsBlock()).getByTestId('assets-scope').textContent).toBe('Your managed assets');
    expect(
      within(itemAt(cards, 0))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A', 'B', 'C']);
    expect(within(itemAt(cards, 0)).getByText('£250,000')).toBeTruthy();
    expect(within(assetsBlock()).getByRole('link', { name: 'View assets' }).getAttribute('href')).toBe(
      '/clients/balance-sheet/?view=managed',
    );
    // The accounts' place: no portfolio figures at this level.
    expect(screen.queryByTestId('total-value')).toBeNull();
  });

  it('reads the summary plainly when the stream fails or says error', async () => {
    installEventSource();
    const calls = renderHome((c) => (c.path === '/assets/summary' ? { body: assetsSummary() } : undefined));
    const stream = FakeEventSource.latest();
    await act(async () => stream.emit('progress', ASSETS_LOAD_STAGES[0]));
    await act(async () => stream.emit('error', { message: 'boom' }));
    expect(stream.closed).toBe(true);
    await screen.findByTestId('managed-net');
    expect(calls.map((c) => c.path).filter(notInbox)).toEqual(['/assets/summary']);
  });

  it('reads the summary plainly where there is no EventSource, and shows the problem text when that fails too', async () => {
    const calls = renderHome((c) =>
      c.path === '/assets/summary' ? errorReply(503, 'unavailable', 'down') : undefined,
    );
    expect((await screen.findByRole('alert')).querySelector('p')!.textContent).toBe(ASSET_LOAD_PROBLEM);
    expect(calls.map((c) => c.path).filter(notInbox)).toEqual(['/assets/summary']);
  });

  it('says there is no managed asset data when no card has any', async () => {
    renderHome((c) =>
      c.path === '/assets/summary' ? { body: assetsSummary({ cards: [], managedNet: null }) } : undefined,
    );
    await screen.findByText(NO_MANAGED_ASSETS);
  });

  it('shows the warning when a part failed while the cards that loaded still show', async () => {
    renderHome((c) =>
      c.path === '/assets/summary'
        ? { body: assetsSummary({ problem: ASSET_LOAD_PROBLEM, cards: assetsSummary().cards.slice(0, 1) }) }
        : undefined,
    );
    expect((await screen.findByRole('alert')).querySelector('p')!.textContent).toBe(ASSET_LOAD_PROBLEM);
    expect(within(assetsBlock()).getByRole('link', { name: '4 Investments' })).toBeTruthy();
  });

  it('shows the disabled text when the site has switched asset viewing off', async () => {
    renderHome((c) =>
      c.path === '/assets/summary'
        ? { body: assetsSummary({ enabled: false, cards: [], managedNet: null }) }
        : undefined,
    );
    await screen.findByText(ASSET_VIEWING_DISABLED);
    expect(screen.queryByRole('link', { name: 'View assets' })).toBeNull();
  });

  it('at the Portfolio level shows the cards beside the accounts, without the managed net figure', async () => {
    setSession(homeSession('Portfolio'));
    renderHome((c) =>
      c.path === '/assets/summary'
        ? { body: assetsSummary() }
        : c.path === '/dashboard/summary'
          ? { body: summary([portfolio(1, [account(11, 1000)])]) }
          : c.path === '/analysis/performance'
            ? { body: performance() }
            : undefined,
    );
    await screen.findByTestId('total-value');
    await screen.findByRole('link', { name: '4 Investments' });
    expect(screen.queryByTestId('managed-net')).toBeNull();
    await settle();
  });
});
