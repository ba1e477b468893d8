import { normaliseFileName, withoutBidiControls } from '../../../domain/messages/file-name';

/**
 * A file name as the screen shows it: the one rule for file names (domain/messages/file-name), so that
 * 'invoice\u202efdp.hta' reads 'invoicefdp.hta', never 'invoiceath.pdf'. The portal's answers already carry
 * normalised names; the screen applies the rule again to whatever it shows (a chosen file, an older answer).
 */
export function shownFileName(name: string | null | undefined): string {
  return normaliseFileName(name ?? '');
}

/** A title that may be a file name (a signing request's, which falls back to its file): no bidirectional controls. */
export function shownTitle(text: string | null | undefined): string {
  return withoutBidiControls(text ?? '');
}
