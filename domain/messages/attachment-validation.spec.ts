import { attachmentError, hasExcludedExtension, validateAttachments } from './attachment-validation';

const file = (name: string, size = 1000) => ({ name, size });

describe('attachmentError', () => {
  it('allows ordinary files up to 10,000,000 bytes', () => {
    expect(attachmentError(file('statement.pdf', 10_000_000))).toBeNull();
    expect(attachmentError(file('no-extension'))).toBeNull();
  });

  it('rejects large files', () => {
    expect(attachmentError(file('scan.pdf', 10_000_001))).toBe('File is too large, please remove.');
    expect(attachmentError(file('scan.pdf', 10_000_000))).toBeNull();
  });

  it('rejects excluded extensions in any case', () => {
    for (const name of [
      'a.exe',
      'a.EXE',
      'Setup.Exe',
      'a.BAT',
      'a.com',
      'a.msi',
      'a.js',
      'a.bin',
      'a.vb',
      'a.dll',
      'a.VBS',
      'archive.zip',
    ]) {
      expect(attachmentError(file(name))).toBe('File type not allowed, please remove.');
    }
    expect(hasExcludedExtension('script.json')).toBe(false);
    expect(hasExcludedExtension('zip')).toBe(false);
  });

  it('reports both problems together', () => {
    expect(attachmentError(file('setup.exe', 20_000_000))).toBe(
      'File type not allowed and file is too large, please remove.',
    );
  });
});

describe('validateAttachments', () => {
  it('allows at most 5 files', () => {
    expect(validateAttachments(Array.from({ length: 5 }, (_, i) => file(`${i}.pdf`))).valid).toBe(true);
    const six = validateAttachments(Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`)));
    expect(six).toMatchObject({ countError: 'You can upload a maximum of 5 attachments.', valid: false });
  });

  it('lists a message per file', () => {
    expect(validateAttachments([file('ok.pdf'), file('bad.exe')])).toEqual({
      countError: null,
      fileErrors: [null, 'File type not allowed, please remove.'],
      valid: false,
    });
  });
});
