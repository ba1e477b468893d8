import type { CsvCell } from '../../domain/export/csv';

/**
 * A download ready to stream: its file name, its columns, and its lines, read page by page as they
 * are written (a failure after the first line cuts the download short, never a file that looks whole).
 */
export interface CsvExport {
  fileName: string;
  columns: readonly string[];
  lines: AsyncIterable<readonly CsvCell[]>;
}
