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
  /** The read notice e-mail template sent when a client first reads a message; null for none. */
  readNoticeTemplateId: number | null;
  customFolders: CustomFolderSetting[];
}

const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const templateId = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Reads the settings file's messaging keys (top level, or in a `messaging` block that wins); anything missing or malformed takes its default. */
export function messagesSettings(settings: Record<string, unknown>): MessagesSettings {
  const m = (typeof settings.messaging === 'object' && settings.messaging !== null ? settings.messaging : {}) as Record<
    string,
    unknown
  >;
  const pick = (key: string): unknown => (key in m ? m[key] : settings[key]);
  const template = pick('notificationTemplateId');
  const readNotice = pick('readNoticeTemplateId');
  const folders = Array.isArray(pick('customFolders')) ? (pick('customFolders') as unknown[]) : [];
  return {
    oneWayMessaging: bool(pick('oneWayMessaging'), false),
    digitalSignaturesEnabled: bool(pick('digitalSignaturesEnabled'), true),
    preventUserDownloadingAttachment: bool(pick('preventUserDownloadingAttachment'), false),
    enableRelatedEntities: bool(pick('enableRelatedEntities'), false),
    documentTypeFilterEnabled: bool(pick('documentTypeFilterEnabled'), true),
    inboxName:
      typeof pick('inboxName') === 'string' && (pick('inboxName') as string).trim()
        ? (pick('inboxName') as string).trim()
        : DEFAULT_INBOX_NAME,
    notificationTemplateId: templateId(template),
    readNoticeTemplateId: templateId(readNotice),
    customFolders: folders
      .filter(
        (f): f is Record<string, unknown> =>
          typeof f === 'object' && f !== null && typeof (f as Record<string, unknown>).name === 'string',
      )
      .map((f) => ({
        name: (f.name as string).trim(),
        docNoteTypesAllowed: strings(f.docNoteTypesAllowed),
        docNoteTypesExcluded: strings(f.docNoteTypesExcluded),
      }))
      .filter((f) => f.name !== ''),
  };
}

/** spec 3 §6: the adviser note when downloads are off. */
export const DOWNLOAD_VIA_XPLAN = 'Attachments can be downloaded via Xplan';
