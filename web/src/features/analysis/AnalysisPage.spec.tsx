import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NO_DATA_FOR_SELECTION, SECTION_FAILED } from '../../../../domain/analysis/analysis-page';
import {
  DATE_REQUIRED,
  EARLIER_START_DATE,
  END_BEFORE_FROM_DATE,
  INVALID_DATE_FORMAT,
} from '../../../../domain/analysis/custom-range';
import { itemAt } from '../../../../domain/shared/present';
import type { PublicSiteConfig } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import type { ApiCall, ApiReply } from '../../testing/api-fake';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { AnalysisPage } from './AnalysisPage';
import { closeRangeModal } from './date-range.store';
import { fakeAnalysisApi, readsOf } from './testing/fake-analysis-api';

beforeAll(() => installResizeObserver());

let location = '';
function Where() {
  const l = useLocation();
  useLayoutEffect(() => {
    location = `${l.pathname}${l.search}`;
  });
  return null;
}

function renderPage(
  search = '',
  override?: (call: ApiCall) => ApiReply | undefined,
  settings: Record<string, unknown> = {},
  siteConfiguration: Partial<PublicSiteConfig['siteConfiguration']> = {},
): ApiCall[] {
  siteStore.config = {
    instance: { productName: 'Client Online' },
    siteConfiguration: {
      feesAndTaxes: 1,
      holdBackPeriod: false,
      portfolioGrouping: 'Split',
      profitAnalysisType: 'twrr',
      groupingFilter: 'My',
      useHistoricData: false,
      ...siteConfiguration,
    },
    settings,
    content: {},
  } as unknown as PublicSiteConfig;
  const calls = fakeAnalysisApi(override);
  render(
    <MemoryRouter initialEntries={[`/clients/analysis/${search}`]}>
      <Routes>
        <Route
          path="/clients/analysis/*"
          element={
            <>
              <Where />
              <AnalysisPage />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const h1 = () => screen.getByRole('heading', { level: 1 });
/** Store changes reach the screen after a microtask (valtio batches them). */
const settle = () => act(async () => {});
async function press(el: Element, key: string): Promise<void> {
  fireEvent.keyDown(el, { key });
  await settle();
}
async function type(el: Element, value: string): Promise<void> {
  fireEvent.change(el, { target: { value } });
  await settle();
}
async function click(el: Element): Promise<void> {
  fireEvent.click(el);
  await settle();
}
const heroValue = () => screen.findByTestId('hero-value');

describe('AnalysisPage', () => {
  afterEach(() => closeRangeModal());

  it('shows skeletons first, then the heading, hero and the Accounts tab with My and Linked tables', async () => {
    renderPage();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(h1().textContent).toBe('All portfolios');
    expect((await heroValue()).textContent).toBe('£1,339,829');
    expect(screen.getByText('across 3 accounts')).toBeTruthy();
    // A movement is signed, as on the home dashboard: 166,392.99 rounds to +£166,393.
    expect(screen.getByTestId('hero-movement').textContent).toBe('+£166,393');
    expect(screen.getByRole('tab', { name: 'Portfolios' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'My' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Linked' })).toBeTruthy();
    const header = itemAt(within(screen.getByRole('tabpanel', { name: 'Portfolios' })).getAllByRole('row'), 0);
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Current value', 'Fund performance', 'Change in value']);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('drills down from a row and comes back by the breadcrumb, with the id in the URL', async () => {
    renderPage();
    await heroValue();
    fireEvent.click(screen.getByRole('row', { name: /Amelia Hartley – Investments/ }));
    await waitFor(() => expect(h1().textContent).toBe('Amelia Hartley – Investments'));
    expect(location).toBe('/clients/analysis/?id=100011');
    fireEvent.click(screen.getByRole('link', { name: 'US Dollar Account' }));
    await waitFor(() => expect(h1().textContent).toBe('US Dollar Account'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['All portfolios', 'Amelia Hartley – Investments', 'US Dollar Account']);
    // One account selected: no Accounts tab; its default tab is the next one.
    expect(screen.queryByRole('tab', { name: 'Accounts' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Investments' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(crumbs).getByRole('link', { name: 'All portfolios' }));
    await waitFor(() => expect(h1().textContent).toBe('All portfolios'));
    expect(location).toBe('/clients/analysis/');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    renderPage();
    await heroValue();
    const first = screen.getByRole('tab', { name: 'Portfolios' });
    first.focus();
    await press(first, 'ArrowRight');
    expect(screen.getByRole('tab', { name: 'Investments' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Investments' }));
    await press(document.activeElement!, 'End');
    expect(screen.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    await press(document.activeElement!, 'ArrowRight');
    expect(screen.getByRole('tab', { name: 'Portfolios' }).getAttribute('aria-selected')).toBe('true');
    await press(document.activeElement!, 'ArrowLeft');
    expect(screen.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    await press(document.activeElement!, 'Home');
    expect(screen.getByRole('tab', { name: 'Portfolios' }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(screen.getByRole('tablist', { name: 'Analysis' }))
        .getAllByRole('tab')
        .filter((t) => t.tabIndex === 0),
    ).toHaveLength(1);
  });

  describe('date range modal', () => {
    it('validates custom dates with the spec texts and keeps Apply disabled until they are valid', async () => {
      const calls = renderPage();
      await heroValue();
      await click(screen.getByRole('button', { name: /^Date range:/ }));
      const dialog = screen.getByRole('dialog', { name: 'Date range' });
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((r) => (r.parentElement as HTMLElement).textContent),
      ).toEqual(['1 year', '2 years', '3 years', 'Since inception', 'Year to date', 'Custom']);
      expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: '1 year' }).checked).toBe(true);
      const apply = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Apply' });
      expect(apply.disabled).toBe(false);

      await click(within(dialog).getByRole('radio', { name: 'Custom' }));
      expect(apply.disabled).toBe(true);
      expect(within(dialog).getByText('DD-MM-YYYY, from 15-01-2019')).toBeTruthy();
      const start = within(dialog).getByLabelText('Start date');
      const end = within(dialog).getByLabelText('End date');
      fireEvent.blur(start);
      await settle();
      expect(within(dialog).getByText(DATE_REQUIRED)).toBeTruthy();
      await type(start, '31-02-2025');
      expect(within(dialog).getByText(INVALID_DATE_FORMAT)).toBeTruthy();
      expect(start.getAttribute('aria-invalid')).toBe('true');
      await type(start, '01-06-2026');
      await type(end, '01-01-2026');
      expect(within(dialog).getByText(EARLIER_START_DATE)).toBeTruthy();
      expect(within(dialog).getByText(END_BEFORE_FROM_DATE)).toBeTruthy();
      expect(apply.disabled).toBe(true);

      // A preset resets the custom dates and their messages.
      await click(within(dialog).getByRole('radio', { name: '2 years' }));
      expect(within(dialog).queryByText(EARLIER_START_DATE)).toBeNull();
      await click(within(dialog).getByRole('radio', { name: 'Custom' }));
      expect(within(dialog).getByLabelText<HTMLInputElement>('Start date').value).toBe('');

      await type(within(dialog).getByLabelText('Start date'), '01-01-2026');
      await type(within(dialog).getByLabelText('End date'), '30-06-2026');
      expect(apply.disabled).toBe(false);
      await click(apply);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(location).toBe('/clients/analysis/?from=2026-01-01&to=2026-06-30'));
      await waitFor(() => expect(readsOf(calls, '/analysis/performance')).toContain('from=2026-01-01&to=2026-06-30'));
    });

    it('leaves out the presets the site setting disables, and Cancel or Escape closes without a change', async () => {
      renderPage('?id=100011', undefined, { disabledDateRangePresets: '2 years,3y' });
      await heroValue();
      const button = screen.getByRole('button', { name: /^Date range:/ });
      button.focus();
      await click(button);
      const dialog = screen.getByRole('dialog', { name: 'Date range' });
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((r) => (r.parentElement as HTMLElement).textContent),
      ).toEqual(['1 year', 'Since inception', 'Year to date', 'Custom']);
      expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '1 year' }));
      await press(dialog, 'Escape');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      await click(button);
      await click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(location).toBe('/clients/analysis/?id=100011');
    });
  });

  describe('performance hero', () => {
    it('offers Percentage and Value, the Benchmark dropdown with the default chosen, and the table alternative', async () => {
      renderPage();
      await heroValue();
      expect(screen.getByRole('tab', { name: 'Percentage' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByLabelText<HTMLSelectElement>('Benchmark').value).toBe('802');
      const chart = screen.getByTestId('hero-chart');
      fireEvent.click(await within(chart).findByRole('button', { name: 'View as table' }));
      const table = within(chart).getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Date', 'Percentage', 'World Equity Index']);
      expect(itemAt(within(table).getAllByRole('row'), 2).textContent).toBe('31 Dec 2025' + '2.18%' + '3.00%');
      fireEvent.change(screen.getByLabelText('Benchmark'), { target: { value: '801' } });
      await settle();
      expect(itemAt(within(within(chart).getByRole('table')).getAllByRole('columnheader'), 2).textContent).toBe(
        'UK All-Share Index',
      );
      await click(screen.getByRole('tab', { name: 'Value' }));
      fireEvent.click(await within(screen.getByTestId('hero-chart')).findByRole('button', { name: 'View as table' }));
      const values = within(screen.getByTestId('hero-chart')).getByRole('table');
      expect(
        within(values)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Date', 'Value', 'Net transfers / payments']);
      expect(itemAt(within(values).getAllByRole('row'), 2).textContent).toBe(
        '31 Dec 2025' + '£1,156,351.95' + '£3,818.50',
      );
      expect(screen.queryByLabelText('Benchmark')).toBeNull();
    });

    it('with the historic-data setting on, opens on Value, turns to Percentage for a selection and back to Value when it is cleared', async () => {
      renderPage('', undefined, {}, { useHistoricData: true });
      await heroValue();
      const selected = () =>
        screen
          .getAllByRole('tab')
          .filter(
            (t) => ['Percentage', 'Value'].includes(t.textContent ?? '') && t.getAttribute('aria-selected') === 'true',
          )
          .map((t) => t.textContent);
      // No selection yet: Value, though Percentage is offered.
      expect(screen.getByRole('tab', { name: 'Percentage' })).toBeTruthy();
      expect(selected()).toEqual(['Value']);
      fireEvent.click(await within(screen.getByTestId('hero-chart')).findByRole('button', { name: 'View as table' }));
      expect(itemAt(within(screen.getByTestId('hero-chart')).getAllByRole('columnheader'), 1).textContent).toBe(
        'Value',
      );

      fireEvent.click(screen.getByRole('row', { name: /Amelia Hartley – Investments/ }));
      await waitFor(() => expect(h1().textContent).toBe('Amelia Hartley – Investments'));
      await waitFor(() => expect(selected()).toEqual(['Percentage']));
      fireEvent.click(await within(screen.getByTestId('hero-chart')).findByRole('button', { name: 'View as table' }));
      expect(itemAt(within(screen.getByTestId('hero-chart')).getAllByRole('columnheader'), 1).textContent).toBe(
        'Percentage',
      );

      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'All portfolios' }),
      );
      await waitFor(() => expect(h1().textContent).toBe('All portfolios'));
      await waitFor(() => expect(selected()).toEqual(['Value']));
    });

    it('with the setting off, keeps the view the user chose across a selection', async () => {
      renderPage();
      await heroValue();
      await click(screen.getByRole('tab', { name: 'Value' }));
      fireEvent.click(screen.getByRole('row', { name: /Amelia Hartley – Investments/ }));
      await waitFor(() => expect(h1().textContent).toBe('Amelia Hartley – Investments'));
      await heroValue();
      await settle();
      expect(screen.getByRole('tab', { name: 'Value' }).getAttribute('aria-selected')).toBe('true');
    });

    it('on a small screen makes the two views a swipeable pair with dots', async () => {
      const matchMedia = jest.fn((query: string) => ({
        matches: query.includes('max-width'),
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      }));
      Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
      try {
        renderPage();
        await heroValue();
        const dots = screen.getByRole('tablist', { name: 'Chart view' });
        expect(
          within(dots)
            .getAllByRole('tab')
            .map((t) => [t.getAttribute('aria-label'), t.textContent]),
        ).toEqual([
          ['Percentage', ''],
          ['Value', ''],
        ]);
        const panel = document.getElementById('hero-view-panel')!;
        fireEvent.touchStart(panel, { touches: [{ clientX: 300 }] });
        fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 120 }] });
        await settle();
        expect(within(dots).getByRole('tab', { name: 'Value' }).getAttribute('aria-selected')).toBe('true');
        // A small movement is not a swipe.
        fireEvent.touchStart(panel, { touches: [{ clientX: 120 }] });
        fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 140 }] });
        await settle();
        expect(within(dots).getByRole('tab', { name: 'Value' }).getAttribute('aria-selected')).toBe('true');
        fireEvent.touchStart(panel, { touches: [{ clientX: 100 }] });
        fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 260 }] });
        await settle();
        expect(within(dots).getByRole('tab', { name: 'Percentage' }).getAttribute('aria-selected')).toBe('true');
      } finally {
        delete (window as { matchMedia?: unknown }).matchMedia;
      }
    });

    it('offers no Percentage view when the read says so', async () => {
      renderPage('', (c) => (c.path === '/analysis/performance' ? { body: { ...perfWithout() } } : undefined));
      await heroValue();
      expect(screen.queryByRole('tab', { name: 'Percentage' })).toBeNull();
      fireEvent.click(await within(screen.getByTestId('hero-chart')).findByRole('button', { name: 'View as table' }));
      expect(itemAt(within(screen.getByTestId('hero-chart')).getAllByRole('columnheader'), 1).textContent).toBe(
        'Value',
      );
    });

    it("opens an account in another currency in the preferred one, saying so, and offers 'Show in' its own; not for a mixed or a same-currency selection", async () => {
      renderPage('?id=10001105');
      await waitFor(() => expect(screen.getByTestId('hero-value').textContent).toBe('£66,752'));
      expect(screen.getByTestId('hero-performance').textContent).toBe('14.66% a year in £');
      expect(await screen.findByText('1 USD = 0.8528 GBP')).toBeTruthy();
      const showIn = screen.getByRole('group', { name: 'Show in' });
      expect(within(showIn).getByRole<HTMLInputElement>('radio', { name: 'GBP' }).checked).toBe(true);
      fireEvent.click(within(showIn).getByRole('radio', { name: 'Original currency (USD)' }));
      await waitFor(() => expect(screen.getByTestId('hero-value').textContent).toBe('$78,270'));
      expect(screen.getByTestId('hero-performance').textContent).toBe('14.66% a year');

      fireEvent.click(screen.getByRole('link', { name: 'Amelia Hartley – Investments' }));
      await waitFor(() => expect(h1().textContent).toBe('Amelia Hartley – Investments'));
      await heroValue();
      expect(screen.queryByRole('group', { name: 'Show in' })).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Stocks and Shares ISA' }));
      await waitFor(() => expect(h1().textContent).toBe('Stocks and Shares ISA'));
      await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull());
      expect(screen.queryByRole('group', { name: 'Show in' })).toBeNull();
    });

    it("shows 'No data available for this selection', and a warning panel when the hero fails while the tabs work", async () => {
      renderPage('', (c) =>
        c.path === '/analysis/performance'
          ? {
              status: 404,
              body: { statusCode: 404, code: 'not_found', message: NO_DATA_FOR_SELECTION, apiMessage: null },
            }
          : undefined,
      );
      expect(await screen.findByText(NO_DATA_FOR_SELECTION)).toBeTruthy();
    });

    it('puts a warning panel in place of a failed hero while the Accounts tab works', async () => {
      renderPage('', (c) =>
        c.path === '/analysis/performance'
          ? { status: 503, body: { statusCode: 503, code: 'unavailable', message: '', apiMessage: null } }
          : undefined,
      );
      expect((await screen.findByRole('alert')).textContent).toBe(SECTION_FAILED);
      expect(await screen.findByRole('heading', { level: 2, name: 'My' })).toBeTruthy();
    });

    it('explains the figure in a dialog with the reconciliation, closed by Escape', async () => {
      const calls = renderPage('?range=2y');
      await heroValue();
      const link = screen.getByRole('button', { name: 'Explain this figure' });
      link.focus();
      await click(link);
      const dialog = screen.getByRole('dialog', { name: 'Explain this figure' });
      expect((await within(dialog).findByTestId('explain-reconciliation')).textContent).toBe(
        'Closing value £1,150.00 − opening value £1,000.00 − net flows £50.00 = value movement £100.00',
      );
      expect(within(dialog).getByText(/Time-weighted return \(TWRR\): 9\.53% a year \(annualised\)/)).toBeTruthy();
      expect(within(dialog).getByRole('row', { name: /1 Dec 2025 Contribution £50.00 61.20 EUR 0.8168/ })).toBeTruthy();
      expect(readsOf(calls, '/analysis/explain')).toEqual(['range=2y&currency=GBP']);
      await press(dialog, 'Escape');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(link);
    });
  });

  it("says 'You don't have any accounts to view.' for a client without accounts", async () => {
    renderPage('', (c) => (c.path === '/analysis/accounts' ? { body: { ...emptyFrame() } } : undefined));
    expect(await screen.findByText("You don't have any accounts to view.")).toBeTruthy();
  });
});

import { accountsRead, performanceRead } from './testing/analysis-fixtures';
const perfWithout = () => performanceRead({ percentageAvailable: false });
const emptyFrame = () => accountsRead({ tables: [], empty: "You don't have any accounts to view." });
