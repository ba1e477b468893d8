import { itemAt } from '../../domain/shared/present';
/**
 * The benchmark's output: one row per figure with its target and whether it is met. Figures, not
 * assertions: a missed target is printed, never an error, so the run always completes.
 */
export interface Figure {
  name: string;
  value: number;
  unit: 'ms' | 'MB' | 'KB' | '×' | 'round trips' | 's';
  /** The target: at most this much (same unit). */
  atMost?: number;
  note?: string;
}

const DECIMALS: Record<Figure['unit'], number> = { ms: 0, MB: 0, KB: 1, '×': 2, 'round trips': 0, s: 2 };
/** Short times keep a decimal (the engine's few milliseconds). */
const places = (n: number, unit: Figure['unit']): number => (unit === 'ms' && Math.abs(n) < 100 ? 1 : DECIMALS[unit]);

const show = (n: number, unit: Figure['unit']): string =>
  Number.isFinite(n) ? `${n.toFixed(places(n, unit))} ${unit}` : 'n/a';

export function met(f: Figure): string {
  if (f.atMost === undefined) return '';
  return Number.isFinite(f.value) && f.value <= f.atMost ? 'met' : 'NOT MET';
}

/** A plain-text table: name, value, target, met or not, note. */
export function printFigures(title: string, figures: readonly Figure[]): void {
  const rows = figures.map((f) => [
    f.name,
    show(f.value, f.unit),
    f.atMost === undefined ? '' : `≤ ${show(f.atMost, f.unit)}`,
    met(f),
    f.note ?? '',
  ]);
  const header = ['figure', 'value', 'target', 'met', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => itemAt(r, i).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 ? c.padStart(itemAt(widths, i)) : c.padEnd(itemAt(widths, i))))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length ? itemAt(sorted, Math.floor(sorted.length / 2)) : NaN;
}
