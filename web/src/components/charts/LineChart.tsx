import { scaleLinear } from '@visx/scale';
import { useCallback, useMemo, useState } from 'react';
import { axisStartNote, valueAxisExtent } from '../../../../domain/analysis/chart-axes';
import {
  CHART_HEIGHT_DEFAULT,
  CHART_TEXTS,
  MIN_X_RANGE_DAYS,
  SERIES_DASHES,
} from '../../../../domain/analysis/chart-settings';
import { formatDisplayDate } from '../../../../domain/format/figure-format';
import { first, itemAt } from '../../../../domain/shared/present';
import { formatChartTicks, formatChartValue, type ChartValueFormat } from './chart-format';
import { ChartFrame } from './ChartFrame';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { describeLine, describeRow, lineRows, toTime, type LineSeries } from './line-chart-data';
import { LinePlot } from './LinePlot';
import { seriesColour } from '../../../../domain/analysis/chart-palette';
import { useChartPalette } from './use-chart-palette';
import { usePointNavigation } from './use-point-navigation';
import { useZoomDetail, type ZoomDetailLoader } from './use-zoom-detail';

export type { LineSeries } from './line-chart-data';

const inZoom = (date: string, [a, b]: [number, number]) => toTime(date) >= a && toTime(date) <= b;

export interface LineChartProps {
  title: string;
  series: LineSeries[];
  format: ChartValueFormat;
  /** A second measure on its own scale, e.g. 'Net transfers / payments', as columns or a line. */
  secondary?: { series: LineSeries; kind: 'column' | 'line'; format?: ChartValueFormat };
  height?: number;
  /** Click-and-drag zoom on the x range, with 'Reset zoom' (spec 2 §2). */
  zoomable?: boolean;
  /**
   * Reads the series again over a zoomed range, at the finer frequency spec 2 §9 gives its span (a
   * month is daily): the same series in the same order, the secondary last. Without it a zoom shows
   * the points already read.
   */
  loadZoom?: ZoomDetailLoader;
}

/** One or more dated series as lines, accessible by keyboard, table and summary (spec 2 §9, issue 10). */
export default function LineChart({
  title,
  series,
  format,
  secondary,
  height = CHART_HEIGHT_DEFAULT,
  zoomable = true,
  loadZoom,
}: LineChartProps) {
  const palette = useChartPalette();
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const all = useMemo(() => (secondary ? [...series, secondary.series] : series), [series, secondary]);
  const names = useMemo(() => all.map((s) => s.name), [all]);
  const formats = useMemo(
    () => all.map((_, i) => (secondary && i === series.length ? (secondary.format ?? format) : format)),
    [all, secondary, series.length, format],
  );
  const rows = useMemo(() => lineRows(all), [all]);
  const detail = useZoomDetail(zoom, all.length, loadZoom);
  const visible = useMemo(
    () => (zoom ? (detail ?? rows).filter((r) => inZoom(r.date, zoom)) : rows),
    [rows, zoom, detail],
  );
  // The value axis spans the lines' data shown (issue 23 item 12), rounded to nice ticks, and says where it starts.
  const yDomain = useMemo(() => {
    const values = visible.flatMap((r) => r.values.slice(0, series.length).filter((v): v is number => v !== null));
    return scaleLinear({ domain: valueAxisExtent(values, format.kind), nice: true }).domain() as [number, number];
  }, [visible, series.length, format.kind]);
  const axisNote = useMemo(() => {
    const ticks = scaleLinear({ domain: yDomain }).ticks(5);
    return axisStartNote(ticks[0] ?? yDomain[0], formatChartTicks(ticks, format)[0] ?? '');
  }, [yDomain, format]);
  const describe = useCallback(
    (i: number) => describeRow(itemAt(visible, i), names, formats),
    [visible, names, formats],
  );
  const nav = usePointNavigation(visible.length, describe);

  const colours = all.map((_, i) => seriesColour(palette, i));
  const [lead] = series;
  const legend: LegendItem[] = all.map((s, i) => ({
    name: s.name,
    colour: itemAt(colours, i),
    dash: SERIES_DASHES[i % SERIES_DASHES.length],
    kind: secondary && i === series.length && secondary.kind === 'column' ? 'column' : 'line',
  }));

  const table = (
    <table className="chart__table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{CHART_TEXTS.date}</th>
          {names.map((n) => (
            <th scope="col" key={n}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {visible.map((row) => (
          <tr key={row.date}>
            <th scope="row">{formatDisplayDate(row.date)}</th>
            {row.values.map((v, i) => (
              <td key={names[i]}>{v === null ? '' : formatChartValue(v, itemAt(formats, i))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  const toolbar = zoom ? (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        setZoom(null);
        nav.clear();
      }}
    >
      {CHART_TEXTS.resetZoom}
    </button>
  ) : null;

  return (
    <ChartFrame
      title={title}
      summary={describeLine(
        lead && {
          name: lead.name,
          points: visible.flatMap((r) => {
            const value = first(r.values);
            return value === null ? [] : [{ date: r.date, value }];
          }),
        },
        format,
        secondary?.kind === 'column'
          ? {
              series: {
                name: secondary.series.name,
                points: visible.map((r) => ({ date: r.date, value: r.values[series.length] ?? 0 })),
              },
              format: secondary.format ?? format,
            }
          : undefined,
      )}
      axisNote={axisNote}
      height={height}
      legend={<ChartLegend items={legend} />}
      toolbar={toolbar}
      table={table}
      announcement={nav.active === null ? '' : nav.announcement}
      onKeyDown={nav.onKeyDown}
      onBlur={nav.clear}
    >
      {(width) => (
        <LinePlot
          width={width}
          height={height}
          rows={visible}
          lineCount={series.length}
          secondaryKind={secondary?.kind ?? null}
          colours={colours}
          format={format}
          active={nav.active}
          minDays={MIN_X_RANGE_DAYS}
          domain={zoom}
          yDomain={yDomain}
          onHover={nav.moveTo}
          onZoom={
            zoomable
              ? (range) => {
                  setZoom(range);
                  nav.clear();
                }
              : undefined
          }
        />
      )}
    </ChartFrame>
  );
}
