/** Attachments (spec 3 §5 "Attachments", §9). */

/** spec 3 §5, §9 */
export const MAX_ATTACHMENTS = 5;
/** spec 3 §5, §9: bytes per file. */
export const MAX_ATTACHMENT_BYTES = 10_000_000;
/** spec 3 §5: excluded extensions, compared case-insensitively. */
export const EXCLUDED_EXTENSIONS: readonly string[] = [
  'exe',
  'bat',
  'com',
  'msi',
  'js',
  'bin',
  'vb',
  'dll',
  'vbs',
  'zip',
];
/** spec 3 §5 */
export const TOO_MANY_ATTACHMENTS = 'You can upload a maximum of 5 attachments.';
/** spec 3 §5 */
export const FILE_TOO_LARGE = 'File is too large, please remove.';
/** spec 3 §5 */
export const FILE_TYPE_NOT_ALLOWED = 'File type not allowed, please remove.';
/** spec 3 §5 */
export const FILE_TYPE_NOT_ALLOWED_AND_TOO_LARGE = 'File type not allowed and file is too large, please remove.';

export interface AttachmentCandidate {
  name: string;
  size: number;
}

/** Whether a file name ends in an excluded extension (any case, and in compatibility forms: 'evil．ｊｓ' is 'evil.js'). */
export function hasExcludedExtension(name: string): boolean {
  return [name, name.normalize('NFKC')].some((n) => {
    const dot = n.lastIndexOf('.');
    return (
      dot >= 0 &&
      EXCLUDED_EXTENSIONS.includes(
        n
          .slice(dot + 1)
          .trim()
          .toLowerCase(),
      )
    );
  });
}

/** spec 3 §5: the problem with one file, or null. */
export function attachmentError(file: AttachmentCandidate): string | null {
  const badType = hasExcludedExtension(file.name);
  const tooLarge = file.size > MAX_ATTACHMENT_BYTES;
  if (badType && tooLarge) return FILE_TYPE_NOT_ALLOWED_AND_TOO_LARGE;
  if (badType) return FILE_TYPE_NOT_ALLOWED;
  if (tooLarge) return FILE_TOO_LARGE;
  return null;
}

export interface AttachmentsCheck {
  /** 'You can upload a maximum of 5 attachments.' when there are more than 5. */
  countError: string | null;
  /** One entry per file, in order. */
  fileErrors: (string | null)[];
  valid: boolean;
}

/** spec 3 §5: at most 5 files, each allowed and small enough. */
export function validateAttachments(files: readonly AttachmentCandidate[]): AttachmentsCheck {
  const countError = files.length > MAX_ATTACHMENTS ? TOO_MANY_ATTACHMENTS : null;
  const fileErrors = files.map(attachmentError);
  return { countError, fileErrors, valid: countError === null && fileErrors.every((e) => e === null) };
}
