import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CHART_TEXTS, NET_TRANSFERS_SERIES } from '../../../../domain/analysis/chart-settings';
import { itemAt } from '../../../../domain/shared/present';
import LineChart from './LineChart';
import { netFlowsBetween } from './line-chart-data';
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
  return render(
    <LineChart
      title="Portfolio value"
      series={[VALUE]}
      secondary={{ series: FLOWS, kind: 'column' }}
      format={{ kind: 'money', currency: 'GBP' }}
      height={400}
    />,
  );
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

  it('says the period, start, end, change, best and worst point beside the chart', () => {
    draw();
    const chart = screen.getByRole('group', { name: 'Portfolio value' });
    const described = chart
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
      .join(' ');
    expect(described).toContain(
      // 1,250.50 - 1,000 = 250.50, of which the -50 paid out on 1 Feb.
      `Value from 1 Jan 2026 to 1 Mar 2026: started at £1,000.00, ended at £1,250.50, a change of £250.50, including ${NET_TRANSFERS_SERIES.toLowerCase()} of -£50.00. Highest £1,250.50 on 1 Mar 2026; lowest £900.00 on 1 Feb 2026.`,
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
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent));
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
      <LineChart
        title="Returns"
        series={[
          { name: 'Portfolio', points: VALUE.points.map((p) => ({ ...p, value: p.value / 10000 })) },
          { name: 'Benchmark', points: VALUE.points.map((p) => ({ ...p, value: 0.01 })) },
        ]}
        format={{ kind: 'percent' }}
      />,
    );
    act(() => {
      jest.runAllTimers();
    });
    const legendLines = container.querySelectorAll('.chart__legend line');
    expect(itemAt(legendLines, 1).getAttribute('stroke-dasharray')).toBeTruthy();
    expect(container.querySelectorAll('.chart__svg circle')).toHaveLength(0);
    fireEvent.keyDown(screen.getByRole('group', { name: 'Returns' }), { key: 'ArrowRight' });
    expect(container.querySelectorAll('.chart__svg circle')).toHaveLength(2);
    expect(screen.getByText('1 Jan 2026: Portfolio 10.00%, Benchmark 1.00%')).toBeTruthy();
  });

  it('draws net transfers as columns from a zero baseline on their own right-hand axis, inside the plot', () => {
    // Flows +60 on the last day and -50 on the middle day.
    const flows = {
      name: NET_TRANSFERS_SERIES,
      points: [
        { date: '2026-02-01', value: -50 },
        { date: '2026-03-01', value: 60 },
      ],
    };
    const { container } = render(
      <LineChart
        title="Portfolio value"
        series={[VALUE]}
        secondary={{ series: flows, kind: 'column' }}
        format={{ kind: 'money', currency: 'GBP' }}
        height={400}
      />,
    );
    act(() => {
      jest.runAllTimers();
    });
    // Plot 640 wide less the axes' margins (as wide as their labels); 400 high less 12 + 32 = 356. The columns' band is the
    // lowest 30%: 356 down to 356 x 0.7 = 249.2 (106.8 px), for -50..60 (already round): zero sits at
    // 356 - 106.8 x 50/110 = 307.4545.
    const baseline = Number(container.querySelector('[data-testid="secondary-baseline"]')!.getAttribute('y1'));
    expect(baseline).toBeCloseTo(307.4545, 3);
    const columns = [...container.querySelectorAll('[data-testid="secondary-column"]')].map((c) => ({
      x: Number(c.getAttribute('x')),
      y: Number(c.getAttribute('y')),
      w: Number(c.getAttribute('width')),
      h: Number(c.getAttribute('height')),
    }));
    expect(columns).toHaveLength(2);
    // The payment out hangs down from zero: 106.8 x 50/110 = 48.545 px.
    expect(itemAt(columns, 0).y).toBeCloseTo(baseline, 6);
    expect(itemAt(columns, 0).h).toBeCloseTo(48.545, 2);
    // The payment in stands on zero: 106.8 x 60/110 = 58.255 px, its top at 249.2.
    expect(itemAt(columns, 1).y + itemAt(columns, 1).h).toBeCloseTo(baseline, 6);
    expect(itemAt(columns, 1).y).toBeCloseTo(249.2, 3);
    // The value line keeps the part above the band: its lowest gridline (£0) is above the band's top.
    const gridYs = [...container.querySelectorAll('.visx-rows line')].map((l) => Number(l.getAttribute('y1')));
    expect(gridYs.length).toBeGreaterThan(1);
    const valueZero = Math.max(...gridYs);
    expect(valueZero).toBeLessThan(249.2);
    // The last column stays inside the plot rather than past the end of the line.
    const plotWidth = Number(container.querySelector('rect[fill="transparent"]')!.getAttribute('width'));
    expect(itemAt(columns, 1).x + itemAt(columns, 1).w).toBeLessThanOrEqual(plotWidth);
    // The right-hand axis labels the flows, with £0 at the baseline.
    const rightTicks = [...container.querySelectorAll('.visx-axis-right .visx-axis-tick')].map((t) => t.textContent);
    expect(rightTicks).toContain('£0');
  });

  it('clears the marked point and its announcement when the chart loses focus', () => {
    const { container } = draw();
    const chart = screen.getByRole('group', { name: 'Portfolio value' });
    act(() => {
      jest.runAllTimers();
    });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(container.querySelectorAll('.chart__svg circle')).toHaveLength(1);
    fireEvent.blur(chart);
    expect(container.querySelectorAll('.chart__svg circle')).toHaveLength(0);
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('');
  });
});

describe('netFlowsBetween', () => {
  it('adds the flows after the first point up to the last, to the penny', () => {
    const flows = [
      { date: '2026-01-01', value: 999 }, // on the first day: already in the starting value
      { date: '2026-01-02', value: 0.1 },
      { date: '2026-01-03', value: 0.2 },
      { date: '2026-02-01', value: -50 },
      { date: '2026-03-02', value: 7 }, // after the last point
    ];
    // 0.10 + 0.20 - 50 = -49.70 (not -49.699999...).
    expect(netFlowsBetween(flows, '2026-01-01', '2026-03-01')).toBe(-49.7);
  });
});
