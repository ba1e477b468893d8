import type { AllocationType } from '../../../../../domain/analysis/allocation';
import { DISPLAY_DECIMALS } from '../../../../../domain/format/display-precision';
import { decimal, decimalToNumber, roundDecimal } from '../../../../../domain/money/decimal';
import { roundToTotal } from '../../../../../domain/money/split-amount';
import { itemAt } from '../../../../../domain/shared/present';
import type { AllocationGroup, AllocationRow, AllocationSection } from '../../../lib/contract';

/** spec 2 §9: allocation amounts show without decimals. */
export const AMOUNT_PLACES = DISPLAY_DECIMALS.allocationAmount;

export interface ShownRow extends AllocationRow {
  /** The amount as shown, whole; a group's rows add up to the group's shown amount. */
  shown: number;
}

export interface ShownGroup extends Omit<AllocationGroup, 'rows'> {
  shown: number;
  rows: ShownRow[];
}

export interface ShownSection {
  type: AllocationType;
  title: string;
  chart: 'pie' | 'column';
  /** The section's total as shown, whole: the groups' shown amounts add up to it. */
  shownTotal: number;
  section: AllocationSection;
  groups: ShownGroup[];
}

/** spec 2 §2: the table sorted by weight descending (the amount breaks ties, then the name). */
const byWeight =
  <T extends { weight: number; title?: string }>(amount: (x: T) => number, name: (x: T) => string) =>
  (a: T, b: T) =>
    b.weight - a.weight || amount(b) - amount(a) || name(a).localeCompare(name(b));

const wholes = (amounts: number[], target: number): number[] =>
  roundToTotal(
    amounts.map((a) => decimal(a)),
    AMOUNT_PLACES,
    decimal(target),
  ).map(decimalToNumber);

/**
 * A section as the tab shows it: groups and their rows heaviest first, amounts rounded to whole
 * units once so that the rows add up to their group and the groups to the section's total, as the
 * table's total row says (largest remainder, see roundToTotal).
 */
export function shownSection(section: AllocationSection): ShownSection {
  const groups = [...section.table].sort(
    byWeight<AllocationGroup>(
      (g) => g.value,
      (g) => g.title,
    ),
  );
  const shownTotal = decimalToNumber(roundDecimal(decimal(section.total), AMOUNT_PLACES));
  const groupWholes = wholes(
    groups.map((g) => g.value),
    shownTotal,
  );
  return {
    type: section.type as AllocationType,
    title: section.title,
    chart: section.chart === 'column' ? 'column' : 'pie',
    shownTotal,
    section,
    groups: groups.map((g, i) => {
      const rows = [...g.rows].sort(
        byWeight<AllocationRow>(
          (r) => r.amount,
          (r) => r.investment,
        ),
      );
      const shown = itemAt(groupWholes, i);
      const rowWholes = wholes(
        rows.map((r) => r.amount),
        shown,
      );
      return { ...g, shown, rows: rows.map((r, k) => ({ ...r, shown: itemAt(rowWholes, k) })) };
    }),
  };
}
