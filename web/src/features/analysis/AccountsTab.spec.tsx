import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { itemAt, present } from '../../../../domain/shared/present';
import type { PublicSiteConfig } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { AccountsTab } from './AccountsTab';
import { accountsRead } from './testing/analysis-fixtures';

function renderTab(settings: Record<string, unknown>) {
  siteStore.config = { instance: {}, siteConfiguration: {}, settings, content: {} } as unknown as PublicSiteConfig;
  render(
    <MemoryRouter>
      <AccountsTab read={accountsRead()} />
    </MemoryRouter>,
  );
  const my = screen.getByRole('heading', { level: 2, name: 'My' }).closest('section')!;
  const [header, ...rows] = within(my).getAllByRole('row');
  return {
    headers: within(present(header, 'the header row'))
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
    rows,
  };
}

/** The cells of a row as read: its name, then each figure (the chevron cell has none). */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)
    .filter((t) => t !== '›');

describe('AccountsTab change-in-value column (spec 2 §2 "configured hidden")', () => {
  it('shows Change in value by default', () => {
    const { headers, rows } = renderTab({});
    expect(headers).toEqual(['Name', 'Current value', 'Fund performance', 'Change in value']);
    // The fixture's portfolio holds two accounts of 100 movement each (by hand: 2 x £100 = £200).
    expect(within(itemAt(rows, 0)).getByRole('rowheader').textContent).toBe('Amelia Hartley – Investments');
    expect(cells(itemAt(rows, 0)).at(-1)).toBe('£200.00');
    expect(cells(itemAt(rows, 1)).at(-1)).toBe('£100.00');
  });

  it('leaves the column and every row figure out with hideChangeInValue set', () => {
    const { headers, rows } = renderTab({ hideChangeInValue: true });
    expect(headers).toEqual(['Name', 'Current value', 'Fund performance']);
    for (const row of rows) expect(cells(row)).toHaveLength(2);
    expect(screen.queryByText('£200.00')).toBeNull();
    expect(screen.queryByText('£100.00')).toBeNull();
  });
});
