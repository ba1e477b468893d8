import { useSnapshot } from 'valtio';
import {
  POSITION_SORT_KEYS,
  type PositionSortKey,
  type SortDirection,
} from '../../../../../domain/analysis/investments';
import { POSITION_COLUMN_LABELS } from '../../../../../domain/analysis/investments-display';
import { investmentsStore, setSort } from './investments.store';

/** Not given by the spec: the column headers are not shown on narrow screens, so this list sorts there. */
export const SORT_BY_LABEL = 'Sort by';

const columnName = (key: PositionSortKey) =>
  key === 'weight'
    ? 'Weight (%)'
    : key === 'units'
      ? 'Units'
      : key === 'annualIncome'
        ? 'Annual income'
        : key === 'yield'
          ? 'Yield'
          : POSITION_COLUMN_LABELS[key];
const OPTIONS = POSITION_SORT_KEYS.flatMap((key) =>
  (['asc', 'desc'] as SortDirection[]).map((direction) => ({
    key,
    direction,
    label: `${columnName(key)}, ${direction === 'asc' ? 'ascending' : 'descending'}`,
  })),
);

/** The positions' order as one choice (column and direction), for screens at 767 px and below. */
export function SortSelect() {
  const { sort } = useSnapshot(investmentsStore);
  return (
    <div className="inv-sort-select">
      <label htmlFor="inv-sort-select">{SORT_BY_LABEL}</label>
      <select
        id="inv-sort-select"
        className="input"
        value={`${sort.key}:${sort.direction}`}
        onChange={(e) => {
          const [key, direction] = e.target.value.split(':') as [PositionSortKey, SortDirection];
          setSort(key, direction);
        }}
      >
        {OPTIONS.map((o) => (
          <option key={`${o.key}:${o.direction}`} value={`${o.key}:${o.direction}`}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
