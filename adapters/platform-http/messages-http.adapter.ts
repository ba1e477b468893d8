import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import {
  MessagesPort,
  type AttachmentRecord,
  type ByteStream,
  type CreateDocNoteRequest,
  type DocNoteCategory,
  type DocNoteListQuery,
  type DocNotePage,
  type DocNoteRecord,
  type DocumentTypeRecord,
  type EmailTemplateRecord,
  type FileContent,
  type SendEmailRequest,
  type UploadAttachmentRequest,
} from '../../application/ports/messages.port';
import type { PlatformCredential } from '../../application/ports/platform.port';
import { keepAsked } from './keep-asked';
import { streamedMultipart } from './multipart-body';
import { currentPlatformCallScope } from './platform-call-scope';
import { platformClient } from './platform-client';
import { platformFileName } from './platform-file-name';
import { PLATFORM_HTTP_CONFIG, PLATFORM_TRANSPORT_LOG, withPlatformHttpDefaults, type PlatformHttpConfig, type PlatformHttpConfigInput } from './platform-http.config';
import { PlatformHttpTransport, type PlatformCall, type PlatformReply, type TransportLog } from './platform-http.transport';
import { type PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery, type QueryValue } from './query-encoding';
import { numberOrNull, stringOrNull } from './typed-values';

type Row = Record<string, unknown>;
const requestId = () => currentPlatformCallScope()?.requestId ?? '-';
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter(Number.isFinite) : []);

/** The production MessagesPort: the platform's docnote, attachment, file and e-mail calls (adapters/PLATFORM-API.md, "Documents and messages"). */
@Injectable()
export class MessagesHttpAdapter extends MessagesPort {
  private readonly transport: PlatformHttpTransport;
  private readonly urls: PlatformUrls;
  private readonly log: TransportLog;

  constructor(
    http: HttpService,
    @Inject(PLATFORM_HTTP_CONFIG) config: PlatformHttpConfig,
    @Optional() @Inject(PLATFORM_TRANSPORT_LOG) log?: TransportLog,
    @Optional() transport?: PlatformHttpTransport,
  ) {
    super();
    ({ transport: this.transport, urls: this.urls } = platformClient(http, config, log, transport));
    this.log = log ?? new Logger('Platform');
  }

  /**
   * GET docnote-v2 by the documented names (adapters/PLATFORM-API.md "Documents and messages"): a page of
   * page_size after page_bookmark; the next page starts after the last row's bookmark (our assumption: the
   * platform's lists put the bookmark on each row). A page shorter than asked, a full page without a
   * bookmark, or a bookmark that does not move on ends the list, so a platform that ignores the bookmark
   * cannot make a caller read the same page for ever.
   */
  async listDocNotes(q: DocNoteListQuery): Promise<DocNotePage> {
    // The subject is a wildcard search: the text anywhere in the subject. The platform has no escape for '*',
    // so a '*' in the text stays a wildcard (a wider answer, which the caller narrows to the literal text).
    const search = q.subject?.trim();
    const rows = await this.get<Row[]>(q.credential, 'docnote-v2', {
      page_size: q.pageSize,
      page_sort: q.sort,
      page_bookmark: q.bookmark || undefined,
      created_date: q.createdFrom || q.createdTo ? { start_date: q.createdFrom, end_date: q.createdTo } : undefined,
      subject: search ? `*${search}*` : undefined,
      doctype: q.doctypes,
      doctype_exclude: q.doctypesExcluded,
      entity_ids: q.entityIds,
      categories: q.categories,
      firstread: q.includeRead === false ? { include_read_notes: false } : undefined,
      session_info: q.readState ? true : undefined,
      docsubtype: q.docsubtype,
    });
    const last = rows.length >= q.pageSize ? rows[rows.length - 1].bookmark : undefined;
    if (rows.length >= q.pageSize && (typeof last !== 'string' || last === '')) this.log.warn(`request ${requestId()}: docnote-v2 answered a full page without a bookmark on its last row: the list ends there`);
    const nextBookmark = typeof last === 'string' && last !== '' && last !== q.bookmark ? last : null;
    const items = rows.map(toDocNote);
    // Should the platform ignore entity_ids, no one sees another entity's documents: what was not asked for is dropped.
    return { items: q.entityIds?.length ? keepAsked(items, q.entityIds, (n) => n.entityIds, 'docnote-v2 list', this.log) : items, nextBookmark };
  }

