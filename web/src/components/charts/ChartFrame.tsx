import { ParentSize } from '@visx/responsive';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CHART_TEXTS } from '../../../../domain/analysis/chart-settings';
import './charts.css';

export interface ChartFrameProps {
  /** The chart's accessible name, also the table's caption. */
  title: string;
  /** The text summary beside the chart (period, start, end, change...). */
  summary: string | null;
  height: number;
  legend?: ReactNode;
  /** Extra controls above the plot ('Reset zoom'). */
  toolbar?: ReactNode;
  /** The same numbers as a real table; shown by 'View as table'. */
  table: ReactNode;
  /** What the live region says about the point reached by keyboard. */
  announcement: string;
  onKeyDown: (event: KeyboardEvent) => void;
  onBlur?: () => void;
  /** Draws the plot for the container's width. */
  children: (width: number) => ReactNode;
  /** Pixels wide at most (pies, spec 2 §9). */
  maxWidth?: number;
  /** Where the value axis starts when not at zero, said beneath the plot. */
  axisNote?: string | null;
}

/**
 * What every chart shares (issue 10 "Charts"): one tab stop whose arrow keys the chart handles, a
 * visible live region saying the point reached, the text summary, and a 'View as table' toggle
 * showing a real table. The drawing itself is hidden from assistive technology, which gets the
 * same numbers from those alternatives.
 */
export function ChartFrame(props: ChartFrameProps) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const summaryId = `${id}-summary`;
  const hintId = `${id}-hint`;
  const tableId = `${id}-table`;
  return (
    <figure className="chart" style={props.maxWidth ? { maxWidth: props.maxWidth } : undefined}>
      <div className="chart__toolbar">
        {props.toolbar}
        <button
          type="button"
          className="button button--secondary chart__table-toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? CHART_TEXTS.hideTable : CHART_TEXTS.viewAsTable}
        </button>
      </div>
      {props.legend}
      <div
        className="chart__plot"
        tabIndex={0}
        role="group"
        aria-roledescription="chart"
        aria-label={props.title}
        aria-describedby={`${hintId} ${summaryId}`}
        onKeyDown={props.onKeyDown}
        onBlur={props.onBlur}
        style={{ height: props.height }}
      >
        <ParentSize debounceTime={50}>
          {({ width }) => (width > 0 ? props.children(Math.floor(width)) : null)}
        </ParentSize>
      </div>
      {props.axisNote ? <p className="chart__axis-note">{props.axisNote}</p> : null}
      <p id={hintId} className="visually-hidden">
        {CHART_TEXTS.keyboardHint}
      </p>
      <p className="chart__readout" aria-live="polite" aria-atomic="true">
        {props.announcement}
      </p>
      <figcaption id={summaryId} className="chart__summary">
        {props.summary ?? CHART_TEXTS.noData}
      </figcaption>
      {/* Scrollable, so reachable by keyboard (WCAG 2.1.1). */}
      <div
        id={tableId}
        className="chart__table-wrap"
        hidden={!showTable}
        tabIndex={showTable ? 0 : -1}
        role="region"
        aria-label={props.title}
      >
        {showTable ? props.table : null}
      </div>
    </figure>
  );
}
