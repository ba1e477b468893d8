/** spec 3 §2: the file icon by extension: images (png, jpg, jpeg, gif, heic), pdf, spreadsheets (xls, xlsx), word (doc, docx). */
export function fileKind(filename: string | null | undefined): string | null {
  const dot = filename?.lastIndexOf('.') ?? -1;
  if (!filename || dot < 0) return null;
  const ext = filename.slice(dot + 1).toLowerCase();
  if (['png', 'jpg', 'jpeg', 'gif', 'heic'].includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (['xls', 'xlsx'].includes(ext)) return 'spreadsheet';
  if (['doc', 'docx'].includes(ext)) return 'word';
  return 'other';
}
