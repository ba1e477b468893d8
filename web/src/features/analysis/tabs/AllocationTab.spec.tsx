import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { itemAt } from '../../../../../domain/shared/present';
import { installResizeObserver } from '../../../components/charts/testing/resize-observer';
import { errorReply, fakeApi } from '../../../testing/api-fake';
import { AllocationTab } from './AllocationTab';
import { resetAllocation } from './allocation.store';
import { allocation, noAllocation, oneSection } from './testing/allocation-fixtures';

const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('th,td')).map((c) => c.textContent);
const panelToggle = (name: string) => screen.getByRole('button', { name });
/** valtio publishes its changes after the event: let React render them. */
const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
  });

describe('AllocationTab', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => resetAllocation());

  it('shows a skeleton, then a collapsed panel per type when more than one shows', async () => {
    fakeApi(() => ({ body: allocation() }));
    render(<AllocationTab query={{}} />);
    expect(screen.getByRole('status').textContent).toContain('Loading your allocation');
    await screen.findByRole('heading', { level: 2, name: 'Asset class' });
    for (const name of ['Asset class', 'Sector', 'Geographic region'])
      expect(panelToggle(name).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();

    await click(panelToggle('Sector'));
    expect(panelToggle('Sector').getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('group', { name: 'Sector chart' })).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('opens the only panel at once, with its column chart', async () => {
    fakeApi(() => ({ body: oneSection() }));
    render(<AllocationTab query={{}} />);
    await screen.findByRole('table', { name: 'Sector by investment' });
    expect(panelToggle('Sector').getAttribute('aria-expanded')).toBe('true');
    const chart = await screen.findByRole('group', { name: 'Sector chart' });
    fireEvent.keyDown(chart, { key: 'End' });
    expect(document.querySelector('.chart__readout')!.textContent).toBe('Cash: £40, <1%');
  });

  it('sorts the table by weight descending, with whole amounts that add up to the total', async () => {
    fakeApi(() => ({ body: oneSection() }));
    render(<AllocationTab query={{}} />);
    const table = await screen.findByRole('table', { name: 'Sector by investment' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Investment', 'Account', 'Amount']);
    const groups = () => Array.from(table.querySelectorAll('tr.alloc-group__row')).map((r) => cells(r as HTMLElement));
    expect(groups()).toEqual([
      ['Equities70%', '', '£6,960'],
      ['Bonds30%', '', '£3,000'],
      ['Cash<1%', '', '£40'],
    ]);
    expect(cells(table.querySelector('tr.alloc-total')!)).toEqual(['Total', '£10,000']);

    const equities = within(table).getByRole('button', { name: 'Equities 70%' });
    expect(equities.getAttribute('aria-expanded')).toBe('false');
    await click(equities);
    expect(equities.getAttribute('aria-expanded')).toBe('true');
    const rows = Array.from(table.querySelectorAll('tr.alloc-row')).map((r) => cells(r as HTMLElement));
    // Heaviest first; 4,459.30 and 2,500.30 shown whole add up to the group's 6,960.
    expect(rows).toEqual([
      ['Barclays plc', 'GIA', '£4,460'],
      ['Vanguard FTSE All-World', 'ISA', '£2,500'],
    ]);
  });

  it("keeps a group's share beside its name in the Investment column, nothing of it under Account", async () => {
    fakeApi(() => ({ body: oneSection() }));
    render(<AllocationTab query={{}} />);
    const table = await screen.findByRole('table', { name: 'Sector by investment' });
    const row = table.querySelector('tr.alloc-group__row')!;
    const cellsOf = [...row.children];
    // One cell per column: Investment (name and share), Account (empty until the group opens), Amount.
    expect(cellsOf.map((c) => (c as HTMLTableCellElement).colSpan)).toEqual([1, 1, 1]);
    expect(itemAt(cellsOf, 0).textContent).toBe('Equities70%');
    expect(itemAt(cellsOf, 1).textContent).toBe('');
  });

  it("shows 'No data available for this selection' when there is nothing", async () => {
    fakeApi(() => ({ body: noAllocation() }));
    render(<AllocationTab query={{ account: 1 }} />);
    expect(await screen.findByText('No data available for this selection')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows a warning panel on failure and retries', async () => {
    let fail = true;
    fakeApi(() => (fail ? errorReply(500, 'internal', 'Something went wrong') : { body: allocation() }));
    render(<AllocationTab query={{}} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your allocation could not be loaded.');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('heading', { name: 'Geographic region' })).toBeTruthy();
  });
});
