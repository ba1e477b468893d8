import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useCallback, useMemo } from 'react';
import { seriesColour } from '../../../../domain/analysis/chart-palette';
import { CHART_HEIGHT_DEFAULT } from '../../../../domain/analysis/chart-settings';
import { itemAt } from '../../../../domain/shared/present';
import { formatChartTick, type ChartValueFormat } from './chart-format';
import { CategoryTable } from './CategoryTable';
import { categoryRows, describeCategories, describeCategory, type CategoryItem } from './category-data';
import { ChartFrame } from './ChartFrame';
import { HatchPattern, useSvgId } from './ChartLegend';
import { LABEL_CHAR_PX, LABEL_LINE_PX, longestWord, wrapLabel } from './category-labels';
import { useChartPalette } from './use-chart-palette';
import { usePointNavigation } from './use-point-navigation';

export interface ColumnChartProps {
  title: string;
  columns: CategoryItem[];
  format: ChartValueFormat;
  height?: number;
}

const MARGIN = { top: 12, right: 12, left: 64 };
/** Room under the labels for the tick marks. */
const TICK_ROOM = 16;
/** At most this many lines of a name under its column; longer names slant instead. */
const MAX_LINES = 3;
/** The slanted labels take at most this share of the chart's height. */
const MAX_SLANTED_SHARE = 0.4;
/** sin 45°: a slanted label's height per unit of its length. */
const SLANT = Math.SQRT1_2;

/** Categories with values (allocation by sector), with keyboard, table and summary. */
export default function ColumnChart({ title, columns, format, height = CHART_HEIGHT_DEFAULT }: ColumnChartProps) {
  const palette = useChartPalette();
  const hatchId = useSvgId('hatch');
  const rows = useMemo(() => categoryRows(columns), [columns]);
  const describe = useCallback((i: number) => describeCategory(itemAt(rows, i), format), [rows, format]);
  const nav = usePointNavigation(rows.length, describe);

  return (
    <ChartFrame
      title={title}
      summary={describeCategories(rows, format)}
      height={height}
      table={<CategoryTable title={title} rows={rows} format={format} />}
      announcement={nav.active === null ? '' : nav.announcement}
      onKeyDown={nav.onKeyDown}
    >
      {(width) => {
        const innerW = Math.max(width - MARGIN.left - MARGIN.right, 10);
        // Every name whole (issue 23 item 15): wrapped under its column while its longest word fits and
        // it takes a few lines, otherwise (many sectors, a phone) slanted at 45 degrees.
        const step = rows.length ? innerW / rows.length : innerW;
        const perLine = Math.max(1, Math.floor((step - 4) / LABEL_CHAR_PX));
        const wrapped = new Map(rows.map((r) => [r.title, wrapLabel(r.title, perLine)]));
        const lines = Math.max(1, ...[...wrapped.values()].map((l) => l.length));
        const slanted = rows.length > 0 && (longestWord(rows.map((r) => r.title)) > perLine || lines > MAX_LINES);
        const longest = Math.max(0, ...rows.map((r) => r.title.length));
        const bottom = slanted
          ? Math.min(longest * LABEL_CHAR_PX * SLANT + TICK_ROOM, height * MAX_SLANTED_SHARE)
          : lines * LABEL_LINE_PX + TICK_ROOM;
        const innerH = Math.max(height - MARGIN.top - bottom, 10);
        const x = scaleBand({ domain: rows.map((r) => r.title), range: [0, innerW], padding: 0.2 });
        const lo = Math.min(0, ...rows.map((r) => r.value));
        const hi = Math.max(1, ...rows.map((r) => r.value));
        const y = scaleLinear({ domain: [lo, hi], range: [innerH, 0], nice: true });
        return (
          <svg width={width} height={height} aria-hidden="true" focusable="false" className="chart__svg">
            <HatchPattern id={hatchId} />
            <Group left={MARGIN.left} top={MARGIN.top}>
              <GridRows scale={y} width={innerW} stroke="#dde3e8" numTicks={5} />
              {rows.map((r, i) => {
                const top = Math.min(y(r.value), y(0));
                const props = { x: x(r.title) ?? 0, y: top, width: x.bandwidth(), height: Math.abs(y(r.value) - y(0)) };
                return (
                  <g key={r.title} onPointerEnter={() => nav.moveTo(i)}>
                    <Bar
                      {...props}
                      fill={seriesColour(palette, i)}
                      stroke={nav.active === i ? '#1b1f24' : 'none'}
                      strokeWidth={3}
                    />
                    {i % 2 ? <Bar {...props} fill={`url(#${hatchId})`} /> : null}
                  </g>
                );
              })}
              <AxisLeft
                scale={y}
                numTicks={5}
                tickFormat={(v) => formatChartTick(Number(v), format)}
                stroke="#4a5560"
                tickStroke="#4a5560"
                tickLabelProps={{ fill: '#1b1f24', fontSize: 12 }}
              />
              <AxisBottom
                top={innerH}
                scale={x}
                stroke="#4a5560"
                tickStroke="#4a5560"
                tickComponent={({ x: tx, y: ty, formattedValue }) => {
                  const name = String(formattedValue ?? '');
                  if (slanted)
                    return (
                      <text
                        x={tx}
                        y={ty}
                        dx={-4}
                        dy={4}
                        fill="#1b1f24"
                        fontSize={11}
                        textAnchor="end"
                        transform={`rotate(-45, ${tx}, ${ty})`}
                      >
                        {name}
                      </text>
                    );
                  const parts = wrapped.get(name) ?? [name];
                  return (
                    <text x={tx} y={ty} fill="#1b1f24" fontSize={11} textAnchor="middle">
                      {parts.map((line, i) => (
                        <tspan key={i} x={tx} dy={i === 0 ? '0.71em' : LABEL_LINE_PX}>
                          {i < parts.length - 1 ? `${line} ` : line}
                        </tspan>
                      ))}
                    </text>
                  );
                }}
              />
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
