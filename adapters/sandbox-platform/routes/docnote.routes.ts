import { VIEW_PARTNER } from '../../../domain/access/capabilities';
import { CATEGORIES } from '../data/messages/docnote-records';
import { forbidden, notFound, SandboxError, validation } from '../http/errors';
import { isMultipart } from '../http/multipart';
import { file, ok, text, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { bodyObject, pickFields, requestedFields, requiredString } from '../http/wire';
import { listableEntities, readableDocNote, requireOwnMessage } from '../rights/docnote-rights';
import { MAX_ATTACHMENTS_PER_DOCNOTE } from '../state/message-store';
import { attachmentView, docnoteView } from '../views/docnote.view';
import { docNoteBookmark, filterDocNotes, readDocNoteFilters } from './docnote-query';

/**
 * Documents and secure messages (spec 3 §7 "Documents and messages"): the docnote-v2 list with its
 * filters and paging, one docnote, its body as text, its attachments (attachment-v4), first read,
 * a client's new message and its attachments (attachment-v3, multipart), categories, file downloads
 * (docnote/files) and the notification e-mail (email/template, email/email?_method=send).
 * Rights: a client reads the docnotes that are theirs (not adviser-only file notes), an adviser those
 * of their clients; someone else's docnote or attachment answers 404.
 */

/** spec 3 §9: each attachment at most 10,000,000 bytes. */
export const MAX_ATTACHMENT_BYTES = 10_000_000;
export const ATTACHMENT_FAILURE_MESSAGE = 'The attachment could not be saved';

const idOf = (ctx: SignedInContext, name = 'id'): number => Number(ctx.params[name]);

function listDocNotes(ctx: SignedInContext): Reply {
  const filters = readDocNoteFilters(ctx.query);
  const entities = listableEntities(ctx, filters.entityIds);
  const reader = filters.firstReader ?? ctx.user.entityId;
  if (reader !== ctx.user.entityId && !entities.includes(reader))
    throw forbidden(`you may not read the first reads of entity ${reader}`);
  const seen = new Set<number>();
  const notes = entities
    .flatMap((e) => ctx.state.messages.datasetOf(e))
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)))
    .filter((n) =>
      ctx.user.role === 'User'
        ? n.entityIds.some((e) => entities.includes(e))
        : n.clientAccessible && n.entityIds.includes(ctx.user.entityId),
    );
  const page = filterDocNotes(notes, filters, ctx.state.messages, reader);
  const fields = requestedFields(ctx.query);
  return ok(
    page.map((n) => {
      // session_info only when asked for (session_info=1), as the platform gives it.
      const { session_info, ...view } = docnoteView(n, ctx.state.messages, ctx.user.entityId);
      const row = {
        ...view,
        ...(filters.sessionInfo ? { session_info } : {}),
        bookmark: docNoteBookmark(n, filters.sort),
      };
      return pickFields(row, fields, ['id', 'bookmark']);
    }),
  );
}

function getDocNote(ctx: SignedInContext): Reply {
  const note = readableDocNote(ctx, idOf(ctx));
  return ok(pickFields(docnoteView(note, ctx.state.messages, ctx.user.entityId), requestedFields(ctx.query), ['id']));
}

function listAttachments(ctx: SignedInContext): Reply {
  return ok(readableDocNote(ctx, idOf(ctx)).attachments.map(attachmentView));
}

function getAttachment(ctx: SignedInContext): Reply {
  const note = readableDocNote(ctx, idOf(ctx));
  const attachment = note.attachments.find((a) => a.id === Number(ctx.params.attachmentId));
  if (!attachment) throw notFound(`attachment ${ctx.params.attachmentId} of docnote ${note.id}`);
  const signature = ctx.state.signatures.byDocnote(note.id);
  return ok({ ...attachmentView(attachment), digital_signature_status: signature ? signature.status : null });
}

function firstRead(ctx: SignedInContext): Reply {
  const note = readableDocNote(ctx, idOf(ctx));
  return ok({ id: note.id, firstread: ctx.state.messages.markRead(note, ctx.user.entityId) });
}

/**
 * POST docnote-v2: a secure message from a client (subject, body, entity_ids, actual_creator, accounts; the
 * public client's names). entity_ids are the entities it is filed under: the writer and, for a message on
 * another's behalf, that entity; actual_creator, when given, is the writer.
 */
