/** Folders (spec 3 §2 "Documents and messages page", §3 "Folder"). */

/** spec 3 §2 */
export const FOLDER_TYPES = ['received', 'important', 'sent', 'digitalSignatures', 'custom'] as const;
export type FolderType = (typeof FOLDER_TYPES)[number];

/** spec 3 §2: default names ('Inbox' is configurable). */
export const DEFAULT_INBOX_NAME = 'Inbox';
export const SENT_FOLDER_NAME = 'Sent';
export const TO_BE_SIGNED_FOLDER_NAME = 'To be signed';
export const IMPORTANT_FOLDER_NAME = 'Important';

/** spec 3 §2: empty texts. */
export const NO_MESSAGES_FOR_SELECTION = 'No messages for current selection';
export const NO_SIGNING_MESSAGES = 'No messages';

/** spec 3 §2: a folder's element id is its name lower-cased with spaces turned into hyphens. */
export function folderId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
