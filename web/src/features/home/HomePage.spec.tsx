import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { POSTPONEMENT_HEADING } from '../../../../domain/session/postponement';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { journeyPromptsStore, resetJourneyPrompts } from '../../lib/journey-prompts.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { errorReply, fakeApi, type ApiCall } from '../../testing/api-fake';
import { HomePage } from './HomePage';
import { account, homeSession, homeSiteConfig, performance, portfolio, summary } from './testing/dashboard-fixtures';

/** The inbox reads of the attention and message panels, beside what these tests are about. */
const notInbox = (path: string) => !path.startsWith('/messages') && !path.startsWith('/signing');

const FEW = summary([portfolio(1, [account(11, 750.4), account(12, 249.6)])]);
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

function renderHome(handler: (call: ApiCall) => { status?: number; body?: unknown } | undefined): ApiCall[] {
  const calls = fakeApi(handler);
  render(
    <MemoryRouter initialEntries={['/clients/home/']}>
      <HomePage />
    </MemoryRouter>,
  );
  return calls;
}

describe('HomePage', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => {
    siteStore.config = homeSiteConfig();
    setSession(homeSession());
    resetJourneyPrompts();
  });
  afterEach(() => clearSession());

  it("names the currencies converted from in the analysis page's words", async () => {
    const mixed = {
      ...FEW,
      overview: { ...FEW.overview!, multiCurrency: true, fxNote: "Converted from EUR and USD at each day's rate" },
    };
    renderHome((c) =>
      c.path === '/dashboard/summary'
        ? { body: mixed }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    expect((await screen.findByTestId('fx-note')).textContent).toBe("Converted from EUR and USD at each day's rate");
  });

  it('shows the total value as a whole number, the tiles with share circles rounded to 100, and the chart', async () => {
    renderHome((c) =>
      c.path === '/dashboard/summary'
        ? { body: FEW }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Amelia Hartley');
    expect(await screen.findByTestId('total-value')).toHaveProperty('textContent', '£1,000');
    expect(screen.getByText('across 2 accounts')).toBeTruthy();
    expect(screen.getByTestId('performance').textContent).toBe('12.34% a year');
    const tiles = screen.getAllByRole('listitem').filter((li) => li.classList.contains('tile'));
    expect(tiles.map((t) => within(t).getByRole('link').getAttribute('href'))).toEqual([
      '/clients/analysis/?id=11',
      '/clients/analysis/?id=12',
    ]);
    expect(tiles.map((t) => t.querySelector('.percent-circle__label')!.textContent)).toEqual(['75%', '25%']);
    expect(await screen.findByRole('group', { name: 'Portfolio value, 1 year' })).toBeTruthy();
  });

  it('switches to the table past the limits; Enter or Space on a portfolio row opens it', async () => {
    renderHome((c) =>
      c.path === '/dashboard/summary'
        ? { body: MANY }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    const toggle = await screen.findByRole('button', { name: /Mine/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Account 100' })).toBeNull();
    // A native button: the browser turns Enter and Space into a click.
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('link', { name: 'Account 100' }).getAttribute('href')).toBe('/clients/analysis/?id=100');
    expect(screen.getByRole('link', { name: 'Account 100' }).parentElement!.textContent).toContain('17%');
    fireEvent.click(screen.getByRole('button', { name: /Joint/ }));
    // Five accounts of 10 beside six of 1,000: each share is under 1% but not zero.
    expect((await screen.findByRole('link', { name: 'Account 200' })).parentElement!.textContent).toContain('<1%');
  });

  describe("the account table's change-in-value column (spec 2 §2)", () => {
    const reply = (c: ApiCall) =>
      c.path === '/dashboard/summary'
        ? { body: MANY }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined;
    const table = () => screen.getByRole('table', { name: HOME_TEXTS.yourAccounts });
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .map((c) => c.textContent);

    it('shows Value of change by default, for portfolios and their accounts', async () => {
      renderHome(reply);
      fireEvent.click(await screen.findByRole('button', { name: /Mine/ }));
      await screen.findByRole('link', { name: 'Account 100' });
      expect(headers()).toEqual(['Accounts', 'Value', 'Performance', 'Value of change']);
      // By hand: the fixture's movement is a tenth of value; Mine is 6 x £1,000 so +£600, each account +£100.
      const mine = screen.getByRole('button', { name: /Mine/ }).closest('tr')!;
      expect(within(mine).getAllByRole('cell').at(-1)!.textContent).toBe('+£600');
      const acc = screen.getByRole('link', { name: 'Account 100' }).closest('tr')!;
      expect(within(acc).getAllByRole('cell').at(-1)!.textContent).toBe('+£100');
    });

    it('leaves the column out with hideChangeInValue set', async () => {
      siteStore.config = { ...homeSiteConfig(), settings: { hideChangeInValue: true } };
      renderHome(reply);
      fireEvent.click(await screen.findByRole('button', { name: /Mine/ }));
      await screen.findByRole('link', { name: 'Account 100' });
      expect(headers()).toEqual(['Accounts', 'Value', 'Performance']);
      for (const row of within(table()).getAllByRole('row').slice(1))
        expect(within(row).getAllByRole('cell')).toHaveLength(2);
      expect(within(table()).queryByText('+£600')).toBeNull();
      expect(within(table()).queryByText('+£100')).toBeNull();
    });
  });

  it("leaves each tile's Value of change out with hideChangeInValue set, and shows it by default", async () => {
    const reply = (c: ApiCall) =>
      c.path === '/dashboard/summary'
        ? { body: FEW }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined;
    const tiles = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('tile'));
    renderHome(reply);
    await screen.findByTestId('total-value');
    expect(tiles().map((t) => within(t).queryByText(HOME_TEXTS.valueOfChange) !== null)).toEqual([true, true]);
    cleanup();
    siteStore.config = { ...homeSiteConfig(), settings: { hideChangeInValue: true } };
    renderHome(reply);
    await screen.findByTestId('total-value');
    expect(tiles()).toHaveLength(2);
    for (const t of tiles()) {
      expect(within(t).queryByText(HOME_TEXTS.valueOfChange)).toBeNull();
      expect(within(t).getByText(HOME_TEXTS.performance)).toBeTruthy();
    }
  });

  it('re-requests the figures for the secondary time frame', async () => {
    const calls = renderHome((c) =>
      c.path === '/dashboard/summary'
        ? {
            body:
              c.query.get('timeframe') === 'secondary'
                ? { ...FEW, overview: { ...FEW.overview!, movement: 5000 } }
                : FEW,
          }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    await screen.findByTestId('total-value');
    expect(screen.getByTestId('value-movement').textContent).toBe('+£1,000');
    fireEvent.click(screen.getByRole('button', { name: 'Since inception' }));
    await waitFor(() => expect(screen.getByTestId('value-movement').textContent).toBe('+£5,000'));
    expect(calls.filter((c) => c.path === '/dashboard/summary').map((c) => c.query.get('timeframe'))).toEqual([
      'default',
      'secondary',
    ]);
    expect(screen.getByRole('button', { name: 'Since inception' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a warning in place of a failed section while the rest works', async () => {
    renderHome((c) =>
      c.path === '/dashboard/summary'
        ? errorReply(503, 'unavailable', 'down')
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    expect((await screen.findAllByRole('alert')).map((a) => a.querySelector('p')?.textContent)).toContain(
      HOME_TEXTS.portfolioLoadFailed,
    );
    expect(await screen.findByRole('group', { name: 'Portfolio value, 1 year' })).toBeTruthy();
  });

  it('at the Assets level hides the time frame and shows the managed-assets block, reading no portfolio figures', async () => {
    setSession(homeSession('Assets'));
    const calls = renderHome(() => undefined);
    expect(screen.getByRole('heading', { level: 2, name: HOME_TEXTS.yourAssets })).toBeTruthy();
    expect(screen.queryByRole('group', { name: HOME_TEXTS.timeframe })).toBeNull();
    expect(screen.queryByTestId('total-value')).toBeNull();
    await act(async () => {});
    // Only the assets summary (jsdom has no EventSource, so it is read plainly) and the adviser block's details.
    expect(
      calls
        .map((c) => c.path)
        .filter(notInbox)
        .sort(),
    ).toEqual(['/adviser-details', '/assets/summary']);
  });

  it('shows the postponement panel for a review in progress once its prompt is dismissed, and a sanitised announcement that closes for good', async () => {
    siteStore.config = homeSiteConfig({
      home: {
        announcement: {
          heading: 'News',
          html: '<p>Hello <em>there</em></p><img src=x onerror="alert(1)"><script>bad()</script>',
        },
      },
    });
    renderHome((c) =>
      c.path === '/dashboard/summary'
        ? { body: FEW }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    await screen.findByTestId('total-value');
    await act(async () => {
      journeyPromptsStore.config = {
        clientId: 10001,
        reviewStatus: 'InProgress',
        partnerReviewStatus: null,
        factFindStatus: null,
        partnerFactFindStatus: null,
        roboJourneyType: null,
        roboJourneyStatus: 'none',
        promptsEnabled: true,
      };
    });
    expect(screen.queryByRole('heading', { name: POSTPONEMENT_HEADING })).toBeNull();
    await act(async () => {
      journeyPromptsStore.dismissed.push('review' as never);
    });
    expect(screen.getByRole('heading', { name: POSTPONEMENT_HEADING })).toBeTruthy();
    expect(screen.getByText('You have chosen to postpone your suitability review.')).toBeTruthy();

    const body = document.querySelector('.announcement__body')!;
    expect(body.innerHTML).toBe('<p>Hello <em>there</em></p>');
    fireEvent.click(screen.getByLabelText("Don't show this again"));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('.announcement')).toBeNull();
    expect(document.cookie).toContain('announcement-134=dismissed');
  });

  it("offers 'Show in' when every account shares a plan currency other than the preferred one, re-reading the dashboard in it", async () => {
    const usd = (choice: string) =>
      summary([portfolio(1, [account(11, 800, { planCurrency: 'USD' }), account(12, 400, { planCurrency: 'USD' })])], {
        currency: choice === 'original' ? 'USD' : 'GBP',
        currencyView: {
          choice,
          currency: choice === 'original' ? 'USD' : 'GBP',
          preferred: 'GBP',
          original: 'USD',
          offered: true,
        },
      });
    const calls = renderHome((c) =>
      c.path === '/dashboard/summary'
        ? { body: usd(c.query.get('currency') ?? 'preferred') }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    await screen.findByTestId('total-value');
    // The returns are in pounds beside dollar accounts: they say so.
    expect(screen.getByTestId('performance').textContent).toBe('12.34% a year in £');
    const showIn = screen.getByRole('group', { name: 'Show in' });
    fireEvent.click(within(showIn).getByRole('radio', { name: 'Original currency (USD)' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/dashboard/summary')
          .at(-1)!
          .query.get('currency'),
      ).toBe('original'),
    );
    await waitFor(() => expect(screen.getByTestId('performance').textContent).toBe('12.34% a year'));
  });

  it('does not offer the plan-currency view when the report currency is among the plan currencies', async () => {
    renderHome((c) =>
      c.path === '/dashboard/summary'
        ? { body: FEW }
        : c.path === '/analysis/performance'
          ? { body: performance() }
          : undefined,
    );
    await screen.findByTestId('total-value');
    expect(screen.queryByRole('group', { name: 'Show in' })).toBeNull();
  });
});