function createDocNote(ctx: SignedInContext): Reply {
  if (ctx.user.role !== 'ClientUser') throw forbidden('secure messages are sent by clients');
  const body = bodyObject(ctx.body);
  const subject = requiredString(body, 'subject');
  if (subject.length > 255) throw validation('subject must be under 256 characters');
  if (typeof body.body !== 'string') throw validation('body is required');
  if (
    body.actual_creator !== undefined &&
    body.actual_creator !== null &&
    Number(body.actual_creator) !== ctx.user.entityId
  )
    throw forbidden('actual_creator is the signed-in client');
  const filed = Array.isArray(body.entity_ids) ? body.entity_ids.map(Number) : [];
  if (filed.length > 2 || filed.some((id) => !Number.isSafeInteger(id)))
    throw validation('entity_ids is a list of at most two entity ids');
  const others = filed.filter((id) => id !== ctx.user.entityId);
  if (others.length > 1) throw validation('entity_ids names the writer and at most one entity on whose behalf');
  const sender = others[0] ?? ctx.user.entityId;
  const group = ctx.state.index.groupOf(ctx.user.entityId);
  const own = ctx.state.index.client(ctx.user.entityId);
  // A related entity that cannot sign in, or the partner when the client holds view_partner (their review answers).
  const partner = sender === own?.partnerEntityId && ctx.user.capabilities.includes(VIEW_PARTNER);
  const related =
    sender === ctx.user.entityId ||
    partner ||
    !!group?.members.some((m) => m.entityId === sender && !m.loginAccessible);
  if (!related) throw forbidden(`you may not send on behalf of entity ${sender}`);
  const accounts = Array.isArray(body.accounts) ? body.accounts.map(Number).filter(Number.isSafeInteger) : [];
  const client = ctx.state.index.client(ctx.user.entityId);
  const note = ctx.state.messages.create({
    creatorEntityId: ctx.user.entityId,
    creatorName: client?.entityName ?? ctx.user.displayName,
    entityIds: sender === ctx.user.entityId ? [ctx.user.entityId] : [ctx.user.entityId, sender],
    subject,
    body: body.body,
    accounts,
  });
  return { status: 201, body: docnoteView(note, ctx.state.messages, ctx.user.entityId) };
}

/** POST docnote-v2/{id}/attachment-v3: multipart with a `filename` field and the file as `content`. */
function uploadAttachment(ctx: SignedInContext): Reply {
  const note = readableDocNote(ctx, idOf(ctx));
  requireOwnMessage(ctx, note);
  if (!isMultipart(ctx.body)) throw validation('A multipart/form-data body is required');
  const content = ctx.body.parts.find((p) => p.name === 'content' && p.path !== null);
  if (!content?.path) throw validation('content is required');
  const named = ctx.body.parts.find((p) => p.name === 'filename')?.value?.trim();
  const filename = named || content.filename;
  if (!filename) throw validation('filename is required');
  if (content.truncated || content.size > MAX_ATTACHMENT_BYTES) throw validation('Attachment is too large');
  if (note.attachments.length >= MAX_ATTACHMENTS_PER_DOCNOTE) throw validation('Too many attachments');
  const store = ctx.state.messages;
  if (store.failNextAttachment) {
    store.failNextAttachment = false;
    throw new SandboxError(500, 'attachment_failed', ATTACHMENT_FAILURE_MESSAGE);
  }
  content.claimed = true;
  const attachment = store.addAttachment(note, filename, content.contentType || 'application/octet-stream', {
    path: content.path,
    size: content.size,
  });
  return { status: 201, body: attachmentView(attachment) };
}

/** GET docnote/files/{id}/{docpartid}/{filename}: the file's bytes. */
function downloadFile(ctx: SignedInContext): Reply {
  const note = readableDocNote(ctx, idOf(ctx));
  const attachment = note.attachments.find(
    (a) => a.id === Number(ctx.params.docpartid) && a.filename === ctx.params.filename,
  );
  if (!attachment) throw notFound(`file ${ctx.params.docpartid}/${ctx.params.filename} of docnote ${note.id}`);
  return file(attachment.stored ?? attachment.bytes(), attachment.mimetype, attachment.filename);
}

