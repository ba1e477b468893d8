import { shownFileName, shownTitle } from './shown-name';

describe('names on screen', () => {
  it('shows a file name without bidirectional controls, so it reads as it is', () => {
    expect(shownFileName('invoice\u202efdp.hta')).toBe('invoicefdp.hta');
    expect(shownFileName('a\u2066b\u2069\u200f.pdf')).toBe('ab.pdf');
    expect(shownFileName('Valuation report.pdf')).toBe('Valuation report.pdf');
    expect(shownFileName(null)).toBe('');
  });

  it('shows a title without bidirectional controls, and keeps the rest of it', () => {
    expect(shownTitle('Contract\u202efdp.js')).toBe('Contractfdp.js');
    expect(shownTitle('Annual review 2026/27')).toBe('Annual review 2026/27');
  });
});
