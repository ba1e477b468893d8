import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CHART_TEXTS } from '../../../../domain/analysis/chart-settings';
import ColumnChart from './ColumnChart';
import DonutChart from './DonutChart';
import { installResizeObserver } from './testing/resize-observer';

const ITEMS = [
  { title: 'Equities', value: 7000 },
  { title: 'Bonds', value: 2996 },
  { title: 'Cash', value: 4 },
];

const SECTORS = [
  { title: 'Diversified Information Technology', value: 5000 },
  { title: 'Consumer Staples', value: 3000 },
  { title: 'Government Bonds', value: 1500 },
  { title: 'Money Market', value: 500 },
];
const axisNames = (c: HTMLElement) =>
  [...c.querySelectorAll('.visx-axis-bottom .visx-axis-tick text')].map((t) => t.textContent);

/** Issue 23 item 15: sector names are whole on the column chart's axis, on a laptop and on a phone. */
describe('ColumnChart labels', () => {
  afterAll(() => installResizeObserver());

  it.each([640, 300])('shows every name whole at %i px, wrapped or slanted, never cut', (width) => {
    installResizeObserver(width);
    jest.useFakeTimers();
    const { container } = render(
      <ColumnChart title="Sector" columns={SECTORS} format={{ kind: 'money', currency: 'GBP' }} />,
    );
    act(() => {
      jest.runAllTimers();
    });
    jest.useRealTimers();
    expect(axisNames(container)).toEqual(SECTORS.map((s) => s.title));
  });
});

describe('DonutChart and ColumnChart', () => {
  beforeAll(() => installResizeObserver());

  it('donut: arrow keys announce the slice title, amount and share, with the <1% rule', () => {
    render(<DonutChart title="Asset class" slices={ITEMS} format={{ kind: 'money', currency: 'GBP' }} />);
    const chart = screen.getByRole('group', { name: 'Asset class' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('Equities: £7,000.00, 70%');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(live.textContent).toBe('Cash: £4.00, <1%');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(live.textContent).toBe('Bonds: £2,996.00, 30%');
    expect(
      screen.getByText(
        /3 items totalling £10,000.00. Largest Equities, £7,000.00 \(70%\); smallest Cash, £4.00 \(<1%\)./,
      ),
    ).toBeTruthy();
  });

  it('column: the table has the same titles, amounts and shares', () => {
    render(<ColumnChart title="Sector" columns={ITEMS} format={{ kind: 'money', currency: 'GBP' }} />);
    fireEvent.click(screen.getByRole('button', { name: CHART_TEXTS.viewAsTable }));
    const table = screen.getByRole('table', { name: 'Sector' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Equities', '£7,000.00', '70%'],
      ['Bonds', '£2,996.00', '30%'],
      ['Cash', '£4.00', '<1%'],
    ]);
    fireEvent.keyDown(screen.getByRole('group', { name: 'Sector' }), { key: 'ArrowRight' });
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Equities: £7,000.00, 70%');
  });
});