  async getDocNote(req: { credential: PlatformCredential; docnoteId: number }): Promise<DocNoteRecord> {
    return toDocNote(await this.get<Row>(req.credential, `docnote-v2/${seg(req.docnoteId)}`));
  }

  async getDocNoteBody(req: { credential: PlatformCredential; docnoteId: number }): Promise<string> {
    const reply = await this.send({ method: 'GET', url: this.urls.api(`docnote-v2/${seg(req.docnoteId)}/body`), cred: req.credential, responseType: 'text' });
    return typeof reply.data === 'string' ? reply.data : '';
  }

  async listAttachments(req: { credential: PlatformCredential; docnoteId: number }): Promise<AttachmentRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `docnote-v2/${seg(req.docnoteId)}/attachment-v4`);
    return rows.map((r) => toAttachment(r, req.docnoteId));
  }

  async getAttachment(req: { credential: PlatformCredential; docnoteId: number; attachmentId: number }): Promise<AttachmentRecord> {
    const row = await this.get<Row>(req.credential, `docnote-v2/${seg(req.docnoteId)}/attachment-v4/${seg(req.attachmentId)}`, { extra_fields: 'digital_signature_status' });
    return toAttachment(row, req.docnoteId);
  }

  async markFirstRead(req: { credential: PlatformCredential; docnoteId: number }): Promise<void> {
    await this.send({ method: 'POST', url: this.urls.api(`docnote-v2/${seg(req.docnoteId)}/firstread`), cred: req.credential });
  }

  async createDocNote(req: CreateDocNoteRequest): Promise<DocNoteRecord> {
    const body: Row = { subject: req.subject, body: req.body, sender_entity_id: req.senderEntityId };
    if (req.notificationTemplateId !== undefined && req.notificationTemplateId !== null) body.notification_template_id = req.notificationTemplateId;
    if (req.accounts?.length) body.accounts = [...req.accounts];
    const reply = await this.send({ method: 'POST', url: this.urls.api('docnote-v2'), cred: req.credential, body });
    return toDocNote(reply.data as Row);
  }

  /** The file's bytes go from the caller's stream to the platform as they come (no redirects, so nothing buffers them). */
  async uploadAttachment(req: UploadAttachmentRequest): Promise<AttachmentRecord> {
    const multipart = streamedMultipart({ filename: req.filename }, { field: 'content', filename: req.filename, mimetype: req.mimetype, size: req.size, content: req.content });
    const headers: Record<string, string> = { 'Content-Type': multipart.contentType };
    if (multipart.contentLength !== null) headers['Content-Length'] = String(multipart.contentLength);
    const reply = await this.send({
      method: 'POST',
      url: this.urls.api(`docnote-v2/${seg(req.docnoteId)}/attachment-v3`),
      cred: req.credential,
      body: multipart.body,
      headers,
      streamedBody: true,
    });
    return toAttachment(reply.data as Row, req.docnoteId);
  }

  async categories(req: { credential: PlatformCredential }): Promise<DocNoteCategory[]> {
    const rows = await this.get<Row[]>(req.credential, 'docnote-v2/category');
    return rows.map((c) => ({ id: Number(c.id), name: String(c.name ?? ''), important: c.is_important === true }));
  }

  async documentTypes(req: { credential: PlatformCredential }): Promise<DocumentTypeRecord[]> {
    const rows = await this.get<Row[]>(req.credential, 'ufield/docnote/doctype/choice');
    return rows.map((c) => ({ code: String(c.code), name: String(c.description ?? c.code) }));
  }

  async downloadFile(req: { credential: PlatformCredential; docnoteId: number; docpartId: number; filename: string }): Promise<FileContent> {
    const reply = await this.send({
      method: 'GET',
      url: this.urls.api(`docnote/files/${seg(req.docnoteId)}/${seg(req.docpartId)}/${seg(req.filename)}`),
      cred: req.credential,
      responseType: 'stream',
    });
    return fileOf(reply, req.filename);
  }

  async emailTemplate(req: { credential: PlatformCredential; templateId: number }): Promise<EmailTemplateRecord> {
    const t = await this.get<Row>(req.credential, `email/template/${seg(req.templateId)}`);
    return { id: Number(t.id), name: String(t.name ?? ''), subject: String(t.subject ?? ''), body: String(t.body ?? '') };
  }

  async sendEmail(req: SendEmailRequest): Promise<void> {
    const body: Row = { template: req.templateId, subject: req.subject };
    if (req.docnoteId !== undefined && req.docnoteId !== null) body.docnote_id = req.docnoteId;
    if (req.entityId !== undefined && req.entityId !== null) body.entity_id = req.entityId;
    await this.send({ method: 'POST', url: this.urls.api(withQuery('email/email', encodeQuery({ _method: 'send' }))), cred: req.credential, body });
  }

  private send(call: PlatformCall): Promise<PlatformReply> {
    return this.transport.call(call);
  }

  private async get<T>(cred: PlatformCredential, path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(withQuery(path, encodeQuery(query))), cred })).data as T;
  }
}

