/** The content type of a document by its extension (spec 3 §2 document cards: images, pdf, spreadsheets, word). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  heic: 'image/heic',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** The type a file's extension names (any case), or null for one not listed. */
export function contentTypeByName(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  return dot >= 0
    ? (CONTENT_TYPES[
        filename
          .slice(dot + 1)
          .trim()
          .toLowerCase()
      ] ?? null)
    : null;
}
