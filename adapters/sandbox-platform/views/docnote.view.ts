import type { SandboxAttachment, SandboxDocNote } from '../data/messages/docnote-records';
import type { MessageStore } from '../state/message-store';
import { dateValue } from '../http/wire';

/** A docnote on the wire (docnote-v2 list and item), as seen by one entity (session_info is theirs). */
export function docnoteView(note: SandboxDocNote, store: MessageStore, viewerEntityId: number) {
  const first = note.attachments[0];
  return {
    id: note.id,
    subject: note.subject,
    created_date: note.createdAt,
    reference_date: dateValue(note.referenceDate),
    categories: note.categories,
    accounts: note.accounts,
    session_info: { firstread: store.firstRead(note, viewerEntityId) },
    has_been_seen: store.hasBeenSeen(note),
    entity_ids: note.entityIds,
    is_client_access_accessible: note.clientAccessible,
    docpartid: first ? first.id : null,
    filename: first ? first.filename : null,
    mimetype: first ? first.mimetype : 'text/html',
    doctype: note.doctype,
    docsubtype: note.docsubtype,
    actual_creator: note.creatorEntityId,
    actual_creator_name: note.creatorName,
    edit_privilege: note.editPrivilege,
    permission: note.permission,
    attachment_count: note.attachments.length,
  };
}

export function attachmentView(a: SandboxAttachment) {
  return {
    id: a.id,
    docnoteid: a.docnoteId,
    filename: a.filename,
    created_date: a.createdAt,
    mimetype: a.mimetype,
    size: a.stored ? a.stored.size : a.bytes().length,
    docpartid: a.id,
  };
}
