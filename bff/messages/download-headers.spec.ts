import { contentDisposition, downloadType, setDownloadHeaders, UNNAMED_DOWNLOAD } from './download-headers';
import { itemAt } from '../../domain/shared/present';

/** The two names of a Content-Disposition value: the quoted fallback and the decoded filename*. */
function names(value: string): { plain: string; star: string } {
  const m = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]*)$/.exec(value);
  if (!m) throw new Error(`not an RFC 6266 attachment value: ${JSON.stringify(value)}`);
  return { plain: itemAt(m, 1), star: decodeURIComponent(itemAt(m, 2)) };
}

describe('download headers', () => {
  it('names the file, with an ASCII fallback and the real name encoded', () => {
    expect(contentDisposition('Valuation report.pdf')).toBe(
      `attachment; filename="Valuation report.pdf"; filename*=UTF-8''Valuation%20report.pdf`,
    );
    expect(contentDisposition('Relevé "final".pdf')).toBe(
      `attachment; filename="Relev_ _final_.pdf"; filename*=UTF-8''Relev%C3%A9%20%22final%22.pdf`,
    );
    expect(contentDisposition('a\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['quotes', 'He said "sell" now.pdf', 'He said _sell_ now.pdf', 'He said "sell" now.pdf'],
    // A backslash is a path separator to the one rule for names: only what follows the last one is kept.
    ['a backslash', 'Q1 \\ Q2 "plan".pdf', ' Q2 _plan_.pdf'.trim(), 'Q2 "plan".pdf'],
    ['CR/LF and a header after them', 'a.pdf\r\nSet-Cookie: sid=1', 'a.pdfSet-Cookie: sid=1', 'a.pdfSet-Cookie: sid=1'],
    [
      'a semicolon and a second filename',
      'x.pdf"; filename="evil.html',
      'x.pdf__ filename=_evil.html',
      'x.pdf"; filename="evil.html',
    ],
    ['non-ASCII', 'Zürich 東京 €.pdf', 'Z_rich __ _.pdf', 'Zürich 東京 €.pdf'],
    ['percent signs and RFC 8187 specials', "50% (final)'s*.pdf", "50_ (final)'s*.pdf", "50% (final)'s*.pdf"],
    ['a right-to-left override', 'invoice\u202efdp.hta', 'invoicefdp.hta', 'invoicefdp.hta'],
    ['a path and a stream suffix', 'C:\\temp\\evil.js::$DATA', 'evil.js', 'evil.js'],
  ])('%s gives one safe attachment value', (_what, raw, plain, star) => {
    const value = contentDisposition(raw);
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(names(value)).toEqual({ plain, star });
  });

  it('names a file whose name has nothing usable left, and one with a broken surrogate', () => {
    expect(names(contentDisposition('\u202e\u200b..'))).toEqual({ plain: UNNAMED_DOWNLOAD, star: UNNAMED_DOWNLOAD });
    expect(names(contentDisposition('a\ud800b.pdf'))).toEqual({ plain: 'a_b.pdf', star: 'a\ufffdb.pdf' });
  });

  it('keeps ordinary types and sends anything a browser would run as plain bytes', () => {
    expect(downloadType('application/pdf')).toBe('application/pdf');
    expect(downloadType('image/png')).toBe('image/png');
    expect(downloadType('application/pdf; name="x.pdf"')).toBe('application/pdf');
    for (const t of [
      'text/html',
      'TEXT/HTML; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'application/xml',
      'text/javascript',
      'application/javascript',
      'application/x-javascript',
      'application/ecmascript',
      '',
      null,
    ])
      expect(downloadType(t)).toBe('application/octet-stream');
    for (const t of [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ])
      expect(downloadType(t)).toBe(t);
  });

  it('does not trust a type that is not a plain type/subtype', () => {
    for (const t of [
      'application/pdf\r\nX-Evil: 1',
      'text/plain, text/html',
      'pdf',
      'application/pdf extra',
      '<script>/x',
    ])
      expect(downloadType(t, 'report.pdf')).toBe('application/octet-stream');
  });

  it('types a file the platform calls octet-stream, or gives no type, by its extension', () => {
    expect(downloadType('application/octet-stream', 'Holdings.XLSX')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(downloadType(null, 'Letter.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(downloadType('', 'chart.jpg')).toBe('image/jpeg');
    expect(downloadType('application/octet-stream', 'report.pdf')).toBe('application/pdf');
    expect(downloadType('application/octet-stream', 'data.bin')).toBe('application/octet-stream');
    // The extension is read from the normalised name: 'invoice\u202efdp.hta' is an .hta, not a .pdf.
    expect(downloadType(null, 'invoice\u202efdp.hta')).toBe('application/octet-stream');
    // An active type is never trusted, whatever the name.
    expect(downloadType('text/html', 'page.pdf')).toBe('application/octet-stream');
  });

  it('marks every download not to be kept or sniffed', () => {
    const set: Record<string, string> = {};
    setDownloadHeaders({ setHeader: (k: string, v: string) => void (set[k] = v) } as never);
    expect(set).toEqual({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  });
});
