import { VIEW_AS_TABLE } from '../../../../domain/analysis/analysis-page';
import { displayDate } from '../../../../domain/format/date-display';

export interface HeroColumn {
  name: string;
  /** The column's figure on a date, already formatted; '' when there is none. */
  cell: (date: string) => string;
}

/**
 * The chart's accessible alternative: a real table of date and value at the spec's precision
 * (spec 2 §9), behind 'View as table'.
 */
export function HeroTable({ caption, dates, columns }: { caption: string; dates: readonly string[]; columns: readonly HeroColumn[] }) {
  return (
    <details className="hero-table">
      <summary>{VIEW_AS_TABLE}</summary>
      <div className="hero-table__scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {columns.map((c) => (
                <th scope="col" className="num" key={c.name}>
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((d) => (
              <tr key={d}>
                <th scope="row">{displayDate(d)}</th>
                {columns.map((c) => (
                  <td className="num" key={c.name}>
                    {c.cell(d)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
