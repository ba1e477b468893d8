import type { DocNoteRecord } from '../ports/messages.port';
import { clientMaySee, isClientInitiated } from './messages-context';
import type { PortalActor } from '../session/portal-actor';

/** One message as the list and the reading pane show it. */
export interface MessageSummary {
  id: number;
  subject: string;
  createdDate: string;
  referenceDate: string | null;
  read: boolean;
  important: boolean;
  documentType: string | null;
  clientInitiated: boolean;
  adviserOnly: boolean;
  filename: string | null;
  entityIds: number[];
}

/** A client's read state is their own first read; an adviser sees whether anyone on the client side has read it (spec 3 §6). */
export function messageSummary(
  user: PortalActor,
  record: DocNoteRecord,
  importantCategory: number | null,
): MessageSummary {
  return {
    id: record.id,
    subject: record.subject,
    createdDate: record.createdDate,
    referenceDate: record.referenceDate,
    read: user.role === 'client' ? record.firstRead !== null : record.hasBeenSeen,
    important: importantCategory !== null && record.categories.includes(importantCategory),
    documentType: record.doctype || null,
    clientInitiated: isClientInitiated(record),
    adviserOnly: !clientMaySee(record),
    filename: record.filename,
    entityIds: [...record.entityIds],
  };
}
