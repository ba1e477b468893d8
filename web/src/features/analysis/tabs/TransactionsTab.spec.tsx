import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NO_TRANSACTIONS } from '../../../../../domain/analysis/transactions-tab';
import { itemAt } from '../../../../../domain/shared/present';
import type { PublicSiteConfig } from '../../../lib/contract';
import { siteStore } from '../../../lib/site.store';
import { errorReply, fakeApi, type ApiHandler } from '../../../testing/api-fake';
import type { AnalysisQuery } from '../analysis-query';
import { TransactionsTab } from './TransactionsTab';
import { purgeTransactions } from './transactions.store';
import { clearViewportWidth, fakeViewportWidth } from './testing/match-media';
import { income, page, threePages, txn } from './testing/transactions-fixtures';

async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

async function press(element: Element): Promise<void> {
  fireEvent.click(element);
  await settle();
}

function renderTab(handler: ApiHandler, query: AnalysisQuery = { range: '1y' }) {
  const calls = fakeApi(handler);
  const view = render(<TransactionsTab query={query} />);
  return { calls, rerender: (q: AnalysisQuery) => view.rerender(<TransactionsTab query={q} />), unmount: view.unmount };
}

const settings = (s: Record<string, unknown>) => {
  siteStore.config = { settings: s } as unknown as PublicSiteConfig;
};

const detailTerms = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('term')
    .map((t) => t.textContent);

