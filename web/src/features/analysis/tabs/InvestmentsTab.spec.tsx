import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NO_INVESTMENTS, NOT_AVAILABLE } from '../../../../../domain/analysis/investments';
import { itemAt } from '../../../../../domain/shared/present';
import { siteStore } from '../../../lib/site.store';
import type { PublicSiteConfig } from '../../../lib/contract';
import { errorReply, fakeApi, type ApiCall, type ApiHandler } from '../../../testing/api-fake';
import { analysisStore, resetAnalysis } from '../analysis.store';
import { InvestmentsTab } from './InvestmentsTab';
import { resetInvestments } from './investments.store';
import { account, convertedAccount, investments, position } from './testing/investments-fixtures';
import { clearViewportWidth, fakeViewportWidth } from './testing/match-media';

function renderTab(handler: ApiHandler, query = { range: '1y' as const }): ApiCall[] {
  const calls = fakeApi(handler);
  render(<InvestmentsTab query={query} />);
  return calls;
}

/** valtio tells React of a change a microtask later: click, then let that render happen. */
async function click(element: Element): Promise<void> {
  fireEvent.click(element);
  await act(async () => {
    await Promise.resolve();
  });
}

const settings = (s: Record<string, unknown>) => {
  siteStore.config = { settings: s } as unknown as PublicSiteConfig;
};