/** The notification templates of the firm (email/template/{id}). */
export const EMAIL_TEMPLATES = [
  {
    id: 301,
    name: 'New secure message',
    subject: 'You have a new secure message from a client',
    body: '<p>A client has sent you a secure message in the portal.</p>',
  },
  {
    id: 302,
    name: 'Document signed',
    subject: 'A client has signed a document',
    body: '<p>A client has signed a document in the portal.</p>',
  },
  {
    id: 303,
    name: 'Document declined',
    subject: 'A client has declined to sign a document',
    body: '<p>A client has declined to sign a document in the portal.</p>',
  },
  {
    id: 304,
    name: 'Message read',
    subject: 'A client has read a message',
    body: '<p>A client has read a message you sent.</p>',
  },
  {
    id: 305,
    name: 'Fact find opt-out',
    subject: 'A client would rather speak to you than complete their fact find',
    body: '<p>A client has asked you to contact them instead of completing their fact find.</p>',
  },
] as const;

function emailTemplate(ctx: SignedInContext): Reply {
  const template = EMAIL_TEMPLATES.find((t) => t.id === idOf(ctx));
  if (!template) throw notFound(`email template ${ctx.params.id}`);
  return ok(template);
}

/** POST email/email?_method=send: { template, subject, docnote_id?, attached_entities? } goes to the client's adviser. */
function sendEmail(ctx: SignedInContext): Reply {
  if (ctx.query.get('_method') !== 'send') throw notFound('POST email/email without _method=send');
  const body = bodyObject(ctx.body);
  const templateId = Number(body.template);
  const template = EMAIL_TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw validation(`Unknown email template ${String(body.template)}`);
  const subject = typeof body.subject === 'string' && body.subject ? body.subject : template.subject;
  const docnoteId = body.docnote_id === undefined || body.docnote_id === null ? null : Number(body.docnote_id);
  if (docnoteId !== null) readableDocNote(ctx, docnoteId);
  const store = ctx.state.messages;
  if (store.failNextEmail) {
    store.failNextEmail = false;
    throw new SandboxError(500, 'email_failed', 'The e-mail could not be sent');
  }
  const client = ctx.user.role === 'ClientUser' ? ctx.state.index.client(ctx.user.entityId) : undefined;
  const adviser = client
    ? ctx.state.index.firm.users.find((u) => u.role === 'User' && u.entityId === client.adviserEntityId)
    : undefined;
  const sentAt = new Date(ctx.state.now()).toISOString();
  store.emails.push({
    templateId,
    subject,
    toEntityId: client?.adviserEntityId ?? null,
    fromUserId: ctx.user.userId,
    docnoteId,
    sentAt,
  });
  if (adviser)
    ctx.state.outbox.record(adviser.username, {
      kind: 'notification',
      channel: 'email',
      target: adviser.email ?? adviser.username,
      code: null,
    });
  return ok({ sent: true, template: templateId, subject });
}

export const docnoteRoutes: Route[] = [
  signedIn('GET', 'docnote-v2', listDocNotes),
  signedIn('POST', 'docnote-v2', createDocNote),
  signedIn('GET', 'docnote-v2/category', () =>
    ok(CATEGORIES.map((c) => ({ id: c.id, name: c.name, is_important: c.important }))),
  ),
  signedIn('GET', 'docnote-v2/:id', getDocNote),
  signedIn('GET', 'docnote-v2/:id/body', (ctx) =>
    text(readableDocNote(ctx, idOf(ctx)).body(), 'text/html; charset=utf-8'),
  ),
  signedIn('GET', 'docnote-v2/:id/attachment-v4', listAttachments),
  signedIn('GET', 'docnote-v2/:id/attachment-v4/:attachmentId', getAttachment),
  signedIn('POST', 'docnote-v2/:id/firstread', firstRead),
  signedIn('POST', 'docnote-v2/:id/attachment-v3', uploadAttachment),
  signedIn('GET', 'docnote/files/:id/:docpartid/:filename', downloadFile),
  signedIn('GET', 'email/template/:id', emailTemplate),
  signedIn('POST', 'email/email', sendEmail),
];
