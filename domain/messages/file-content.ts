/**
 * A file's type checked by its content as well as its name (spec 3 §5 "Attachments"): an executable or an
 * archive is refused whatever it is called, and a file named as a known type must start as that type does.
 */

type Signature = { offset: number; bytes: readonly number[] };

const PDF: Signature = { offset: 0, bytes: [0x25, 0x50, 0x44, 0x46] }; // %PDF
const PNG: Signature = { offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };
const JPEG: Signature = { offset: 0, bytes: [0xff, 0xd8, 0xff] };
const GIF: Signature = { offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }; // GIF8
const FTYP: Signature = { offset: 4, bytes: [0x66, 0x74, 0x79, 0x70] }; // ....ftyp (HEIC)
const OLE: Signature = { offset: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }; // doc, xls
const ZIP: Signature = { offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }; // docx, xlsx (and any zip)
const ZIP_EMPTY: Signature = { offset: 0, bytes: [0x50, 0x4b, 0x05, 0x06] };

/** Content that is never allowed: Windows (MZ), ELF and Mach-O executables. */
const EXECUTABLES: readonly Signature[] = [
  { offset: 0, bytes: [0x4d, 0x5a] },
  { offset: 0, bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { offset: 0, bytes: [0xcf, 0xfa, 0xed, 0xfe] },
  { offset: 0, bytes: [0xfe, 0xed, 0xfa, 0xcf] },
  { offset: 0, bytes: [0xca, 0xfe, 0xba, 0xbe] },
];

/** Extensions whose content must match one of these signatures. */
const EXPECTED: Readonly<Record<string, readonly Signature[]>> = {
  pdf: [PDF],
  png: [PNG],
  jpg: [JPEG],
  jpeg: [JPEG],
  gif: [GIF],
  heic: [FTYP],
  doc: [OLE],
  xls: [OLE],
  docx: [ZIP],
  xlsx: [ZIP],
  pptx: [ZIP],
};

/** Bytes enough to check every signature above. */
export const CONTENT_SNIFF_BYTES = 16;

function matches(head: Uint8Array, s: Signature): boolean {
  if (head.length < s.offset + s.bytes.length) return false;
  return s.bytes.every((b, i) => head[s.offset + i] === b);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0
    ? name
        .slice(dot + 1)
        .trim()
        .toLowerCase()
    : '';
}

/** Whether the first bytes of a file fit its name: true when allowed. */
export function contentFitsName(name: string, head: Uint8Array): boolean {
  if (EXECUTABLES.some((s) => matches(head, s))) return false;
  const ext = extensionOf(name);
  const expected = EXPECTED[ext];
  if (expected) return expected.some((s) => matches(head, s));
  // An archive under any other name is still an archive (zip is excluded).
  return !matches(head, ZIP) && !matches(head, ZIP_EMPTY);
}

/** The file icon of spec 3 §2 by extension. */
export type FileIcon = 'image' | 'pdf' | 'spreadsheet' | 'word' | 'other';

export function fileIcon(name: string): FileIcon {
  const ext = extensionOf(name);
  if (['png', 'jpg', 'jpeg', 'gif', 'heic'].includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (['xls', 'xlsx'].includes(ext)) return 'spreadsheet';
  if (['doc', 'docx'].includes(ext)) return 'word';
  return 'other';
}