describe('InvestmentsTab', () => {
  beforeEach(() => {
    resetInvestments();
    resetAnalysis();
    settings({});
  });
  afterEach(() => clearViewportWidth());

  it('shows a skeleton, then each account with plan currency, owner and figures, collapsed', async () => {
    renderTab(() => ({ body: investments() }));
    expect(screen.getByRole('status').textContent).toContain('Loading investments');
    const isa = await screen.findByRole('button', { name: /Stocks and Shares ISA \(GBP\)/ });
    expect(isa.getAttribute('aria-expanded')).toBe('false');
    const section = screen.getByRole('region', { name: /^Stocks and Shares ISA/ });
    expect(within(section).getByText('Amelia Hartley')).toBeTruthy();
    expect(within(section).getByText('£2,500.00')).toBeTruthy();
    expect(within(section).getByText('£500.00')).toBeTruthy();
    expect(within(section).getByText('25.00%')).toBeTruthy();
    expect(within(section).getByText('3.20%')).toBeTruthy();
    expect(screen.getByRole('button', { name: /US Dollar Account \(USD\)/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens an account on click, shows its positions by security name, and sorts by a column with aria-sort', async () => {
    renderTab(() => ({ body: investments() }));
    await click(await screen.findByRole('button', { name: /^Stocks and Shares ISA/ }));
    const table = screen.getByRole('table', { name: 'Investments in Stocks and Shares ISA' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    expect(names()).toEqual(['Alpha Income Trust', 'Zeta Growth Fund']);
    const header = (label: string) => within(table).getByRole('button', { name: label }).closest('th')!;
    expect(header('Security name').getAttribute('aria-sort')).toBe('ascending');
    await click(within(table).getByRole('button', { name: 'Security name' }));
    expect(names()).toEqual(['Zeta Growth Fund', 'Alpha Income Trust']);
    expect(header('Security name').getAttribute('aria-sort')).toBe('descending');
    await click(within(table).getByRole('button', { name: 'Units / price' }));
    expect(header('Units / price').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Security name').getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Zeta Growth Fund', 'Alpha Income Trust']);
    await click(within(table).getByRole('button', { name: 'Units / price' }));
    expect(names()).toEqual(['Alpha Income Trust', 'Zeta Growth Fund']);
    const alpha = itemAt(within(table).getAllByRole('row'), 1);
    expect(within(alpha).getByText('300.0000')).toBeTruthy();
    expect(within(alpha).getByText('@ £12.5000')).toBeTruthy();
    expect(within(alpha).getByText('60.00%')).toBeTruthy();
  });

  it("sorts through the 'Sort by' list where the column headers are not shown", async () => {
    fakeViewportWidth(360);
    renderTab(() => ({ body: investments() }));
    await click(await screen.findByRole('button', { name: /^Stocks and Shares ISA/ }));
    const table = screen.getByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'marketValue:desc' } });
    await act(async () => {
      await Promise.resolve();
    });
    expect(names()).toEqual(['Alpha Income Trust', 'Zeta Growth Fund']);
    expect(within(table).getByRole('button', { name: 'Market value' }).closest('th')!.getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('marketValue:desc');
  });

  it('Expand all opens every account and fund with its sub-positions; Collapse all closes them', async () => {
    const fund = position('1-f', 'LifeStrategy Fund', {
      subPositions: [position('1-f-1', 'Underlying Bonds'), position('1-f-2', 'Underlying Equities')],
    });
    renderTab(() => ({
      body: investments({ accounts: [account(1, 'ISA', { positions: [fund] }), account(2, 'SIPP')] }),
    }));
    await click(await screen.findByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByText('Underlying Bonds')).toBeTruthy();
    const fundToggle = screen.getByRole('button', { name: /LifeStrategy Fund/ });
    expect(fundToggle.getAttribute('aria-expanded')).toBe('true');
    await click(fundToggle);
    expect(screen.queryByText('Underlying Bonds')).toBeNull();
    await click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('starts with every account open in expand-all-primary mode', async () => {
    renderTab(() => ({ body: investments({ expandMode: 'expand-all-primary' }) }));
    await screen.findAllByRole('table');
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it("follows the page's one 'Show in' choice, re-reading the tab in the original currency and back", async () => {
    const calls = renderTab(({ query }) => ({ body: investments({ view: query.get('currency') ?? 'preferred' }) }));
    await screen.findByRole('button', { name: /^Stocks and Shares ISA/ });
    expect(itemAt(calls, 0).query.get('currency')).toBe('preferred');
    await act(async () => {
      analysisStore.currencyView = 'original';
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(itemAt(calls, 1).query.get('currency')).toBe('original');
    await act(async () => {
      analysisStore.currencyView = 'preferred';
    });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(itemAt(calls, 2).query.get('currency')).toBe('preferred');
  });

  it('offers no Show in toggle when every currency is the preferred one', async () => {
    renderTab(() => ({ body: investments({ showInToggle: false }) }));
    await screen.findByRole('button', { name: /^Stocks and Shares ISA/ });
    expect(screen.queryByRole('group', { name: 'Show in' })).toBeNull();
  });

  it("converts one account from its menu, and shows 'Not available' for a converted holding's book cost and gain", async () => {
    const calls = renderTab(({ query }) => ({
      body: investments({
        view: 'original',
        accounts:
          query.get('convert') === '3'
            ? [convertedAccount()]
            : [account(3, 'UK Shares Account', { menuItem: 'Convert to account currency' })],
      }),
    }));
    await click(await screen.findByRole('button', { name: 'Options for UK Shares Account' }));
    const item = screen.getByRole('menuitemcheckbox', { name: 'Convert to account currency' });
    expect(item.getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(item);
    await click(item);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(itemAt(calls, 1).query.get('convert')).toBe('3');
    await click(await screen.findByRole('button', { name: /^UK Shares Account \(GBP\)/ }));
    const row = itemAt(within(screen.getByRole('table')).getAllByRole('row'), 1);
    expect(within(row).getAllByText(NOT_AVAILABLE)).toHaveLength(2);
    await click(screen.getByRole('button', { name: 'Options for UK Shares Account' }));
    expect(
      screen.getByRole('menuitemcheckbox', { name: 'Convert to account currency' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options for UK Shares Account' }));
    await click(screen.getByRole('button', { name: 'Options for UK Shares Account' }));
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("opens and closes the 'What does this mean?' modal, which is not offered at 640 px", async () => {
    renderTab(() => ({ body: investments() }));
    await click(await screen.findByRole('button', { name: 'What does this mean?' }));
    const dialog = screen.getByRole('dialog', { name: 'What the investment figures mean' });
    expect(within(dialog).getByText('Book cost')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the explanation link at 640 px or narrower', async () => {
    fakeViewportWidth(640);
    renderTab(() => ({ body: investments() }));
    await screen.findByRole('button', { name: 'Expand all' });
    expect(screen.queryByRole('button', { name: 'What does this mean?' })).toBeNull();
  });

  it('follows the display options: income SecurityLevelOnly, yield None, value SecurityLevelOnly', async () => {
    settings({
      investmentsAnnualIncomeDisplay: 'SecurityLevelOnly',
      investmentsYieldDisplay: 'None',
      investmentsValueDisplay: 'SecurityLevelOnly',
      investmentsUnrealisedGainPercentDisplay: 'None',
    });
    renderTab(() => ({ body: investments({ accounts: [account(1, 'ISA')] }) }));
    const section = await screen.findByRole('region', { name: /^ISA/ });
    expect(within(section).queryByText('Market value')).toBeNull();
    expect(within(section).queryByText('Annual income / yield')).toBeNull();
    expect(within(section).queryByText('25.00%')).toBeNull();
    await click(screen.getByRole('button', { name: /^ISA/ }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: 'Market value' })).toBeTruthy();
    expect(within(table).getAllByText('£40.00')).toHaveLength(2);
    expect(within(table).queryByText('3.20%')).toBeNull();
  });

  it('shows the empty text', async () => {
    renderTab(() => ({ body: investments({ accounts: [], empty: NO_INVESTMENTS, showInToggle: false }) }));
    expect(await screen.findByText(NO_INVESTMENTS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
  });

  it('shows a warning panel on failure and retries', async () => {
    let fail = true;
    renderTab(() => (fail ? errorReply(500, 'internal', 'Something went wrong') : { body: investments() }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your investments could not be loaded.');
    fail = false;
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Stocks and Shares ISA/ })).toBeTruthy();
  });
});
