import { fileKind } from './file-kind';

describe('fileKind (spec 3 §2 document card icons)', () => {
  it('maps each extension of the spec, in any case', () => {
    expect(['a.png', 'a.JPG', 'a.jpeg', 'a.gif', 'a.HEIC'].map(fileKind)).toEqual([
      'image',
      'image',
      'image',
      'image',
      'image',
    ]);
    expect(['a.pdf', 'a.xls', 'a.XLSX', 'a.doc', 'a.docx'].map(fileKind)).toEqual([
      'pdf',
      'spreadsheet',
      'spreadsheet',
      'word',
      'word',
    ]);
    expect(fileKind('notes.txt')).toBe('other');
    expect(fileKind('README')).toBeNull();
    expect(fileKind(null)).toBeNull();
  });
});
