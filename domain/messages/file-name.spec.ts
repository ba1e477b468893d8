import { hasExcludedExtension } from './attachment-validation';
import { normaliseFileName, withoutBidiControls } from './file-name';

describe('normaliseFileName', () => {
  it.each([
    ['evil.js.', 'evil.js'],
    ['evil.vbs.', 'evil.vbs'],
    ['evil.bat. ', 'evil.bat'],
    ['evil.msi.', 'evil.msi'],
    ['evil.js::$DATA', 'evil.js'],
    ['evil.js:stream:$DATA', 'evil.js'],
    ['evil.js:hidden', 'evil.js'],
    ['evil.exe . . ', 'evil.exe'],
    ['evil.js::$DATA. ', 'evil.js'],
  ])('%j becomes %j, which the excluded-type rule (spec 3 §5) refuses', (raw, name) => {
    expect(normaliseFileName(raw)).toBe(name);
    expect(hasExcludedExtension(normaliseFileName(raw))).toBe(true);
  });

  it('removes right-to-left overrides and other bidirectional controls, so the name reads as it is', () => {
    expect(normaliseFileName('invoice\u202efdp.hta')).toBe('invoicefdp.hta');
    expect(normaliseFileName('a\u2066b\u2069\u200f.pdf')).toBe('ab.pdf');
    expect(withoutBidiControls('Report \u202eKCOL')).toBe('Report KCOL');
  });

  it('keeps the last path segment only, without control or zero-width characters', () => {
    expect(normaliseFileName('C:\\Users\\me\\plan.pdf')).toBe('plan.pdf');
    expect(normaliseFileName('../../etc/passwd')).toBe('passwd');
    expect(normaliseFileName('pl\u0000an\u200b.pdf\r\n')).toBe('plan.pdf');
  });

  it('composes Unicode (NFC), so one name has one spelling', () => {
    expect(normaliseFileName('Cafe\u0301.pdf')).toBe('Caf\u00e9.pdf');
  });

  it('leaves an ordinary name alone and cuts a long one to 255 characters', () => {
    expect(normaliseFileName('Annual review 2026 (final).pdf')).toBe('Annual review 2026 (final).pdf');
    expect(normaliseFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
    expect(normaliseFileName('...')).toBe('');
    expect(normaliseFileName('Meeting 10:30.pdf')).toBe('Meeting 10:30.pdf');
  });
});
