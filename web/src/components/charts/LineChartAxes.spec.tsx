import { act, fireEvent, render, screen } from '@testing-library/react';
import { CHART_TEXTS, NET_TRANSFERS_SERIES } from '../../../../domain/analysis/chart-settings';
import { itemAt } from '../../../../domain/shared/present';
import LineChart from './LineChart';
import type { LineSeries } from './line-chart-data';
import { installResizeObserver } from './testing/resize-observer';

/** A year of month-end values growing 19%, from £1.12m, with a flow or two. */
function aYear(): { value: LineSeries; flows: LineSeries } {
  const points = Array.from({ length: 13 }, (_, i) => {
    const d = new Date(Date.UTC(2025, 11 + i, 0)).toISOString().slice(0, 10);
    return { date: d, value: 1_120_000 * (1 + (0.19 * i) / 12) };
  });
  return {
    value: { name: 'Value', points },
    flows: {
      name: NET_TRANSFERS_SERIES,
      points: [
        { date: itemAt(points, 5).date, value: -20_000 },
        { date: itemAt(points, 8).date, value: 40_000 },
      ],
    },
  };
}

const xLabels = (c: HTMLElement) =>
  [...c.querySelectorAll('.visx-axis-bottom .visx-axis-tick')].map((t) => t.textContent ?? '');
const yLabels = (c: HTMLElement) =>
  [...c.querySelectorAll('.visx-axis-left .visx-axis-tick')].map((t) => t.textContent ?? '');

function draw(loadZoom?: (from: string, to: string) => Promise<LineSeries[]>) {
  const { value, flows } = aYear();
  const r = render(
    <LineChart
      title="Portfolio value"
      series={[value]}
      secondary={{ series: flows, kind: 'column' }}
      format={{ kind: 'money', currency: 'GBP' }}
      height={400}
      loadZoom={loadZoom}
    />,
  );
  act(() => {
    jest.runAllTimers();
  });
  return r;
}

/** Issue 23 items 11 and 12: dates a reader can use, a value axis around the data, a zoom to the days. */
describe('LineChart axes and zoom', () => {
  const zone = process.env.TZ;
  // British summer time: local midnight on 1 April is 31 March in UTC.
  beforeAll(() => {
    process.env.TZ = 'Europe/London';
    // jsdom has no PointerEvent: a mouse event with a pointer id carries the drag's clientX.
    if (typeof window.PointerEvent !== 'function') {
      class PointerEventStandIn extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
        }
      }
      Object.assign(window, { PointerEvent: PointerEventStandIn });
    }
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('on a phone-wide card gives at least three month-start labels, the year where it changes', () => {
    installResizeObserver(300);
    const { container } = draw();
    const labels = xLabels(container);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels[0]).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    for (const l of labels) expect(l).toMatch(/^([A-Z][a-z]{2}( \d{4})?|\d{4})$/);
    // The plot keeps most of the card: the columns' axis joins the value axis on the left.
    const plotWidth = Number(container.querySelector('rect[fill="transparent"]')!.getAttribute('width'));
    expect(plotWidth).toBeGreaterThan(200);
    expect(container.querySelectorAll('.visx-axis-right')).toHaveLength(0);
  });

  it('labels month starts by their month in summer time on a laptop, never the 31st before', () => {
    installResizeObserver(900);
    const { container } = draw();
    const labels = xLabels(container);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels).toContain('Apr 2026');
    for (const l of labels) expect(l).toMatch(/^([A-Z][a-z]{2} \d{4}|\d{4})$/);
  });

  it('spans the value axis around the data and says where it starts', () => {
    installResizeObserver(640);
    const { container } = draw();
    const ys = yLabels(container);
    expect(ys[0]).not.toBe('£0');
    expect(screen.getByText(/^Value axis starts at £[\d.]+m, not zero$/)).toBeTruthy();
  });

  it('reads a zoomed range again and shows its days', async () => {
    installResizeObserver(640);
    const asked: string[][] = [];
    const days = (from: string, to: string) => {
      const out = [];
      for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
        out.push({ date: new Date(t).toISOString().slice(0, 10), value: 1_200_000 });
      return out;
    };
    const { container } = draw(async (from, to) => {
      asked.push([from, to]);
      return [
        { name: 'Value', points: days(from, to) },
        { name: NET_TRANSFERS_SERIES, points: [] },
      ];
    });
    const area = container.querySelector('rect[fill="transparent"]')!;
    const width = Number(area.getAttribute('width'));
    const left = Number(
      container
        .querySelector('svg g')!
        .getAttribute('transform')!
        .match(/translate\(([\d.]+)/)![1],
    );
    // About a month in the middle of a one-year plot.
    fireEvent.pointerDown(area, { clientX: left + width / 2, pointerId: 1 });
    fireEvent.pointerMove(area, { clientX: left + width / 2 + width / 13, pointerId: 1 });
    fireEvent.pointerUp(area, { pointerId: 1 });
    await act(async () => {
      jest.runAllTimers();
    });
    expect(screen.getByRole('button', { name: CHART_TEXTS.resetZoom })).toBeTruthy();
    expect(asked).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: CHART_TEXTS.viewAsTable }));
    const rows = [...container.querySelectorAll('.chart__table tbody th')].map((th) => th.textContent);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows[1]).not.toBe(rows[0]);
  });
});
