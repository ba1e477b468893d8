import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { AreaClosed, Bar, Line, LinePath } from '@visx/shape';
import { useMemo, useState, type PointerEvent } from 'react';
import { CHART_AREA_OPACITY, CHART_LINE_WIDTH, SERIES_DASHES } from '../../../../domain/analysis/chart-settings';
import { xDomain } from '../../../../domain/analysis/chart-summary';
import { itemAt } from '../../../../domain/shared/present';
import { formatChartTicks, type ChartValueFormat } from './chart-format';
import { axisLabelWidth, dateTicks } from './date-ticks';
import type { LineRow } from './line-chart-data';

// The left margin fits the value axis's labels; the right one half of the last date label, or the secondary axis's labels.
const MARGIN = { top: 12, right: 36, bottom: 32 };
const MARGIN_RIGHT_NARROW = 20;
/** Below this width the secondary axis joins the value axis on the left, leaving the width to the plot. */
const NARROW_WIDTH = 560;
const Y_TICKS = 5;
const Y2_TICKS = 3;
/** Columns at either end stay inside the plot. */
const X_PAD = 6;
/** A drag narrower than this is a click, not a zoom. */
const MIN_DRAG_PX = 8;
/** Columns of the secondary series use the lowest part of the plot, on their own right-hand axis. */
const SECONDARY_SHARE = 0.3;
/** Space between the lines' part of the plot and the columns' band. */
const BAND_GAP = 14;

/**
 * The secondary columns' own scale (net transfers / payments): zero is a real baseline inside the
 * band, so a payment in reads up from it and one out reads down, against the right-hand axis rather
 * than the value axis.
 */
export function secondaryColumnScale(values: readonly number[], innerH: number) {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  return scaleLinear({
    domain: [lo, hi === lo ? lo + 1 : hi],
    range: [innerH, innerH * (1 - SECONDARY_SHARE)],
    nice: true,
  });
}
const DAY_MS = 86_400_000;

const timeOf = (r: LineRow) => r.time;

export interface LinePlotProps {
  width: number;
  height: number;
  rows: LineRow[];
  /** How many leading values of each row are primary lines; one more may be the secondary series. */
  lineCount: number;
  secondaryKind: 'column' | 'line' | null;
  colours: string[];
  format: ChartValueFormat;
  active: number | null;
  minDays: number;
  /** The zoomed x range (epoch ms), when zoomed. */
  domain?: [number, number] | null;
  /** The value axis's extent, already nice (LineChart says where it starts). */
  yDomain: [number, number];
  onHover: (index: number | null) => void;
  onZoom?: (range: [number, number]) => void;
}