/** A streamed file answer: its type, length and bytes as they arrive. */
export function fileOf(reply: PlatformReply, filename: string): FileContent {
  const length = numberOrNull(reply.headers['content-length']);
  return {
    filename,
    mimetype: reply.headers['content-type']?.split(';')[0].trim() || 'application/octet-stream',
    size: length,
    content: reply.data as ByteStream,
  };
}

function toDocNote(r: Row): DocNoteRecord {
  const filename = stringOrNull(r.filename);
  const session = (typeof r.session_info === 'object' && r.session_info !== null ? r.session_info : {}) as Row;
  return {
    id: Number(r.id),
    subject: String(r.subject ?? ''),
    createdDate: String(r.created_date ?? ''),
    referenceDate: stringOrNull(r.reference_date),
    categories: ids(r.categories),
    accounts: ids(r.accounts),
    firstRead: stringOrNull(session.firstread),
    hasBeenSeen: r.has_been_seen === true,
    entityIds: ids(r.entity_ids),
    clientAccessible: r.is_client_access_accessible !== false,
    doctype: String(r.doctype ?? ''),
    docsubtype: stringOrNull(r.docsubtype),
    actualCreatorId: numberOrNull(r.actual_creator),
    actualCreatorName: stringOrNull(r.actual_creator_name),
    mimetype: stringOrNull(r.mimetype),
    editPrivilege: Number(r.edit_privilege ?? 0),
    permission: numberOrNull(r.permission),
    docpartId: numberOrNull(r.docpartid),
    ...(filename === null ? { filename } : platformFileName(filename)),
    attachmentCount: Number(r.attachment_count ?? 0),
  };
}

function toAttachment(r: Row, docnoteId: number): AttachmentRecord {
  return {
    id: Number(r.id),
    docnoteId: numberOrNull(r.docnoteid) ?? docnoteId,
    ...platformFileName(String(r.filename ?? '')),
    createdDate: String(r.created_date ?? ''),
    mimetype: stringOrNull(r.mimetype) ?? 'application/octet-stream',
    size: numberOrNull(r.size),
    docpartId: numberOrNull(r.docpartid) ?? Number(r.id),
    digitalSignatureStatus: numberOrNull(r.digital_signature_status),
  };
}

/** A ready adapter without Nest DI (tests, the CLI): its own axios instance and the default settings. */
export function createMessagesHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): MessagesHttpAdapter {
  return new MessagesHttpAdapter(new HttpService(axios.create() as AxiosInstance), withPlatformHttpDefaults(config), log);
}
