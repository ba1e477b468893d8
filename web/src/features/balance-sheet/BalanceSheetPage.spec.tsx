import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ASSET_LOAD_PROBLEM,
  ASSET_VIEWING_DISABLED,
  BALANCE_SHEET_TITLE,
  NO_ASSETS_FOR_PERSON,
  NO_MANAGED_ASSETS,
} from '../../../../domain/assets/asset-display-texts';
import { CONVERSION_RATE_UNAVAILABLE } from '../../../../domain/money/fx-conversion';
import { itemAt } from '../../../../domain/shared/present';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import type { PublicSiteConfig } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { errorReply, type ApiCall, type ApiReply } from '../../testing/api-fake';
import { BalanceSheetPage } from './BalanceSheetPage';
import { AMELIA, ameliaAssets, BEN, fakeBalanceSheetApi, netWorth, sheet } from './testing/balance-sheet-fixtures';

beforeAll(() => installResizeObserver());

let location = '';
let locationState: unknown = null;
function Where() {
  const l = useLocation();
  useLayoutEffect(() => {
    location = `${l.pathname}${l.search}`;
    locationState = l.state;
  });
  return null;
}

function renderPage(search = '', override?: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined): ApiCall[] {
  siteStore.config = {
    instance: { productName: 'Client Online' },
    settings: {},
    content: {},
    chartColours: [],
  } as unknown as PublicSiteConfig;
  const calls = fakeBalanceSheetApi(override);
  render(
    <MemoryRouter initialEntries={[`/clients/balance-sheet/${search}`]}>
      <Routes>
        <Route
          path="/clients/balance-sheet/*"
          element={
            <>
              <Where />
              <BalanceSheetPage />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const settle = () => act(async () => {});
async function click(el: Element): Promise<void> {
  fireEvent.click(el);
  await settle();
}
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const firstTab = () => screen.findByRole('tab', { name: /Investment/ });
const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map(cellsOf);
const view = (name: string) => screen.getByRole('radio', { name });

function narrowScreen(matches: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

describe('BalanceSheetPage', () => {
  beforeEach(() => narrowScreen(false));

  it('shows skeletons, then the title, the managed view by default and tabs titled with counts and labels', async () => {
    const calls = renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(BALANCE_SHEET_TITLE);
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await firstTab();
    expect((view('Managed') as HTMLInputElement).checked).toBe(true);
    // Managed: the ISA and the joint account; the EUR pension; nothing else.
    expect(tabNames()).toEqual(['2 Investments', '1 Pension', '0 Annuities', '0 Liabilities']);
    expect(selected()).toBe('2 Investments');
    expect(calls.find((c) => c.path === '/assets/balance-sheet')?.query.get('memberId')).toBeNull();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Description', 'Provider', 'Policy number', 'Value', 'Owned value', 'Valuation date']);
    // 0 decimals; the joint account is half Amelia's; dates 'D MMM YYYY'.
    expect(rowsOf()).toEqual([
      ['Stocks and Shares ISA', 'Stocks and Shares ISA Ltd', 'P-STO', '£120,000', '£120,000', '5 Mar 2026'],
      [
        'Joint General Account',
        'Joint General Account Ltd',
        'P-JOI',
        '£80,000',
        '£40,00050% owned with Ben Hartley',
        '31 Dec 2025',
      ],
    ]);
    expect(screen.getByTestId('tab-total').textContent).toBe('£160,000');
    // All in GBP: the total names its currency and no conversion; rows in whole pounds need not add up on screen.
    expect(screen.getByTestId('tab-total-currency').textContent).toBe('(in GBP)');
    expect(
      screen.getByText('Figures are rounded to the nearest pound; totals are worked out to the penny.'),
    ).toBeTruthy();
    await screen.findByRole('group', { name: 'Assets, liabilities and net worth' });
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('starts at the view the API names as default, and each view changes the counts and singular or plural labels', async () => {
    renderPage('', (c) =>
      c.path === '/assets/balance-sheet' ? { body: sheet({ defaultView: 'nonManaged' }) } : undefined,
    );
    await firstTab();
    expect((view('Non-managed') as HTMLInputElement).checked).toBe(true);
    expect(tabNames()).toEqual(['1 Investment', '1 Pension', '1 Annuity', '1 Liability']);
    await click(view('Everything'));
    expect(tabNames()).toEqual(['3 Investments', '2 Pensions', '1 Annuity', '1 Liability']);
    expect(screen.getByTestId('tab-total').textContent).toBe('£210,000');
    await click(view('Managed'));
    expect(tabNames()).toEqual(['2 Investments', '1 Pension', '0 Annuities', '0 Liabilities']);
  });

  it('opens the view a link names (the home cards open Managed), then drops it from the address on a view change', async () => {
    renderPage('?view=managed&asset=1', (c) =>
      c.path === '/assets/balance-sheet' ? { body: sheet({ defaultView: 'nonManaged' }) } : undefined,
    );
    await firstTab();
    expect((view('Managed') as HTMLInputElement).checked).toBe(true);
    expect(tabNames()).toEqual(['2 Investments', '1 Pension', '0 Annuities', '0 Liabilities']);
    expect(selected()).toBe('1 Pension');
    await click(view('Everything'));
    expect(location).toBe('/clients/balance-sheet/?asset=1');
  });

  it('shows only the views the site lists', async () => {
    renderPage('', (c) =>
      c.path === '/assets/balance-sheet'
        ? { body: sheet({ views: ['everything', 'managed'], defaultView: 'everything' }) }
        : undefined,
    );
    await firstTab();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Everything', 'Managed']);
    expect(tabNames()[0]).toBe('3 Investments');
  });

  it('hides the view toggle without the under-advice feature and shows every asset', async () => {
    renderPage('', (c) =>
      c.path === '/assets/balance-sheet' ? { body: sheet({ underAdviceFeature: false }) } : undefined,
    );
    await firstTab();
    expect(screen.queryByRole('group', { name: 'View' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Managed' })).toBeNull();
    expect(tabNames()).toEqual(['3 Investments', '2 Pensions', '1 Annuity', '1 Liability']);
  });

  it('opens the tab of the query parameter asset, falls back to the first tab with data, and puts a tab click in the address', async () => {
    renderPage('?asset=1');
    await firstTab();
    expect(selected()).toBe('1 Pension');
    await click(screen.getByRole('tab', { name: '2 Investments' }));
    expect(location).toBe('/clients/balance-sheet/?asset=0');
    expect(selected()).toBe('2 Investments');
    // Arrow keys move along the tabs with data, wrapping past the empty ones.
    fireEvent.keyDown(screen.getByRole('tab', { name: '2 Investments' }), { key: 'ArrowRight' });
    await settle();
    expect(selected()).toBe('1 Pension');
    expect(location).toBe('/clients/balance-sheet/?asset=1');
    fireEvent.keyDown(screen.getByRole('tab', { name: '1 Pension' }), { key: 'ArrowRight' });
    await settle();
    expect(selected()).toBe('2 Investments');
    // An empty tab cannot be opened.
    expect(screen.getByRole('tab', { name: '0 Annuities' }).getAttribute('aria-disabled')).toBe('true');
    await click(screen.getByRole('tab', { name: '0 Annuities' }));
    expect(selected()).toBe('2 Investments');
  });

  it('falls back to the first tab with data when the asked-for tab is empty in the view', async () => {
    // Annuities (asset=2) has none managed; Investments is the first with data.
    renderPage('?asset=2');
    await firstTab();
    expect(selected()).toBe('2 Investments');
    // The address follows the tab on screen (once the page's effects have run), so a later view does not jump back to the stale tab.
    await waitFor(() => expect(location).toBe('/clients/balance-sheet/?asset=0'));
    fireEvent.click(view('Everything'));
    await settle();
    expect(selected()).toBe('3 Investments');
  });

  it('replaces a stale asset parameter after a view change falls back (Liabilities, then Non-managed, then Everything)', async () => {
    // Managed has no liabilities, Non-managed has one; an own sheet with no non-managed liability makes it fall back.
    const noNonManagedLiability = sheet({ assets: ameliaAssets().filter((a) => a.type !== 'liability') });
    renderPage('?asset=3', (call) =>
      call.path === '/assets/balance-sheet' ? { body: noNonManagedLiability } : undefined,
    );
    await firstTab();
    expect(selected()).toBe('2 Investments');
    await waitFor(() => expect(location).toBe('/clients/balance-sheet/?asset=0'));
    await click(view('Non-managed'));
    await click(view('Everything'));
    expect(selected()).toBe('3 Investments');
    expect(location).toBe('/clients/balance-sheet/?asset=0');
  });

  it("falls back to the client's own sheet with a notice when the linked member is not available", async () => {
    const calls = renderPage('?id=10014&asset=1', (call) =>
      call.path === '/assets/balance-sheet' && call.query.get('memberId') === '10014'
        ? errorReply(404, 'not_found', 'No such member in the family group.')
        : undefined,
    );
    await firstTab();
    expect(screen.getByTestId('member-unavailable').textContent).toBe("That person's assets are not available.");
    expect(screen.queryByText(ASSET_LOAD_PROBLEM)).toBeNull();
    // The address is corrected by an effect once the own sheet is on screen.
    await waitFor(() => expect(location).toBe('/clients/balance-sheet/?asset=1'));
    expect(selected()).toBe('1 Pension');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Family member' }).value).toBe(String(10001));
    // One read for the missing member, one for the own sheet; dropping the id does not read again.
    expect(calls.filter((c) => c.path === '/assets/balance-sheet').map((c) => c.query.get('memberId'))).toEqual([
      '10014',
      null,
    ]);
    // Choosing a member clears the notice.
    fireEvent.change(screen.getByRole('combobox', { name: 'Family member' }), { target: { value: String(BEN.id) } });
    await screen.findByText(NO_MANAGED_ASSETS);
    expect(screen.queryByTestId('member-unavailable')).toBeNull();
  });

  it('keeps a failure other than 404 for another member as the problem text', async () => {
    renderPage(`?id=${BEN.id}`, (call) =>
      call.path === '/assets/balance-sheet' ? errorReply(500, 'error', 'boom') : undefined,
    );
    await screen.findByText(ASSET_LOAD_PROBLEM);
    expect(screen.queryByTestId('member-unavailable')).toBeNull();
  });

  it('changes member through the dropdown: query parameter id, a read for that member, and the empty texts per view', async () => {
    const calls = renderPage();
    await firstTab();
    const member = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Family member' });
    expect([...member.options].map((o) => o.textContent)).toEqual(['Amelia Hartley', 'Ben Hartley']);
    fireEvent.change(member, { target: { value: String(BEN.id) } });
    await screen.findByText(NO_MANAGED_ASSETS);
    expect(location).toBe(`/clients/balance-sheet/?id=${BEN.id}`);
    expect(calls.filter((c) => c.path === '/assets/balance-sheet').map((c) => c.query.get('memberId'))).toEqual([
      null,
      String(BEN.id),
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Family member' }).value).toBe(String(BEN.id));
    await click(view('Everything'));
    expect(screen.getByText(NO_ASSETS_FOR_PERSON)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the chosen member in the dropdown while their sheet loads, with a skeleton below, and keeps focus where it is', async () => {
    let answer: ((reply: ApiReply) => void) | null = null;
    const calls = renderPage('', (call) =>
      call.path === '/assets/balance-sheet' && call.query.get('memberId') === String(BEN.id)
        ? new Promise<ApiReply>((r) => (answer = r))
        : undefined,
    );
    await firstTab();
    const member = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Family member' });
    member.focus();
    fireEvent.change(member, { target: { value: String(BEN.id) } });
    await settle();
    // The address change asks the layout not to move focus to the heading (WCAG 3.2.2).
    expect(locationState).toEqual({ keepFocus: true });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Family member' }).value).toBe(String(BEN.id));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Family member' }));
    expect(within(screen.getByRole('region', { name: BALANCE_SHEET_TITLE })).getByTestId('skeleton')).toBeTruthy();
    // The read starts once the choice has settled.
    await waitFor(() => expect(answer).not.toBeNull());
    expect(calls.filter((c) => c.path === '/assets/balance-sheet').map((c) => c.query.get('memberId'))).toEqual([
      null,
      String(BEN.id),
    ]);
    answer!({ body: sheet({ memberId: BEN.id, assets: [], totals: [] }) });
    await screen.findByText(NO_MANAGED_ASSETS);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Family member' }).value).toBe(String(BEN.id));
  });

  it("says 'No non-managed assets' for a member whose assets are all managed", async () => {
    const managedOnly = sheet({ assets: ameliaAssets().filter((a) => a.managed) });
    renderPage('', (c) => (c.path === '/assets/balance-sheet' ? { body: managedOnly } : undefined));
    await firstTab();
    await click(view('Non-managed'));
    expect(screen.getByText('No non-managed assets')).toBeTruthy();
    expect(screen.queryByText(NO_ASSETS_FOR_PERSON)).toBeNull();
  });

  it('reads only the member the dropdown settles on when arrow keys step through several', async () => {
    const calls = renderPage();
    await firstTab();
    const member = () => screen.getByRole('combobox', { name: 'Family member' });
    fireEvent.change(member(), { target: { value: String(BEN.id) } });
    fireEvent.change(member(), { target: { value: String(AMELIA.id) } });
    fireEvent.change(member(), { target: { value: String(BEN.id) } });
    await screen.findByText(NO_MANAGED_ASSETS);
    expect(calls.filter((c) => c.path === '/assets/balance-sheet').map((c) => c.query.get('memberId'))).toEqual([
      null,
      String(BEN.id),
    ]);
  });

  it('reads the member of the query parameter id', async () => {
    const calls = renderPage(`?id=${BEN.id}`);
    await screen.findByText(NO_MANAGED_ASSETS);
    expect(calls.find((c) => c.path === '/assets/balance-sheet')?.query.get('memberId')).toBe(String(BEN.id));
  });

  it('toggles between reporting and plan currency with the rate shown, and resets on a change of tab or view', async () => {
    renderPage('?asset=1');
    await firstTab();
    // Reporting currency first (multi-currency off): EUR 200,000 at 0.8612 = £172,240.
    const reporting = screen.getByRole<HTMLInputElement>('radio', { name: 'Reporting currency (GBP)' });
    expect(reporting.checked).toBe(true);
    expect(itemAt(rowsOf(), 0).slice(3, 5)).toEqual(['£172,240', '£172,240']);
    expect(screen.getByText('1 EUR = 0.8612 GBP')).toBeTruthy();
    // The GBP total over EUR rows says what it converted at, in both views.
    expect(screen.getByTestId('tab-total-currency').textContent).toBe('(in GBP, converting EUR at 0.8612)');
    await click(screen.getByRole('radio', { name: 'Plan currency' }));
    expect(itemAt(rowsOf(), 0).slice(3, 5)).toEqual(['€200,000', '€200,000']);
    expect(screen.getByText('1 EUR = 0.8612 GBP')).toBeTruthy();
    expect(screen.getByTestId('tab-total-currency').textContent).toBe('(in GBP, converting EUR at 0.8612)');
    // A tab change resets to the multi-currency setting (off: reporting currency).
    await click(screen.getByRole('tab', { name: '2 Investments' }));
    await click(screen.getByRole('tab', { name: '1 Pension' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Reporting currency (GBP)' }).checked).toBe(true);
    // So does a view change.
    await click(screen.getByRole('radio', { name: 'Plan currency' }));
    await click(view('Everything'));
    await click(screen.getByRole('tab', { name: '2 Pensions' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Reporting currency (GBP)' }).checked).toBe(true);
    // The investments tab is all in GBP: no toggle.
    await click(screen.getByRole('tab', { name: '3 Investments' }));
    expect(screen.queryByRole('radio', { name: 'Plan currency' })).toBeNull();
  });

  it('starts in plan currency when the multi-currency setting is on, and says when a rate is missing', async () => {
    const assets = ameliaAssets().map((a) =>
      a.value.planCurrency === 'EUR'
        ? { ...a, value: { ...a.value, report: null }, ownedValue: { ...a.ownedValue, report: null } }
        : a,
    );
    renderPage('?asset=1', (c) =>
      c.path === '/assets/balance-sheet'
        ? {
            body: sheet({
              multiCurrency: true,
              assets,
              fxRates: [{ currency: 'EUR', rate: null, display: null, message: CONVERSION_RATE_UNAVAILABLE }],
            }),
          }
        : undefined,
    );
    await firstTab();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Plan currency' }).checked).toBe(true);
    expect(itemAt(rowsOf(), 0)[3]).toBe('€200,000');
    await click(screen.getByRole('radio', { name: 'Reporting currency (GBP)' }));
    expect(itemAt(rowsOf(), 0).slice(3, 5)).toEqual([CONVERSION_RATE_UNAVAILABLE, CONVERSION_RATE_UNAVAILABLE]);
    expect(screen.getByText(`EUR: ${CONVERSION_RATE_UNAVAILABLE}`)).toBeTruthy();
  });

  it('shows the disabled text and nothing else when the site has switched asset viewing off', async () => {
    const calls = renderPage('', (c) =>
      c.path === '/assets/balance-sheet'
        ? { body: sheet({ enabled: false, members: [], assets: [], totals: [] }) }
        : undefined,
    );
    await screen.findByText(ASSET_VIEWING_DISABLED);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls.some((c) => c.path === '/assets/net-worth')).toBe(false);
  });

  it('shows the problem warning while the parts that loaded still show, and the warning in a failed tab', async () => {
    const partial = sheet({
      problem: ASSET_LOAD_PROBLEM,
      failedTypes: ['annuity'],
      assets: ameliaAssets().filter((a) => a.type !== 'annuity'),
    });
    renderPage('', (c) => (c.path === '/assets/balance-sheet' ? { body: partial } : undefined));
    await firstTab();
    expect(screen.getByRole('alert').textContent).toBe(ASSET_LOAD_PROBLEM);
    expect(rowsOf()).toHaveLength(2);
    await click(screen.getByRole('tab', { name: '0 Annuities' }));
    // The warning shows once on the page; the failed tab says which list, without a second alert.
    expect(within(screen.getByRole('tabpanel')).getByText('Annuities could not be loaded.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the problem text in place of the sheet when the read fails', async () => {
    renderPage('', (c) => (c.path === '/assets/balance-sheet' ? errorReply(503, 'unavailable', 'down') : undefined));
    expect((await screen.findByRole('alert')).textContent).toBe(ASSET_LOAD_PROBLEM);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("titles the liabilities' columns and total with what is owed", async () => {
    renderPage();
    await firstTab();
    await click(view('Everything'));
    await click(screen.getByRole('tab', { name: '1 Liability' }));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Description', 'Provider', 'Policy number', 'Amount owed', 'Share owed', 'Valuation date']);
    // 150,000 at 50% = 75,000 owed; the mortgage lists no other owner, so the share stands alone.
    expect(itemAt(rowsOf(), 0).slice(3, 5)).toEqual(['£150,000', '£75,00050% owned']);
    expect(screen.getByText(/^Total owed:/)).toBeTruthy();
    expect(screen.getByTestId('tab-total').textContent).toBe('£75,000');
  });

  it('lists the assets as cards at 767 px and narrower', async () => {
    narrowScreen(true);
    renderPage();
    await firstTab();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '2 Investments' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Stocks and Shares ISA',
      'Joint General Account',
    ]);
    expect(within(itemAt(cards, 1)).getByText('31 Dec 2025')).toBeTruthy();
  });
});

describe('the net-worth panel', () => {
  beforeEach(() => narrowScreen(false));

  it('shows the household totals and a chart with one tab stop, announced arrow keys, a table and a summary', async () => {
    const calls = renderPage();
    const figures = await screen.findByTestId('household-figures');
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['£497,240', '£150,000', '£347,240']);
    expect(calls.find((c) => c.path === '/assets/net-worth')?.query.get('view')).toBe('managed');
    const chart = await screen.findByRole('group', { name: 'Assets, liabilities and net worth' });
    expect(chart.getAttribute('tabindex')).toBe('0');
    expect(chart.querySelectorAll('[tabindex]')).toHaveLength(0);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    await settle();
    expect(screen.getByText('Amelia Hartley, Total assets: £457,240')).toBeTruthy();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    await settle();
    expect(screen.getByText('Amelia Hartley, Total liabilities: £75,000')).toBeTruthy();
    fireEvent.keyDown(chart, { key: 'End' });
    await settle();
    expect(screen.getByText('Household, Net worth: £347,240')).toBeTruthy();
    expect(
      screen.getByText(
        /^Amelia Hartley: total assets £457,240, total liabilities £75,000, net worth £382,240\. Ben Hartley:/,
      ),
    ).toBeTruthy();

    await click(screen.getByRole('button', { name: 'View as table' }));
    const table = screen.getByRole('table', { name: 'Assets, liabilities and net worth' });
    const rows = within(table).getAllByRole('row').map(cellsOf);
    expect(rows[0]).toEqual(['Member', 'Total assets', 'Total liabilities', 'Net worth']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Amelia Hartley', 'Ben Hartley', 'Household']);
    expect(itemAt(rows, 3).slice(1)).toEqual(['£497,240', '£150,000', '£347,240']);
  });

  it('reads the net worth again for a new view', async () => {
    const calls = renderPage();
    await screen.findByTestId('household-figures');
    await click(view('Everything'));
    expect(calls.filter((c) => c.path === '/assets/net-worth').map((c) => c.query.get('view'))).toEqual([
      'managed',
      'everything',
    ]);
  });

  it('shows a warning in place of the figures when the net worth read fails, the sheet still working', async () => {
    renderPage('', (c) => (c.path === '/assets/net-worth' ? errorReply(500, 'error', 'boom') : undefined));
    await firstTab();
    await screen.findByText('Something went wrong with loading the net worth figures.');
    expect(screen.queryByTestId('household-figures')).toBeNull();
    expect(tabNames()[0]).toBe('2 Investments');
  });

  it('names the view in the heading and the household above its tiles', async () => {
    renderPage();
    await screen.findByTestId('household-figures');
    expect(screen.getByRole('heading', { level: 2, name: 'Net worth: Managed assets' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Household' })).toBeTruthy();
    await click(view('Everything'));
    expect(screen.getByRole('heading', { level: 2, name: 'Net worth: Everything' })).toBeTruthy();
  });

  it("shows 'Not available' for figures that depend on a failed list, says which list, and leaves those bars out of the chart", async () => {
    // Liabilities failed: assets are known, liabilities and net worth are not.
    const partial = netWorth('managed');
    partial.failedTypes = ['liability'];
    partial.problem = ASSET_LOAD_PROBLEM;
    for (const row of [...partial.members, partial.household])
      Object.assign(row, { liabilities: null, netWorth: null });
    renderPage('', (c) => (c.path === '/assets/net-worth' ? { body: partial } : undefined));
    const figures = await screen.findByTestId('household-figures');
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['£497,240', 'Not available', 'Not available']);
    expect(screen.getByTestId('net-worth-failed').textContent).toBe(
      'Could not be loaded: Liabilities. Figures that depend on them are not available.',
    );
    expect(screen.queryByText('£0')).toBeNull();
    const chart = await screen.findByRole('group', { name: 'Assets, liabilities and net worth' });
    // Only the three known bars (each member's and the household's assets) are drawn and walked.
    await waitFor(() => expect(chart.querySelectorAll('rect[stroke]').length).toBeGreaterThan(0));
    expect(chart.querySelectorAll('rect[stroke]')).toHaveLength(3);
    fireEvent.keyDown(chart, { key: 'End' });
    await settle();
    expect(screen.getByText('Household, Total assets: £497,240')).toBeTruthy();
    expect(
      screen.getByText(
        /total liabilities not available, net worth not available\. .*Figures that are not available are left out of the chart\.$/,
      ),
    ).toBeTruthy();
    await click(screen.getByRole('button', { name: 'View as table' }));
    const rows = within(screen.getByRole('table', { name: 'Assets, liabilities and net worth' }))
      .getAllByRole('row')
      .map(cellsOf);
    expect(rows[3]).toEqual(['Household', '£497,240', 'Not available', 'Not available']);
  });

  it("rounds the members' whole pounds so each column adds up to the household's, and says so", async () => {
    const halves = netWorth('managed');
    // The household: a joint asset's halves, £537,847.56 and £537,847.57, of £1,075,695.13;
    // rounded alone each member would read £537,848 beside a household of £1,075,695.
    halves.members = [
      { ...itemAt(halves.members, 0), assets: 537847.56, liabilities: 0, netWorth: 537847.56 },
      { ...itemAt(halves.members, 1), assets: 537847.57, liabilities: 0, netWorth: 537847.57 },
    ];
    halves.household = { ...halves.household, assets: 1075695.13, liabilities: 0, netWorth: 1075695.13 };
    renderPage('', (c) => (c.path === '/assets/net-worth' ? { body: halves } : undefined));
    await screen.findByTestId('household-figures');
    expect(screen.getByTestId('net-worth-adds-up').textContent).toBe(
      'A jointly owned asset counts once for the household. Each member’s share of it, and each figure here, is rounded so that the members add up to the household.',
    );
    await click(screen.getByRole('button', { name: 'View as table' }));
    const rows = within(screen.getByRole('table', { name: 'Assets, liabilities and net worth' }))
      .getAllByRole('row')
      .map(cellsOf);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [AMELIA.name, '£537,847'],
      [BEN.name, '£537,848'],
      ['Household', '£1,075,695'],
    ]);
  });

  it('shows a household of one as the member only, saying the household figures are theirs', async () => {
    const one = netWorth('managed');
    const member = itemAt(one.members, 0);
    one.members = [member];
    one.household = { ...member, memberId: null, name: 'Household' };
    renderPage('', (c) => (c.path === '/assets/net-worth' ? { body: one } : undefined));
    await screen.findByTestId('household-figures');
    expect(screen.getByRole('heading', { level: 3, name: AMELIA.name })).toBeTruthy();
    expect(screen.getByText('Only your own assets are shown, so the household figures are yours.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'View as table' }));
    const rows = within(screen.getByRole('table', { name: 'Assets, liabilities and net worth' }))
      .getAllByRole('row')
      .map(cellsOf);
    expect(rows.slice(1).map((r) => r[0])).toEqual([AMELIA.name]);
  });

  it('says so in words instead of drawing a chart of zeros when nothing is owned or owed in the view', async () => {
    const empty = netWorth('nonManaged');
    for (const row of [...empty.members, empty.household])
      Object.assign(row, { assets: 0, liabilities: 0, netWorth: 0 });
    renderPage('', (c) => (c.path === '/assets/net-worth' ? { body: empty } : undefined));
    await screen.findByTestId('household-figures');
    expect(screen.getByTestId('net-worth-empty').textContent).toBe(
      'Nothing is owned or owed in this view, so there is no chart.',
    );
    expect(screen.queryByRole('group', { name: 'Assets, liabilities and net worth' })).toBeNull();
  });

  it('clears the outlined bar and its announcement when the chart loses focus', async () => {
    renderPage();
    const chart = await screen.findByRole('group', { name: 'Assets, liabilities and net worth' });
    await waitFor(() => expect(chart.querySelectorAll('rect[stroke]')).toHaveLength(9));
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    await settle();
    expect(screen.getByText('Amelia Hartley, Total assets: £457,240')).toBeTruthy();
    expect(chart.querySelectorAll('rect[stroke="#1b1f24"]')).toHaveLength(1);
    fireEvent.blur(chart);
    await settle();
    expect(screen.queryByText('Amelia Hartley, Total assets: £457,240')).toBeNull();
    expect(chart.querySelectorAll('rect[stroke="#1b1f24"]')).toHaveLength(0);
  });
});
