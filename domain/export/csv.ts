/**
 * The portal's CSV downloads (Transactions tab, Investments tab, balance sheet): RFC 4180 text in
 * UTF-8 with a byte-order mark, so a spreadsheet opens it with its accents and currency symbols.
 * Amounts are plain decimals ("-1234.50", no thousands separator or symbol) beside a currency
 * column; dates are ISO ('YYYY-MM-DD').
 */

/** The link that downloads the rows a screen shows (Transactions, Investments, balance sheet). */
export const DOWNLOAD_CSV = 'Download CSV';

/** The byte-order mark that starts every download. */
export const CSV_BOM = '\uFEFF';
/** Lines end CRLF (RFC 4180). */
export const CSV_LINE_END = '\r\n';

/** A cell: text (guarded against formulas), a number or decimal text (written as it is), or empty. */
export type CsvCell = { text: string | null } | { amount: string | number | null } | null;

export const text = (value: string | null | undefined): CsvCell => ({ text: value ?? null });
export const amount = (value: string | number | null | undefined): CsvCell => ({ amount: value ?? null });

/**
 * A text cell that a spreadsheet would read as a formula (=, +, -, @, a tab or a carriage return
 * first) is written with a leading apostrophe, so a security or comment named '=HYPERLINK(…)' is
 * shown as the text it is and never runs (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if ('text' in cell)
    return cell.text === null ? '' : quoted(FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text);
  if (cell.amount === null) return '';
  const written = String(cell.amount);
  // Only plain decimals go out as amounts; anything else is a programming error, not data to pass on.
  if (!/^-?\d+(\.\d+)?$/.test(written)) throw new RangeError(`not a plain decimal amount: ${written}`);
  return written;
}

/** One line of cells, with its line end. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(cellText).join(',') + CSV_LINE_END;
}

/** The header line of column names (text cells). */
export function csvHeader(columns: readonly string[]): string {
  return csvLine(columns.map((c) => text(c)));
}

/**
 * The file name of a download: the subject and the day, letters, digits and hyphens only, e.g.
 * 'transactions-2026-11-27.csv'.
 */
export function csvFileName(subject: string, isoDay: string): string {
  const safe = `${subject}-${isoDay}`
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${safe}.csv`;
}