/** The drawing of LineChart (hidden from assistive technology: the frame carries the words). */
export function LinePlot(p: LinePlotProps) {
  const narrow = p.width < NARROW_WIDTH;
  const secondaryIndex = p.secondaryKind ? p.lineCount : -1;
  const secondaryValues = useMemo(
    () => (secondaryIndex < 0 ? [] : p.rows.map((r) => r.values[secondaryIndex] ?? 0)),
    [p.rows, secondaryIndex],
  );
  // Explicit ticks, each labelled with as many decimals as keep it apart from its neighbours.
  const yTicks = scaleLinear({ domain: p.yDomain }).ticks(Y_TICKS);
  const yLabels = formatChartTicks(yTicks, p.format);
  const y2Ticks = p.secondaryKind === 'column' ? secondaryColumnScale(secondaryValues, 1).ticks(Y2_TICKS) : [];
  const y2Labels = formatChartTicks(y2Ticks, p.format);
  const labelled = (ticks: number[], labels: string[]) => (v: unknown) => labels[ticks.indexOf(Number(v))] ?? '';
  // On a phone the columns' axis sits on the left, beneath the value axis, so the plot keeps the width.
  const y2Left = narrow && p.secondaryKind === 'column';
  const marginLeft = axisLabelWidth(y2Left ? [...yLabels, ...y2Labels] : yLabels);
  const marginRight =
    p.secondaryKind === 'column' && !y2Left ? axisLabelWidth(y2Labels) : narrow ? MARGIN_RIGHT_NARROW : MARGIN.right;
  const innerW = Math.max(p.width - marginLeft - marginRight, 10);
  const innerH = Math.max(p.height - MARGIN.top - MARGIN.bottom, 10);
  const [drag, setDrag] = useState<{ x0: number; x1: number } | null>(null);

  const x = useMemo(() => {
    const first = p.rows[0]?.date ?? '1970-01-01';
    const last = p.rows[p.rows.length - 1]?.date ?? first;
    const [a, b] = p.domain ?? xDomain(first, last, p.minDays);
    // UTC: the rows are UTC days, and a month's tick is its 1st in every time zone.
    return scaleUtc({ domain: [new Date(a), new Date(b)], range: [X_PAD, innerW - X_PAD] });
  }, [p.rows, p.minDays, p.domain, innerW]);

  const y = useMemo(() => {
    // With net-transfer columns the lines keep the upper part and the columns their own band below,
    // so a column is never read against the value axis.
    const bottom = p.secondaryKind === 'column' ? innerH * (1 - SECONDARY_SHARE) - BAND_GAP : innerH;
    return scaleLinear({ domain: p.yDomain, range: [bottom, 0] });
  }, [p.yDomain, p.secondaryKind, innerH]);

  const y2 = useMemo(() => {
    if (secondaryIndex < 0) return null;
    return p.secondaryKind === 'column'
      ? secondaryColumnScale(secondaryValues, innerH)
      : scaleLinear({
          domain: [Math.min(0, ...secondaryValues), Math.max(1, ...secondaryValues)],
          range: [innerH, 0],
          nice: true,
        });
  }, [secondaryValues, secondaryIndex, p.secondaryKind, innerH]);

  const xOf = (r: LineRow) => x(timeOf(r)) ?? 0;
  const nearest = (px: number): number | null => {
    if (!p.rows.length) return null;
    const t = x.invert(px).getTime();
    let best = 0;
    let bestGap = Math.abs(itemAt(p.rows, 0).time - t);
    for (const [i, r] of p.rows.entries()) {
      const gap = Math.abs(r.time - t);
      if (gap < bestGap) [best, bestGap] = [i, gap];
    }
    return best;
  };
  const localX = (e: PointerEvent<SVGRectElement>) => (localPoint(e)?.x ?? 0) - marginLeft;

  const onUp = () => {
    if (drag && p.onZoom && Math.abs(drag.x1 - drag.x0) >= MIN_DRAG_PX) {
      let a = x.invert(Math.min(drag.x0, drag.x1)).getTime();
      let b = x.invert(Math.max(drag.x0, drag.x1)).getTime();
      const min = p.minDays * DAY_MS;
      if (b - a < min) [a, b] = [(a + b) / 2 - min / 2, (a + b) / 2 + min / 2];
      p.onZoom([a, b]);
    }
    setDrag(null);
  };

  const barWidth = Math.max(1, Math.min(12, innerW / Math.max(p.rows.length, 1) - 1));
  const activeRow = p.active === null ? null : p.rows[p.active];
  // Year, month or day starts, as many as fit without touching (phones get shorter labels).
  const ticks = useMemo(() => dateTicks(x, innerW, narrow), [x, innerW, narrow]);
  const labelOf = new Map(ticks.map((t) => [t.value.getTime(), t.label]));

  return (
    <svg width={p.width} height={p.height} aria-hidden="true" focusable="false" className="chart__svg">
      <Group left={marginLeft} top={MARGIN.top}>
        <GridRows scale={y} width={innerW} stroke="#dde3e8" tickValues={yTicks} />
        {y2 && p.secondaryKind === 'column' ? (
          <Group className="chart__secondary">
            <Line
              from={{ x: 0, y: y2(0) }}
              to={{ x: innerW, y: y2(0) }}
              stroke="#4a5560"
              strokeWidth={1}
              data-testid="secondary-baseline"
            />
            {p.rows.map((r) => {
              const v = itemAt(r.values, secondaryIndex);
              // A flow too small to see at this scale is in the table and the announcement instead.
              if (v === null || Math.abs(y2(v) - y2(0)) < 1) return null;
              const top = Math.min(y2(v), y2(0));
              // Inside the plot: a column at either end does not hang past the line.
              const left = Math.max(0, Math.min(innerW - barWidth, xOf(r) - barWidth / 2));
              return (
                <Bar
                  key={r.date}
                  x={left}
                  y={top}
                  width={barWidth}
                  height={Math.abs(y2(v) - y2(0))}
                  fill={p.colours[secondaryIndex]}
                  data-testid="secondary-column"
                />
              );
            })}
          </Group>
        ) : null}
        {Array.from({ length: p.lineCount }, (_, i) => {
          const points = p.rows.filter((r) => r.values[i] !== null);
          return (
            <Group key={i}>
              {i === 0 ? (
                <AreaClosed
                  data={points}
                  x={xOf}
                  y={(r) => y(r.values[i] as number)}
                  yScale={y}
                  fill={p.colours[i]}
                  fillOpacity={CHART_AREA_OPACITY}
                />
              ) : null}
              <LinePath
                data={points}
                x={xOf}
                y={(r) => y(r.values[i] as number)}
                stroke={p.colours[i]}
                strokeWidth={CHART_LINE_WIDTH}
                strokeDasharray={SERIES_DASHES[i % SERIES_DASHES.length] || undefined}
              />
            </Group>
          );
        })}
        {y2 && p.secondaryKind === 'line' ? (
          <LinePath
            data={p.rows.filter((r) => r.values[secondaryIndex] !== null)}
            x={xOf}
            y={(r) => y2(r.values[secondaryIndex] as number)}
            stroke={p.colours[secondaryIndex]}
            strokeWidth={CHART_LINE_WIDTH}
            strokeDasharray={SERIES_DASHES[secondaryIndex % SERIES_DASHES.length] || undefined}
          />
        ) : null}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={labelled(yTicks, yLabels)}
          stroke="#4a5560"
          tickStroke="#4a5560"
          tickLabelProps={{ fill: '#1b1f24', fontSize: 12 }}
        />
        {y2 && p.secondaryKind === 'column' ? (
          y2Left ? (
            <AxisLeft
              scale={y2}
              tickValues={y2Ticks}
              tickFormat={labelled(y2Ticks, y2Labels)}
              stroke="#4a5560"
              tickStroke="#4a5560"
              tickLabelProps={{ fill: '#1b1f24', fontSize: 11 }}
            />
          ) : (
            <AxisRight
              left={innerW}
              scale={y2}
              tickValues={y2Ticks}
              tickFormat={labelled(y2Ticks, y2Labels)}
              stroke="#4a5560"
              tickStroke="#4a5560"
              tickLabelProps={{ fill: '#1b1f24', fontSize: 11 }}
            />
          )
        ) : null}
        <AxisBottom
          top={innerH}
          scale={x}
          tickValues={ticks.map((t) => t.value)}
          tickFormat={(d) => labelOf.get((d as Date).getTime()) ?? ''}
          stroke="#4a5560"
          tickStroke="#4a5560"
          tickLabelProps={{ fill: '#1b1f24', fontSize: 12 }}
        />
        {activeRow ? (
          <Group className="chart__active">
            <Line
              from={{ x: xOf(activeRow), y: 0 }}
              to={{ x: xOf(activeRow), y: innerH }}
              stroke="#1b1f24"
              strokeWidth={1}
              strokeDasharray="3 3"
            />
            {activeRow.values
              .slice(0, p.lineCount)
              .map((v, i) =>
                v === null ? null : (
                  <circle
                    key={i}
                    cx={xOf(activeRow)}
                    cy={y(v)}
                    r={5}
                    fill="#ffffff"
                    stroke={p.colours[i]}
                    strokeWidth={3}
                  />
                ),
              )}
          </Group>
        ) : null}
        {drag ? (
          <rect
            x={Math.min(drag.x0, drag.x1)}
            y={0}
            width={Math.abs(drag.x1 - drag.x0)}
            height={innerH}
            fill="#0b3d5c"
            fillOpacity={0.12}
          />
        ) : null}
        <rect
          width={innerW}
          height={innerH}
          fill="transparent"
          className={p.onZoom ? 'chart__zoom-area' : undefined}
          onPointerDown={(e) => {
            if (!p.onZoom) return;
            (e.target as Element).setPointerCapture?.(e.pointerId);
            setDrag({ x0: localX(e), x1: localX(e) });
          }}
          onPointerMove={(e) => {
            const px = localX(e);
            if (drag) setDrag({ ...drag, x1: Math.max(0, Math.min(innerW, px)) });
            else p.onHover(nearest(px));
          }}
          onPointerUp={onUp}
          onPointerLeave={() => {
            if (!drag) p.onHover(null);
          }}
        />
      </Group>
    </svg>
  );
}
