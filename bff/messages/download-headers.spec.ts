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
    for (const t of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/javascript', '', null]) expect(downloadType(t)).toBe('application/octet-stream');
  });
});
