import { amount, CSV_BOM, csvFileName, csvHeader, csvLine, text } from './csv';

describe('CSV lines', () => {
  it('quotes a cell with a comma, quote or line break (RFC 4180) and ends lines CRLF', () => {
    expect(csvLine([text('Smith, J'), text('say "hi"'), text('two\nlines'), text('plain')])).toBe(
      '"Smith, J","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it('writes amounts as plain decimals and empty cells as nothing', () => {
    expect(csvLine([amount('-1234.50'), amount(0.1), amount(null), text(null), null])).toBe('-1234.50,0.1,,,\r\n');
  });

  it('refuses an amount that is not a plain decimal (a float residue or a formatted figure never goes out)', () => {
    expect(() => csvLine([amount('1,234.50')])).toThrow(RangeError);
    expect(() => csvLine([amount(1e21)])).toThrow(RangeError);
    expect(() => csvLine([amount(Number.NaN)])).toThrow(RangeError);
  });

  it('keeps a text cell that a spreadsheet would run as a formula as text', () => {
    expect(
      csvLine([text('=HYPERLINK("http://x","click")'), text('+44 20'), text('-5'), text('@SUM(A1)'), text('\tx')]),
    ).toBe(`"'=HYPERLINK(""http://x"",""click"")",'+44 20,'-5,'@SUM(A1),'\tx\r\n`);
  });

  it('starts with a byte-order mark and names the file by subject and day', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csvHeader(['Trade date', 'Account'])).toBe('Trade date,Account\r\n');
    expect(csvFileName('Transactions', '2026-11-27')).toBe('transactions-2026-11-27.csv');
    expect(csvFileName('Balance sheet / Amélie', '2026-11-27')).toBe('balance-sheet-am-lie-2026-11-27.csv');
  });
});
