import { contentFitsName, fileIcon } from './file-content';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('contentFitsName (spec 3 §5 "Attachments", checked by content)', () => {
  it('accepts files whose content starts as their type does', () => {
    expect(contentFitsName('statement.pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(contentFitsName('photo.PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(contentFitsName('photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(contentFitsName('report.docx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(contentFitsName('notes.txt', text('plain words'))).toBe(true);
  });

  it('refuses a file named as one type holding another', () => {
    expect(contentFitsName('statement.pdf', text('<html>'))).toBe(false);
    expect(contentFitsName('photo.jpg', text('%PDF-1.4'))).toBe(false);
  });

  it('refuses executables and archives whatever they are called', () => {
    expect(contentFitsName('harmless.txt', bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(false); // MZ
    expect(contentFitsName('statement.pdf', bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(false);
    expect(contentFitsName('tool', bytes(0x7f, 0x45, 0x4c, 0x46))).toBe(false); // ELF
    expect(contentFitsName('bundle.dat', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(false); // a zip renamed
  });
});

describe('fileIcon (spec 3 §2)', () => {
  it('chooses by extension, any case', () => {
    expect(['a.png', 'a.JPG', 'a.jpeg', 'a.gif', 'a.heic'].map(fileIcon)).toEqual([
      'image',
      'image',
      'image',
      'image',
      'image',
    ]);
    expect(['a.pdf', 'a.xls', 'a.XLSX', 'a.doc', 'a.docx', 'a.txt', 'pdf'].map(fileIcon)).toEqual([
      'pdf',
      'spreadsheet',
      'spreadsheet',
      'word',
      'word',
      'other',
      'other',
    ]);
  });
});
