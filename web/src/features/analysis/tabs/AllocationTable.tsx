import { useSnapshot } from 'valtio';
import { ALLOCATION_TABLE_COLUMNS } from '../../../../../domain/analysis/allocation';
import { formatMoney } from '../../../../../domain/format/quantity-format';
import { allocationStore, groupKey, toggleGroup } from './allocation.store';
import type { ShownSection } from './allocation-view';

/** Not given by the spec: the table's last row, the section's total. */
export const ALLOCATION_TOTAL = 'Total';

const [INVESTMENT, ACCOUNT, AMOUNT] = ALLOCATION_TABLE_COLUMNS;

/**
 * spec 2 §2: beside each chart, an expandable table with columns Investment, Account, Amount,
 * sorted by weight descending: a row per group (its weight with the '<1%' rule) that opens onto its
 * investments, and the section's total beneath.
 */
export function AllocationTable({ view, currency }: { view: ShownSection; currency: string }) {
  const { expanded } = useSnapshot(allocationStore);
  const money = (v: number) => formatMoney(v, currency, 'allocationAmount');
  return (
    <table className="tab-table tab-table--stack alloc-table">
      <caption>{`${view.title} by investment`}</caption>
      <thead>
        <tr>
          <th scope="col">{INVESTMENT}</th>
          <th scope="col">{ACCOUNT}</th>
          <th scope="col" className="num">
            {AMOUNT}
          </th>
        </tr>
      </thead>
      {view.groups.map((g) => {
        const open = Boolean(expanded[groupKey(view.type, g.title)]);
        return (
          <tbody key={g.title} className="alloc-group">
            <tr className="alloc-group__row">
              {/* The group's name and share stay in the Investment column; its accounts are listed under Account when it opens. */}
              <th scope="rowgroup">
                <button
                  type="button"
                  className="alloc-group__toggle"
                  aria-expanded={open}
                  onClick={() => toggleGroup(view.type, g.title)}
                >
                  <span className="alloc-group__title">{g.title}</span>
                  <span className="alloc-group__weight">{g.weightLabel}</span>
                </button>
              </th>
              <td className="alloc-group__blank" />
              <td className="num" data-label={AMOUNT}>
                {money(g.shown)}
              </td>
            </tr>
            {open &&
              g.rows.map((r, i) => (
                <tr key={`${r.accountId}-${r.investment}-${i}`} className="alloc-row">
                  <td data-label={INVESTMENT}>{r.investment}</td>
                  <td data-label={ACCOUNT}>{r.account}</td>
                  <td className="num" data-label={AMOUNT}>
                    {money(r.shown)}
                  </td>
                </tr>
              ))}
          </tbody>
        );
      })}
      <tfoot>
        <tr className="alloc-total">
          <th scope="row" colSpan={2}>
            {ALLOCATION_TOTAL}
          </th>
          <td className="num" data-label={AMOUNT}>
            {money(view.shownTotal)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
