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
    expect(normaliseFileName('Report v1.2: final')).toBe('Report v1.2: final');
    expect(normaliseFileName('Minutes 10.30: board')).toBe('Minutes 10.30: board');
  });
});

describe('normaliseFileName is idempotent, so no later pass turns a name that passed the checks into another', () => {
  const names = [
    `${'a'.repeat(249)}.js:ab.pdf`,
    `${'a'.repeat(245)}.js::$DATA.pdf`,
    ...Array.from({ length: 12 }, (_, i) => `${'b'.repeat(248 + i)}.exe:x.pdf`),
    'evil.js::$DATA. ',
    'a\u00ad.js\u2060',
  ];
  it.each(names.map((n) => [n.length, n] as const))('a %d-character name', (_len, raw) => {
    const once = normaliseFileName(raw);
    expect(normaliseFileName(once)).toBe(once);
  });

  it('refuses a name whose excluded extension a cut to 255 characters would uncover', () => {
    expect(hasExcludedExtension(normaliseFileName(`${'a'.repeat(249)}.js:ab.pdf`))).toBe(true);
    expect(hasExcludedExtension(normaliseFileName(`${'a'.repeat(245)}.js::$DATA.pdf`))).toBe(true);
  });

  it('removes format characters (soft hyphen, word joiner, tags) and refuses fullwidth spellings of an excluded extension', () => {
    expect(normaliseFileName('ev\u00adil.j\u2060s')).toBe('evil.js');
    expect(hasExcludedExtension(normaliseFileName('evil\uff0e\uff4a\uff53'))).toBe(true);
  });
});
