import { normaliseFileName } from '../../domain/messages/file-name';

/**
 * A file name the platform sent, as the portal shows and serves it: normalised by the one rule for file names
 * (no bidirectional or control characters, no path, no stream suffix), so that 'invoice\u202efdp.hta' never
 * reads as 'invoiceath.pdf'. The platform's own spelling is kept beside it, only when it differs, for the
 * platform's own URLs (docnote/files/…/{filename}, digital_signature/content/…/{filename}), which name the
 * file as the platform stored it.
 */
export function platformFileName(raw: string): { filename: string; platformFilename?: string } {
  const filename = normaliseFileName(raw);
  return filename === raw ? { filename } : { filename, platformFilename: raw };
}
