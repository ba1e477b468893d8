/** The site's messaging switches (spec 3 §2, §6), read from the settings file with their defaults. */

import { DEFAULT_INBOX_NAME } from './folders';

export interface CustomFolderSetting {
  name: string;
  docNoteTypesAllowed: string[];
  docNoteTypesExcluded: string[];
}

export interface MessagesSettings {
  oneWayMessaging: boolean;
  digitalSignaturesEnabled: boolean;
  preventUserDownloadingAttachment: boolean;
  enableRelatedEntities: boolean;
  documentTypeFilterEnabled: boolean;
  inboxName: string;
  /** The adviser notification e-mail template sent after a client's message; null for none. */
  notificationTemplateId: number | null;
  customFolders: CustomFolderSetting[];
}

const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Reads the settings file's messaging keys; anything missing or malformed takes its default. */
export function messagesSettings(settings: Record<string, unknown>): MessagesSettings {
  const m = (typeof settings.messages === 'object' && settings.messages !== null ? settings.messages : {}) as Record<string, unknown>;
  const pick = (key: string): unknown => (key in m ? m[key] : settings[key]);
  const template = pick('notificationTemplateId');
  const folders = Array.isArray(pick('customFolders')) ? (pick('customFolders') as unknown[]) : [];
  return {
    oneWayMessaging: bool(pick('oneWayMessaging'), false),
    digitalSignaturesEnabled: bool(pick('digitalSignaturesEnabled'), true),
    preventUserDownloadingAttachment: bool(pick('preventUserDownloadingAttachment'), false),
    enableRelatedEntities: bool(pick('enableRelatedEntities'), false),
    documentTypeFilterEnabled: bool(pick('documentTypeFilterEnabled'), true),
    inboxName: typeof pick('inboxName') === 'string' && (pick('inboxName') as string).trim() ? (pick('inboxName') as string).trim() : DEFAULT_INBOX_NAME,
    notificationTemplateId: typeof template === 'number' && Number.isInteger(template) && template > 0 ? template : null,
    customFolders: folders
      .filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null && typeof (f as Record<string, unknown>).name === 'string')
      .map((f) => ({ name: (f.name as string).trim(), docNoteTypesAllowed: strings(f.docNoteTypesAllowed), docNoteTypesExcluded: strings(f.docNoteTypesExcluded) }))
      .filter((f) => f.name !== ''),
  };
}

/** spec 3 §6: the adviser note when downloads are off. */
export const DOWNLOAD_VIA_XPLAN = 'Attachments can be downloaded via Xplan';
