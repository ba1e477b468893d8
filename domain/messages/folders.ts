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

/** spec 3 §2: a folder's element id is its name lower-cased with spaces turned into hyphens. */
export function folderId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** What a folder shows, as list filters (spec 3 §3 "Folder"). */
export interface FolderPlan {
  id: string;
  name: string;
  type: FolderType;
  /** Only docnotes in the important category. */
  importantOnly: boolean;
  /** Only the client's own messages (docsubtype 'Client Initiated'). */
  clientInitiatedOnly: boolean;
  /** Leave out the client's own messages. */
  excludeClientInitiated: boolean;
  doctypes: string[];
  doctypesExcluded: string[];
}

/** spec 3 §3: the docsubtype of a message the client sent. */
export const CLIENT_INITIATED = 'Client Initiated';

export interface FolderRules {
  inboxName: string;
  isClient: boolean;
  oneWayMessaging: boolean;
  /** The client has sent messages before (Sent shows under one-way messaging only then). */
  hasClientInitiated: boolean;
  digitalSignaturesEnabled: boolean;
  customFolders: readonly {
    name: string;
    docNoteTypesAllowed: readonly string[];
    docNoteTypesExcluded: readonly string[];
  }[];
}

const plan = (name: string, type: FolderType, extra: Partial<FolderPlan> = {}): FolderPlan => ({
  id: folderId(name),
  name,
  type,
  importantOnly: false,
  clientInitiatedOnly: false,
  excludeClientInitiated: false,
  doctypes: [],
  doctypesExcluded: [],
  ...extra,
});

/**
 * spec 3 §2, §6: Inbox (received), Important, Sent (clients only; under one-way messaging only when the client
 * has sent messages), To be signed (clients only, when digital signatures are on), then the custom folders.
 * A custom folder whose id repeats an earlier one is left out, so ids stay unique.
 */
export function messageFolders(rules: FolderRules): FolderPlan[] {
  const list = [
    plan(rules.inboxName, 'received', { excludeClientInitiated: true }),
    plan(IMPORTANT_FOLDER_NAME, 'important', { importantOnly: true }),
  ];
  if (rules.isClient && (!rules.oneWayMessaging || rules.hasClientInitiated))
    list.push(plan(SENT_FOLDER_NAME, 'sent', { clientInitiatedOnly: true }));
  if (rules.isClient && rules.digitalSignaturesEnabled) list.push(plan(TO_BE_SIGNED_FOLDER_NAME, 'digitalSignatures'));
  for (const f of rules.customFolders) {
    const p = plan(f.name, 'custom', {
      doctypes: [...f.docNoteTypesAllowed],
      doctypesExcluded: [...f.docNoteTypesExcluded],
    });
    if (p.id && !list.some((x) => x.id === p.id)) list.push(p);
  }
  return list;
}
