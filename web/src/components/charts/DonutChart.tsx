import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useCallback, useMemo } from 'react';
import { seriesColour } from '../../../../domain/analysis/chart-palette';
import { CHART_HEIGHT_DEFAULT, DONUT_INNER_SIZES, PIE_MAX_WIDTH } from '../../../../domain/analysis/chart-settings';
import { itemAt } from '../../../../domain/shared/present';
import type { ChartValueFormat } from './chart-format';
import { CategoryTable } from './CategoryTable';
import {
  categoryRows,
  describeCategories,
  describeCategory,
  type CategoryItem,
  type CategoryRow,
} from './category-data';
import { ChartFrame } from './ChartFrame';
import { ChartLegend, HatchPattern, useSvgId } from './ChartLegend';
import { useChartPalette } from './use-chart-palette';
import { usePointNavigation } from './use-point-navigation';

export interface DonutChartProps {
  title: string;
  slices: CategoryItem[];
  format: ChartValueFormat;
  height?: number;
  /** The hole's share of the radius: 60% or 80% (spec 2 §9). */
  innerSize?: (typeof DONUT_INNER_SIZES)[number];
}

const sliceValue = (r: CategoryRow) => Math.max(r.value, 0);

/** Slices of a whole (allocation by asset class or region), with keyboard, table and summary. */
export default function DonutChart({
  title,
  slices,
  format,
  height = CHART_HEIGHT_DEFAULT,
  innerSize = DONUT_INNER_SIZES[0],
}: DonutChartProps) {
  const palette = useChartPalette();
  const hatchId = useSvgId('hatch');
  const rows = useMemo(() => categoryRows(slices), [slices]);
  const describe = useCallback((i: number) => describeCategory(itemAt(rows, i), format), [rows, format]);
  const nav = usePointNavigation(rows.length, describe);
  const legend = rows.map((r, i) => ({
    name: `${r.title} (${r.shareLabel})`,
    colour: seriesColour(palette, i),
    kind: 'slice' as const,
    hatch: i % 2 ? hatchId : undefined,
  }));

  return (
    <ChartFrame
      title={title}
      summary={describeCategories(rows, format)}
      height={height}
      maxWidth={PIE_MAX_WIDTH}
      legend={<ChartLegend items={legend} />}
      table={<CategoryTable title={title} rows={rows} format={format} />}
      announcement={nav.active === null ? '' : nav.announcement}
      onKeyDown={nav.onKeyDown}
    >
      {(width) => {
        const radius = Math.max(Math.min(width, height) / 2 - 8, 20);
        return (
          <svg width={width} height={height} aria-hidden="true" focusable="false" className="chart__svg">
            <HatchPattern id={hatchId} />
            <Group left={width / 2} top={height / 2}>
              <Pie
                data={rows}
                pieValue={sliceValue}
                outerRadius={radius}
                innerRadius={radius * innerSize}
                pieSortValues={null}
                padAngle={0.005}
              >
                {(pie) =>
                  pie.arcs.map((arc, i) => {
                    const d = pie.path(arc) ?? '';
                    const on = nav.active === i;
                    return (
                      <g key={arc.data.title} onPointerEnter={() => nav.moveTo(i)}>
                        <path
                          d={d}
                          fill={seriesColour(palette, i)}
                          stroke={on ? '#1b1f24' : '#ffffff'}
                          strokeWidth={on ? 3 : 1}
                        />
                        {i % 2 ? <path d={d} fill={`url(#${hatchId})`} /> : null}
                      </g>
                    );
                  })
                }
              </Pie>
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
