import type { CsvCell } from '../../domain/export/csv';
import { settled } from '../shared/settled';

/**
 * A download ready to stream: its file name, its columns, and its lines, read page by page as they
 * are written (a failure after the first line cuts the download short, never a file that looks whole).
 */
export interface CsvExport {
  fileName: string;
  columns: readonly string[];
  lines: AsyncIterable<readonly CsvCell[]>;
}

/**
 * Lines already at hand (nothing to wait for) as the AsyncIterable a download reads: each next line
 * settles as an async generator's would, a throw while making it being that read's rejection.
 */
export function linesAtHand<T>(lines: Iterable<T>): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const it = lines[Symbol.iterator]();
      return { next: () => settled(() => it.next()) };
    },
  };
}