describe('TransactionsTab', () => {
  beforeEach(() => {
    purgeTransactions();
    settings({});
  });
  afterEach(() => clearViewportWidth());

  it('shows a skeleton, then the table with its five columns and DD/MM/YYYY dates', async () => {
    renderTab(() => ({ body: page([1, 2], null) }));
    expect(screen.getByRole('status').textContent).toContain('Loading transactions');
    const table = await screen.findByRole('table', { name: 'Transactions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Trade date', 'Security', 'Account', 'Value', 'Details']);
    const first = itemAt(within(table).getAllByRole('row'), 1);
    expect(within(first).getByText('23/11/2026')).toBeTruthy();
    expect(within(first).getByText('Security 1')).toBeTruthy();
    expect(within(first).getByText('Stocks and Shares ISA')).toBeTruthy();
    expect(within(first).getByText('£1,794.93')).toBeTruthy();
  });

  it("loads more pages until the button reads 'All Loaded'", async () => {
    const { calls } = renderTab(({ query }) => ({ body: threePages(query.get('bookmark')) }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    await press(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    await press(screen.getByRole('button', { name: 'Load more' }));
    const done = await screen.findByRole('button', { name: 'All Loaded' });
    expect(within(table).getAllByRole('row')).toHaveLength(108);
    expect(done.getAttribute('aria-disabled')).toBe('true');
    await press(done);
    expect(calls).toHaveLength(3);
  });

  it('shows the loading state of Load more', async () => {
    let release: () => void = () => undefined;
    renderTab(({ query }) =>
      query.get('bookmark')
        ? new Promise((r) => (release = () => r({ body: page([3], null) })))
        : { body: page([1, 2], 'b1') },
    );
    await press(await screen.findByRole('button', { name: 'Load more' }));
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'All Loaded' })).toBeTruthy();
  });

  it('opens a detail panel on selecting a row, by click or its Details button, and closes it again', async () => {
    renderTab(() => ({ body: { ...page([1], null), rows: [txn(1, { comment: 'Monthly top-up' })] } }));
    const table = await screen.findByRole('table');
    await press(within(table).getByText('Security 1'));
    const panel = screen.getByRole('region', { name: /Buy Security 1 on 23\/11\/2026/ });
    expect(detailTerms(panel)).toEqual([
      'Type',
      'Trade date',
      'Settlement date',
      'Units',
      'Price per unit',
      'Gross amount',
      'Fee',
      'Tax',
      'Net amount',
      'Value after fees and taxes',
      'Comment',
    ]);
    expect(within(panel).getByText('5.5938')).toBeTruthy();
    expect(within(panel).getByText('£320.8780')).toBeTruthy();
    expect(within(panel).getByText('25/11/2026')).toBeTruthy();
    expect(within(panel).getByText('Monthly top-up')).toBeTruthy();
    const details = screen.getByRole('button', { name: /^Details of Buy Security 1/ });
    expect(details.getAttribute('aria-expanded')).toBe('true');
    await press(details);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("shows a pence-priced share's price in pence, as the API names it, beside the pounds of its amounts", async () => {
    const sale = txn(7, {
      typeDescription: 'Sell',
      security: 'Lloyds Banking Group plc (pence)',
      units: 10493.9315,
      pricePerUnit: 21.5341,
      priceCurrency: 'GBX',
      grossAmount: 2259.77,
    });
    renderTab(() => ({ body: { ...page([], null), rows: [sale] } }));
    await press(await screen.findByRole('button', { name: /^Details of Sell Lloyds/ }));
    const panel = screen.getByRole('region');
    expect(within(panel).getByText('21.5341p')).toBeTruthy();
    expect(within(panel).queryByText('£21.5341')).toBeNull();
    expect(within(panel).getByText('£2,259.77')).toBeTruthy();
  });

  it('leaves units and price out for income', async () => {
    renderTab(() => ({ body: { ...page([], null), rows: [income(5)] } }));
    await press(await screen.findByRole('button', { name: /^Details of Income/ }));
    const panel = screen.getByRole('region');
    expect(detailTerms(panel)).not.toContain('Units');
    expect(detailTerms(panel)).not.toContain('Price per unit');
    expect(within(panel).getByText('£135.16')).toBeTruthy();
  });

  it('hides fees, taxes and the value after them by the settings', async () => {
    settings({
      transactionsHideFees: 'Hide For All Transactions',
      transactionsHideTaxes: 'Hide For Income Transactions Only',
      transactionsHideValueAfterFeesAndTaxes: 'Hide For Income Transactions Only',
    });
    renderTab(() => ({ body: { ...page([], null), rows: [income(5), txn(6)] } }));
    await press(await screen.findByRole('button', { name: /^Details of Income/ }));
    expect(detailTerms(screen.getByRole('region'))).toEqual([
      'Type',
      'Trade date',
      'Settlement date',
      'Gross amount',
      'Net amount',
      'Comment',
    ]);
    await press(screen.getByRole('button', { name: /^Details of Buy/ }));
    expect(detailTerms(screen.getByRole('region'))).toEqual([
      'Type',
      'Trade date',
      'Settlement date',
      'Units',
      'Price per unit',
      'Gross amount',
      'Tax',
      'Net amount',
      'Value after fees and taxes',
    ]);
  });

  it('purges and reloads when the query changes, and purges on leaving', async () => {
    const { calls, rerender, unmount } = renderTab(({ query }) => ({
      body: query.get('account') ? page([900], null) : threePages(query.get('bookmark')),
    }));
    await screen.findByRole('table');
    await press(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    rerender({ account: 10001104, range: '1y' });
    await waitFor(() => expect(screen.getByText('Security 900')).toBeTruthy());
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(Object.fromEntries(itemAt(calls, 2).query)).toEqual({ account: '10001104', range: '1y' });
    rerender({ account: 10001104, range: '1y' });
    await settle();
    expect(calls).toHaveLength(3);
    unmount();
    fakeApi(() => ({ body: page([1], null) }));
    render(<TransactionsTab query={{ account: 10001104, range: '1y' }} />);
    expect(screen.getByRole('status').textContent).toContain('Loading transactions');
    await screen.findByText('Security 1');
  });

  it('shows an expandable list instead of the table at 767 px or narrower', async () => {
    fakeViewportWidth(767);
    renderTab(() => ({ body: page([1, 2], null) }));
    const list = await screen.findByRole('list', { name: 'Transactions, newest first' });
    expect(screen.queryByRole('table')).toBeNull();
    const item = itemAt(within(list).getAllByRole('button'), 0);
    expect(item.getAttribute('aria-expanded')).toBe('false');
    await press(item);
    const panel = screen.getByRole('region');
    expect(detailTerms(panel)).toContain('Account');
    expect(item.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the empty text', async () => {
    renderTab(() => ({ body: { ...page([], null), empty: NO_TRANSACTIONS } }));
    expect(await screen.findByText(NO_TRANSACTIONS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a warning panel on failure and retries', async () => {
    let fail = true;
    renderTab(() => (fail ? errorReply(500, 'internal', 'Something went wrong') : { body: page([1], null) }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your transactions could not be loaded.');
    fail = false;
    await press(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Security 1')).toBeTruthy();
  });
});
