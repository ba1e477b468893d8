import { contentDisposition, downloadType } from './download-headers';

describe('download headers', () => {
  it('names the file, with an ASCII fallback and the real name encoded', () => {
    expect(contentDisposition('Valuation report.pdf')).toBe(`attachment; filename="Valuation report.pdf"; filename*=UTF-8''Valuation%20report.pdf`);
    expect(contentDisposition('Relevé "final".pdf')).toBe(`attachment; filename="Relev_ _final_.pdf"; filename*=UTF-8''Relev%C3%A9%20%22final%22.pdf`);
    expect(contentDisposition('a\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
  });

  it('keeps ordinary types and sends anything a browser would run as plain bytes', () => {
    expect(downloadType('application/pdf')).toBe('application/pdf');
    expect(downloadType('image/png')).toBe('image/png');
    for (const t of ['text/html', 'TEXT/HTML; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/xml', 'text/javascript', 'application/x-javascript', '', null])
      expect(downloadType(t)).toBe('application/octet-stream');
    for (const t of ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']) expect(downloadType(t)).toBe(t);
  });

  it('types a file the platform calls octet-stream, or gives no type, by its extension', () => {
    expect(downloadType('application/octet-stream', 'Holdings.XLSX')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(downloadType(null, 'Letter.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(downloadType('', 'chart.jpg')).toBe('image/jpeg');
    expect(downloadType('application/octet-stream', 'report.pdf')).toBe('application/pdf');
    expect(downloadType('application/octet-stream', 'data.bin')).toBe('application/octet-stream');
    // An active type is never trusted, whatever the name.
    expect(downloadType('text/html', 'page.pdf')).toBe('application/octet-stream');
  });
});
