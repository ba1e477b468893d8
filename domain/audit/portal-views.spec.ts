import { downloadedWhat, readWhat, UNNAMED_DOCUMENT } from './portal-views';

describe("'Who has viewed my portal' entry texts", () => {
  it('names a document the client may see, without bidirectional controls', () => {
    expect(readWhat('Annual review pack')).toBe('Read "Annual review pack"');
    expect(readWhat('  ')).toBe('Read "a message"');
    expect(downloadedWhat('Valuation report.pdf')).toBe('Downloaded Valuation report.pdf');
    expect(downloadedWhat('invoice\u202efdp.hta')).toBe('Downloaded invoicefdp.hta');
    expect(readWhat('Report \u202eKCOL')).toBe('Read "Report KCOL"');
  });

  it("does not name one the client may not see: 'a document in your file'", () => {
    expect(UNNAMED_DOCUMENT).toBe('a document in your file');
    expect(readWhat(null)).toBe('Read a document in your file');
    expect(downloadedWhat(null)).toBe('Downloaded a document in your file');
  });
});
