import { itemAt } from '../../domain/shared/present';

/** Lines of aligned columns: every column but the last padded to its widest cell, two spaces apart. */
export function columns(rows: string[][], indent = ''): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, i) => (i < row.length - 1 ? cell.padEnd(itemAt(widths, i)) : cell))
        .join('  ')
        .trimEnd(),
  );
}
