import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useCallback, useMemo } from 'react';
import { seriesColour } from '../../../../domain/analysis/chart-palette';
import { itemAt } from '../../../../domain/shared/present';
import { formatChartTick } from './chart-format';
import { ChartFrame } from './ChartFrame';
import { ChartLegend, HatchPattern, useSvgId } from './ChartLegend';
import {
  describeNetWorth,
  describeNetWorthPoint,
  NET_WORTH_MEASURES,
  netWorthMoney,
  netWorthPoints,
  type NetWorthGroup,
  type NetWorthMeasure,
} from './net-worth-data';
import { useChartPalette } from './use-chart-palette';
import { usePointNavigation } from './use-point-navigation';

export interface NetWorthChartProps {
  title: string;
  groups: NetWorthGroup[];
  currency: string;
  /** The words for each measure ('Total assets', 'Total liabilities', 'Net worth') and the row heading. */
  labels: Record<NetWorthMeasure, string>;
  groupHeading: string;
  height?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 40, left: 64 };
const MAX_LABEL = 16;
/** About how wide one character of an 11 px axis label is. */
const CHAR_WIDTH = 6.5;
/** Names longer than their group's room are cut on the axis (the table has them whole). */
const cutTo = (chars: number) => (t: string) => (t.length > chars ? `${t.slice(0, Math.max(chars - 1, 3))}…` : t);

/** Assets, liabilities and net worth side by side for each member and the household, with keyboard, table and summary. */
export default function NetWorthChart({
  title,
  groups,
  currency,
  labels,
  groupHeading,
  height = 320,
}: NetWorthChartProps) {
  const palette = useChartPalette();
  const hatchId = useSvgId('hatch');
  const points = useMemo(() => netWorthPoints(groups), [groups]);
  const describe = useCallback(
    (i: number) => describeNetWorthPoint(groups, itemAt(points, i), labels, currency),
    [groups, points, labels, currency],
  );
  const nav = usePointNavigation(points.length, describe);
  const colourOf = (m: NetWorthMeasure) => seriesColour(palette, NET_WORTH_MEASURES.indexOf(m));
  const money = (v: number | null) => netWorthMoney(v, currency);

  const table = (
    <table className="chart__table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{groupHeading}</th>
          {NET_WORTH_MEASURES.map((m) => (
            <th scope="col" key={m}>
              {labels[m]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={g.name}>
            <th scope="row">{g.name}</th>
            {NET_WORTH_MEASURES.map((m) => (
              <td key={m}>{money(g[m])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartFrame
      title={title}
      summary={describeNetWorth(groups, labels, currency)}
      height={height}
      legend={
        <ChartLegend
          hatchId={hatchId}
          items={NET_WORTH_MEASURES.map((m, i) => ({
            name: labels[m],
            colour: colourOf(m),
            kind: 'column',
            hatch: i % 2 ? hatchId : undefined,
          }))}
        />
      }
      table={table}
      announcement={nav.active === null ? '' : nav.announcement}
      onKeyDown={nav.onKeyDown}
      onBlur={nav.clear}
    >
      {(width) => {
        const innerW = Math.max(width - MARGIN.left - MARGIN.right, 10);
        const innerH = Math.max(height - MARGIN.top - MARGIN.bottom, 10);
        const x = scaleBand({ domain: groups.map((g) => g.name), range: [0, innerW], padding: 0.25 });
        const inner = scaleBand({ domain: [...NET_WORTH_MEASURES], range: [0, x.bandwidth()], padding: 0.1 });
        const lo = Math.min(0, ...points.map((p) => p.value));
        const hi = Math.max(1, ...points.map((p) => p.value));
        const y = scaleLinear({ domain: [lo, hi], range: [innerH, 0], nice: true });
        const cut = cutTo(Math.min(MAX_LABEL, Math.floor(x.step() / CHAR_WIDTH)));
        return (
          <svg width={width} height={height} aria-hidden="true" focusable="false" className="chart__svg">
            <HatchPattern id={hatchId} />
            <Group left={MARGIN.left} top={MARGIN.top}>
              <GridRows scale={y} width={innerW} stroke="#dde3e8" numTicks={5} />
              {points.map((p, i) => {
                const left = (x(itemAt(groups, p.group).name) ?? 0) + (inner(p.measure) ?? 0);
                const props = {
                  x: left,
                  y: Math.min(y(p.value), y(0)),
                  width: inner.bandwidth(),
                  height: Math.abs(y(p.value) - y(0)),
                };
                return (
                  <g key={`${p.group}-${p.measure}`} onPointerEnter={() => nav.moveTo(i)}>
                    <Bar
                      {...props}
                      fill={colourOf(p.measure)}
                      stroke={nav.active === i ? '#1b1f24' : 'none'}
                      strokeWidth={3}
                    />
                    {NET_WORTH_MEASURES.indexOf(p.measure) % 2 ? <Bar {...props} fill={`url(#${hatchId})`} /> : null}
                  </g>
                );
              })}
              <AxisLeft
                scale={y}
                numTicks={5}
                tickFormat={(v) => formatChartTick(Number(v), { kind: 'money', currency })}
                stroke="#4a5560"
                tickStroke="#4a5560"
                tickLabelProps={{ fill: '#1b1f24', fontSize: 12 }}
              />
              <AxisBottom
                top={innerH}
                scale={x}
                tickFormat={cut}
                stroke="#4a5560"
                tickStroke="#4a5560"
                tickLabelProps={{ fill: '#1b1f24', fontSize: 11, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
