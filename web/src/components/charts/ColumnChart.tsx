import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useCallback, useMemo } from 'react';
import { seriesColour } from '../../../../domain/analysis/chart-palette';
import { CHART_HEIGHT_DEFAULT } from '../../../../domain/analysis/chart-settings';
import { formatChartTick, type ChartValueFormat } from './chart-format';
import { CategoryTable } from './CategoryTable';
import { categoryRows, describeCategories, describeCategory, type CategoryItem } from './category-data';
import { ChartFrame } from './ChartFrame';
import { HatchPattern, useSvgId } from './ChartLegend';
import { useChartPalette } from './use-chart-palette';
import { usePointNavigation } from './use-point-navigation';

export interface ColumnChartProps {
  title: string;
  columns: CategoryItem[];
  format: ChartValueFormat;
  height?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 48, left: 64 };
/** Category labels longer than this are cut on the axis (the table has them whole). */
const MAX_LABEL = 12;
/** About how wide one character of an 11 px axis label is. */
const CHAR_WIDTH = 6.5;
/** Room beneath the plot for labels slanted at 45 degrees. */
const SLANTED_BOTTOM = 88;
const cut = (t: string) => (t.length > MAX_LABEL ? `${t.slice(0, MAX_LABEL - 1)}…` : t);

/** Categories with values (allocation by sector), with keyboard, table and summary. */
export default function ColumnChart({ title, columns, format, height = CHART_HEIGHT_DEFAULT }: ColumnChartProps) {
  const palette = useChartPalette();
  const hatchId = useSvgId('hatch');
  const rows = useMemo(() => categoryRows(columns), [columns]);
  const describe = useCallback((i: number) => describeCategory(rows[i], format), [rows, format]);
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
        // Labels wider than their column would overlap (many sectors, a phone): they slant instead.
        const longest = Math.max(0, ...rows.map((r) => cut(r.title).length));
        const slanted = rows.length > 0 && innerW / rows.length < longest * CHAR_WIDTH;
        const bottom = slanted ? SLANTED_BOTTOM : MARGIN.bottom;
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
                    <Bar {...props} fill={seriesColour(palette, i)} stroke={nav.active === i ? '#1b1f24' : 'none'} strokeWidth={3} />
                    {i % 2 ? <Bar {...props} fill={`url(#${hatchId})`} /> : null}
                  </g>
                );
              })}
              <AxisLeft scale={y} numTicks={5} tickFormat={(v) => formatChartTick(Number(v), format)} stroke="#4a5560" tickStroke="#4a5560" tickLabelProps={{ fill: '#1b1f24', fontSize: 12 }} />
              <AxisBottom
                top={innerH}
                scale={x}
                tickFormat={cut}
                stroke="#4a5560"
                tickStroke="#4a5560"
                tickLabelProps={slanted ? { fill: '#1b1f24', fontSize: 11, textAnchor: 'end', verticalAnchor: 'middle', angle: -45, dx: -4, dy: 4 } : { fill: '#1b1f24', fontSize: 11, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
