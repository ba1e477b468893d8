import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CHART_TEXTS, NET_TRANSFERS_SERIES } from '../../../../domain/analysis/chart-settings';
import LineChart from './LineChart';
import { installResizeObserver } from './testing/resize-observer';

const VALUE = {
  name: 'Value',
  points: [
    { date: '2026-01-01', value: 1000 },
    { date: '2026-02-01', value: 900 },
    { date: '2026-03-01', value: 1250.5 },
  ],
};
const FLOWS = { name: NET_TRANSFERS_SERIES, points: [{ date: '2026-02-01', value: -50 }] };

function draw() {
  return render(<LineChart title="Portfolio value" series={[VALUE]} secondary={{ series: FLOWS, kind: 'column' }} format={{ kind: 'money', currency: 'GBP' }} height={400} />);
}

describe('LineChart', () => {
  beforeAll(() => installResizeObserver());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is one tab stop whose arrow keys, Home and End move between points and announce date and value', () => {
    draw();
    const chart = screen.getByRole('group', { name: 'Portfolio value' });
    expect(chart.tabIndex).toBe(0);
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live.textContent).toBe('1 Jan 2026: Value £1,000.00');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live.textContent).toBe(`1 Feb 2026: Value £900.00, ${NET_TRANSFERS_SERIES} -£50.00`);
    fireEvent.keyDown(chart, { key: 'End' });
    expect(live.textContent).toBe('1 Mar 2026: Value £1,250.50');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live.textContent).toBe('1 Mar 2026: Value £1,250.50');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(live.textContent).toBe('1 Jan 2026: Value £1,000.00');
  });

  it("says the period, start, end, change, best and worst point beside the chart", () => {
    draw();
    const chart = screen.getByRole('group', { name: 'Portfolio value' });
    const described = chart.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' ');
    expect(described).toContain(
      'Value from 1 Jan 2026 to 1 Mar 2026: started at £1,000.00, ended at £1,250.50, a change of £250.50. Highest £1,250.50 on 1 Mar 2026; lowest £900.00 on 1 Feb 2026.',
    );
    expect(described).toContain(CHART_TEXTS.keyboardHint);
  });

  it("shows the same numbers in a real table behind 'View as table'", () => {
    draw();
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: CHART_TEXTS.viewAsTable });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(CHART_TEXTS.hideTable);
    const table = screen.getByRole('table', { name: 'Portfolio value' });
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date', 'Value', NET_TRANSFERS_SERIES],
      ['1 Jan 2026', '£1,000.00', ''],
      ['1 Feb 2026', '£900.00', '-£50.00'],
      ['1 Mar 2026', '£1,250.50', ''],
    ]);
    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the lines with a dashed legend for the second series and no markers until a point is reached', () => {
    const { container } = render(
      <LineChart title="Returns" series={[{ name: 'Portfolio', points: VALUE.points.map((p) => ({ ...p, value: p.value / 10000 })) }, { name: 'Benchmark', points: VALUE.points.map((p) => ({ ...p, value: 0.01 })) }]} format={{ kind: 'percent' }} />,
    );
    act(() => { jest.runAllTimers(); });
    const legendLines = container.querySelectorAll('.chart__legend line');
    expect(legendLines[1].getAttribute('stroke-dasharray')).toBeTruthy();
    expect(container.querySelectorAll('.chart__svg circle')).toHaveLength(0);
    fireEvent.keyDown(screen.getByRole('group', { name: 'Returns' }), { key: 'ArrowRight' });
    expect(container.querySelectorAll('.chart__svg circle')).toHaveLength(2);
    expect(screen.getByText('1 Jan 2026: Portfolio 10.00%, Benchmark 1.00%')).toBeTruthy();
  });
});
