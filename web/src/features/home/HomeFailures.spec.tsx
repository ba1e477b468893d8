import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { ASSET_LOAD_PROBLEM } from '../../../../domain/assets/asset-display-texts';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { resetJourneyPrompts } from '../../lib/journey-prompts.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { errorReply, fakeApi } from '../../testing/api-fake';
import { HomePage } from './HomePage';
import { assetsSummary } from './testing/assets-fixtures';
import { account, homeSession, homeSiteConfig, performance, portfolio, summary } from './testing/dashboard-fixtures';
import { FakeEventSource, installEventSource, removeEventSource } from './testing/fake-event-source';

const FEW = summary([portfolio(1, [account(11, 750), account(12, 250)])]);
const failing = new Set<string>();

function renderHome() {
  const calls = fakeApi((c) => {
    if (failing.has(c.path)) return errorReply(500, 'internal', 'Something went wrong');
    if (c.path === '/dashboard/summary') return { body: FEW };
    if (c.path === '/analysis/performance') return { body: performance() };
    if (c.path === '/assets/summary') return { body: assetsSummary() };
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={['/clients/home/']}>
      <HomePage />
    </MemoryRouter>,
  );
  return calls;
}

const section = (name: string) => screen.getByRole('region', { name });
const tryAgain = (region: HTMLElement) => within(region).getByRole('button', { name: HOME_TEXTS.tryAgain });

/** Issue 23 item 13: a failed read of the home page says what could not be loaded and offers 'Try again'. */
describe('the home dashboard when a read fails', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => {
    failing.clear();
    siteStore.config = homeSiteConfig();
    setSession(homeSession());
    resetJourneyPrompts();
  });
  afterEach(() => {
    clearSession();
    removeEventSource();
  });

  it('says the summary could not be loaded and reads it again on Try again', async () => {
    failing.add('/dashboard/summary');
    const calls = renderHome();
    const alert = await within(section(HOME_TEXTS.heading)).findByRole('alert');
    expect(alert.textContent).toContain(HOME_TEXTS.portfolioLoadFailed);
    failing.clear();
    await act(async () => fireEvent.click(tryAgain(section(HOME_TEXTS.heading))));
    expect(await screen.findByTestId('total-value')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/dashboard/summary')).toHaveLength(2);
  });

  it('says the performance chart could not be loaded and reads it again on Try again', async () => {
    failing.add('/analysis/performance');
    renderHome();
    const alert = await within(section(HOME_TEXTS.performance)).findByRole('alert');
    expect(alert.textContent).toContain(HOME_TEXTS.performanceLoadFailed);
    failing.clear();
    await act(async () => fireEvent.click(tryAgain(section(HOME_TEXTS.performance))));
    expect(await screen.findByRole('group', { name: 'Portfolio value, 1 year' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('says the assets could not be loaded when the stream and the plain read fail, and loads them on Try again', async () => {
    installEventSource();
    failing.add('/assets/summary');
    renderHome();
    // The stream answering 500 reaches the page as a bare error event.
    await act(async () => FakeEventSource.latest().emit('error'));
    const assets = section(HOME_TEXTS.yourAssets);
    expect((await within(assets).findByRole('alert')).textContent).toContain(ASSET_LOAD_PROBLEM);
    failing.clear();
    await act(async () => fireEvent.click(tryAgain(assets)));
    await act(async () => FakeEventSource.latest().emit('done', assetsSummary()));
    expect(within(assets).queryByRole('alert')).toBeNull();
    expect(within(assets).getAllByRole('link').length).toBeGreaterThan(0);
  });
});
