import { CHART_TEXTS } from '../../../../domain/analysis/chart-settings';
import { formatChartValue, type ChartValueFormat } from './chart-format';
import type { CategoryRow } from './category-data';

/** The table alternative of a donut or column chart: the same titles, amounts and shares. */
export function CategoryTable({
  title,
  rows,
  format,
}: {
  title: string;
  rows: CategoryRow[];
  format: ChartValueFormat;
}) {
  return (
    <table className="chart__table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{CHART_TEXTS.category}</th>
          <th scope="col">{CHART_TEXTS.amount}</th>
          <th scope="col">{CHART_TEXTS.share}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.title}>
            <th scope="row">{r.title}</th>
            <td>{formatChartValue(r.value, format)}</td>
            <td>{r.shareLabel}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
