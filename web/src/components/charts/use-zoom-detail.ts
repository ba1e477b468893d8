import { useEffect, useState } from 'react';
import { lineRows, type LineRow, type LineSeries } from './line-chart-data';

/** Reads the chart's series over a zoomed range, from and to as YYYY-MM-DD. */
export type ZoomDetailLoader = (from: string, to: string) => Promise<LineSeries[]>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/**
 * The rows of a zoomed range read afresh at its own frequency (spec 2 §9: a month is daily), or
 * null while they come, when they could not be read or without a loader (the chart then shows the
 * points it has).
 */
export function useZoomDetail(
  zoom: [number, number] | null,
  seriesCount: number,
  load?: ZoomDetailLoader,
): LineRow[] | null {
  const [detail, setDetail] = useState<{ key: string; rows: LineRow[] } | null>(null);
  const from = zoom ? isoDay(Math.ceil(zoom[0] / DAY_MS) * DAY_MS) : null;
  const to = zoom ? isoDay(Math.floor(zoom[1] / DAY_MS) * DAY_MS) : null;
  const key = from && to ? `${from}/${to}` : null;

  useEffect(() => {
    if (!key || !load || !from || !to) return;
    let live = true;
    load(from, to).then(
      (series) => {
        if (live && series.length === seriesCount) setDetail({ key, rows: lineRows(series) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, from, to, load, seriesCount]);

  return detail && detail.key === key ? detail.rows : null;
}
