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
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { keepAsked } from './keep-asked';
import { streamedMultipart } from './multipart-body';
import { currentPlatformCallScope } from './platform-call-scope';
import { resultRef, rowsOf, type BatchAnswer, type PlatformBatch } from './platform-batch';
import { platformClient } from './platform-client';
import { platformFileName } from './platform-file-name';
import {
  PLATFORM_HTTP_CONFIG,
  PLATFORM_TRANSPORT_LOG,
  withPlatformHttpDefaults,
  type PlatformHttpConfig,
  type PlatformHttpConfigInput,
} from './platform-http.config';
import {
  PlatformHttpTransport,
  type PlatformCall,
  type PlatformReply,
  type TransportLog,
} from './platform-http.transport';
import { type PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery, type QueryValue } from './query-encoding';
import { numberOrNull, stringOrNull } from './typed-values';
import { textOrEmpty } from '../../domain/shared/text';
import { first, itemAt } from '../../domain/shared/present';

type Row = Record<string, unknown>;
const requestId = () => currentPlatformCallScope()?.requestId ?? '-';
const isList = (answer: BatchAnswer | undefined): boolean =>
  !!answer && answer.code >= 200 && answer.code < 300 && Array.isArray(answer.body);

/** A docnote-v2 list's parameters by their documented names (a query string's, or a batch request's body). */
function docnoteParameters(q: DocNoteListQuery): Record<string, QueryValue> {
  // The subject is a wildcard search: the text anywhere in the subject. The platform has no escape for '*',
  // so a '*' in the text stays a wildcard (a wider answer, which the caller narrows to the literal text).
  const search = q.subject?.trim();
  return {
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
  };
}
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter(Number.isFinite) : []);

/** The production MessagesPort: the platform's docnote, attachment, file and e-mail calls (adapters/PLATFORM-API.md, "Documents and messages"). */
@Injectable()
export class MessagesHttpAdapter extends MessagesPort {
  private readonly transport: PlatformHttpTransport;
  private readonly urls: PlatformUrls;
  private readonly batch: PlatformBatch;
  private readonly log: TransportLog;

  constructor(
    http: HttpService,
    @Inject(PLATFORM_HTTP_CONFIG) config: PlatformHttpConfig,
    @Optional() @Inject(PLATFORM_TRANSPORT_LOG) log?: TransportLog,
    @Optional() transport?: PlatformHttpTransport,
  ) {
    super();
    ({ transport: this.transport, urls: this.urls, batch: this.batch } = platformClient(http, config, log, transport));
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
    return this.docnotePage(
      await this.get<Row[]>(q.credential, 'docnote-v2', docnoteParameters(q)),
      q,
      q.bookmark ?? null,
    );
  }

  /**
   * `pages` pages in one round trip: a dependent batch of docnote-v2 requests, the parameters in each body,
   * page n's page_bookmark `{result=page-(n-1):$[page_size - 1].bookmark}`: the bookmark of the last row of the
   * full page before it, the one listDocNotes would ask with (adapters/PLATFORM-API.md, "Batch"). Each page is
   * read as listDocNotes reads one, rows of entities not asked dropped and logged. The pages stop at the first
   * that ends the list or does not hold exactly page_size rows; a later page the platform did not answer is left
   * for the caller to ask for from the last page's nextBookmark.
   */
  override async listDocNotePages(q: DocNoteListQuery, pages: number): Promise<DocNotePage[]> {
    if (pages <= 1) return [await this.listDocNotes(q)];
    const goal = 'docnote-pages';
    const name = (i: number): string => `page-${i}`;
    const parameters = docnoteParameters(q);
    const requests = Array.from({ length: pages }, (_, i) => ({
      name: name(i),
      path: 'docnote-v2',
      body:
        i === 0
          ? parameters
          : { ...parameters, page_bookmark: resultRef(name(i - 1), `$[${q.pageSize - 1}].bookmark`) },
    }));
    // Only the first page fails the read: a later one is read only when the page before leads to it.
    const answers = await this.batch.run(q.credential, goal, requests, { optional: (n) => n !== name(0) });
    const read: DocNotePage[] = [];
    let asked = q.bookmark ?? null;
    for (let i = 0; i < pages; i++) {
      const answer = answers.get(name(i));
      if (i > 0 && !isList(answer)) {
        this.log.warn(
          `request ${requestId()}: batch ${goal} item ${name(i)} answered ${answer?.code ?? 'nothing'}: the list is read on from there with a call of its own`,
        );
        break;
      }
      const rows = rowsOf(answer, goal);
      const page = this.docnotePage(rows, q, asked);
      read.push(page);
      // The next request took the bookmark of row page_size - 1: the page to read on from only when that is the last row.
      if (page.nextBookmark === null || rows.length !== q.pageSize) break;
      asked = page.nextBookmark;
    }
    return read;
  }

  /** One docnote-v2 page's rows as a page: the next bookmark, and only the entities asked for. */
  private docnotePage(rows: Row[], q: DocNoteListQuery, asked: string | null): DocNotePage {
    const last = rows.length >= q.pageSize ? itemAt(rows, -1).bookmark : undefined;
    if (rows.length >= q.pageSize && (typeof last !== 'string' || last === ''))
      this.log.warn(
        `request ${requestId()}: docnote-v2 answered a full page without a bookmark on its last row: the list ends there`,
      );
    const nextBookmark = typeof last === 'string' && last !== '' && last !== asked ? last : null;
    const items = rows.map(toDocNote);
    // Should the platform ignore entity_ids, no one sees another entity's documents: what was not asked for is dropped.
    return {
      items: q.entityIds?.length
        ? keepAsked(items, q.entityIds, (n) => n.entityIds, 'docnote-v2 list', this.log)
        : items,
      nextBookmark,
    };
  }

  async getDocNote(req: { credential: PlatformCredential; docnoteId: number }): Promise<DocNoteRecord> {
    return toDocNote(await this.get<Row>(req.credential, `docnote-v2/${seg(req.docnoteId)}`));
  }

  async getDocNoteBody(req: { credential: PlatformCredential; docnoteId: number }): Promise<string> {
    const reply = await this.send({
      method: 'GET',
      url: this.urls.api(`docnote-v2/${seg(req.docnoteId)}/body`),
      cred: req.credential,
      responseType: 'text',
    });
    return typeof reply.data === 'string' ? reply.data : '';
  }

  async listAttachments(req: { credential: PlatformCredential; docnoteId: number }): Promise<AttachmentRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `docnote-v2/${seg(req.docnoteId)}/attachment-v4`);
    return rows.map((r) => toAttachment(r, req.docnoteId));
  }

  async getAttachment(req: {
    credential: PlatformCredential;
    docnoteId: number;
    attachmentId: number;
  }): Promise<AttachmentRecord> {
    const row = await this.get<Row>(
      req.credential,
      `docnote-v2/${seg(req.docnoteId)}/attachment-v4/${seg(req.attachmentId)}`,
      { extra_fields: 'digital_signature_status' },
    );
    return toAttachment(row, req.docnoteId);
  }

  async markFirstRead(req: { credential: PlatformCredential; docnoteId: number }): Promise<void> {
    await this.send({
      method: 'POST',
      url: this.urls.api(`docnote-v2/${seg(req.docnoteId)}/firstread`),
      cred: req.credential,
    });
  }

  /**
   * The public client's docnote-v2 body (src/api/docnote.lisp): the entities the message is filed under
   * (`entity_ids`: the writer and, on another's behalf, that entity too) and who wrote it (`actual_creator`).
   * The spec's "notification template id" is not a docnote field there: it goes with the e-mail (sendEmail).
   */
  async createDocNote(req: CreateDocNoteRequest): Promise<DocNoteRecord> {
    const creator = req.creatorEntityId ?? req.senderEntityId;
    const body: Row = {
      subject: req.subject,
      body: req.body,
      entity_ids: [...new Set([creator, req.senderEntityId])],
      actual_creator: creator,
    };
    if (req.accounts?.length) body.accounts = [...req.accounts];
    const reply = await this.send({ method: 'POST', url: this.urls.api('docnote-v2'), cred: req.credential, body });
    return toDocNote(reply.data as Row);
  }

  /** The file's bytes go from the caller's stream to the platform as they come (no redirects, so nothing buffers them). */
  async uploadAttachment(req: UploadAttachmentRequest): Promise<AttachmentRecord> {
    const multipart = streamedMultipart(
      { filename: req.filename },
      { field: 'content', filename: req.filename, mimetype: req.mimetype, size: req.size, content: req.content },
    );
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
    return rows.map((c) => ({ id: Number(c.id), name: textOrEmpty(c.name), important: c.is_important === true }));
  }

  async documentTypes(req: { credential: PlatformCredential }): Promise<DocumentTypeRecord[]> {
    const rows = await this.get<Row[]>(req.credential, 'ufield/docnote/doctype/choice');
    return rows.map((c) => ({ code: String(c.code), name: String(c.description ?? c.code) }));
  }

  async downloadFile(req: {
    credential: PlatformCredential;
    docnoteId: number;
    docpartId: number;
    filename: string;
  }): Promise<FileContent> {
    const reply = await this.send({
      method: 'GET',
      url: this.urls.api(`docnote/files/${seg(req.docnoteId)}/${seg(req.docpartId)}/${seg(req.filename)}`),
      cred: req.credential,
      responseType: 'stream',
      entryPoint: 'docnote/files/{id}/{id}/{file}',
    });
    return fileOf(reply, req.filename);
  }

  async emailTemplate(req: { credential: PlatformCredential; templateId: number }): Promise<EmailTemplateRecord> {
    const t = await this.get<Row>(req.credential, `email/template/${seg(req.templateId)}`);
    return { id: Number(t.id), name: textOrEmpty(t.name), subject: textOrEmpty(t.subject), body: textOrEmpty(t.body) };
  }

  async sendEmail(req: SendEmailRequest): Promise<void> {
    // The entity the e-mail is about goes as the public client's `attached_entities` (src/api/email/email.lisp);
    // `docnote_id` and leaving the recipient to the platform (the client's adviser) are ours.
    const body: Row = { template: req.templateId, subject: req.subject };
    if (req.docnoteId !== undefined && req.docnoteId !== null) body.docnote_id = req.docnoteId;
    if (req.entityId !== undefined && req.entityId !== null) body.attached_entities = [req.entityId];
    await this.send({
      method: 'POST',
      url: this.urls.api(withQuery('email/email', encodeQuery({ _method: 'send' }))),
      cred: req.credential,
      body,
    });
  }

  private send(call: PlatformCall): Promise<PlatformReply> {
    return this.transport.call(call);
  }

  private async get<T>(cred: PlatformCredential, path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(withQuery(path, encodeQuery(query))), cred }))
      .data as T;
  }
}

/** A streamed file answer: its type, length and bytes as they arrive. */
export function fileOf(reply: PlatformReply, filename: string): FileContent {
  const length = numberOrNull(reply.headers['content-length']);
  return {
    filename,
    mimetype: mediaType(reply.headers['content-type']) || 'application/octet-stream',
    size: length,
    content: reply.data as ByteStream,
  };
}

/** A Content-Type header's type, its parameters left off; undefined when the header is absent. */
function mediaType(header: string | undefined): string | undefined {
  return header === undefined ? undefined : first(header.split(';')).trim();
}

function toDocNote(r: Row): DocNoteRecord {
  const filename = stringOrNull(r.filename);
  const session = (typeof r.session_info === 'object' && r.session_info !== null ? r.session_info : {}) as Row;
  return {
    id: Number(r.id),
    subject: textOrEmpty(r.subject),
    createdDate: textOrEmpty(r.created_date),
    referenceDate: stringOrNull(r.reference_date),
    categories: ids(r.categories),
    accounts: ids(r.accounts),
    firstRead: stringOrNull(session.firstread),
    hasBeenSeen: r.has_been_seen === true,
    entityIds: ids(r.entity_ids),
    clientAccessible: r.is_client_access_accessible !== false,
    doctype: textOrEmpty(r.doctype),
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
    ...platformFileName(textOrEmpty(r.filename)),
    createdDate: textOrEmpty(r.created_date),
    mimetype: stringOrNull(r.mimetype) ?? 'application/octet-stream',
    size: numberOrNull(r.size),
    docpartId: numberOrNull(r.docpartid) ?? Number(r.id),
    digitalSignatureStatus: numberOrNull(r.digital_signature_status),
  };
}

/** A ready adapter without Nest DI (tests, the CLI): its own axios instance and the default settings. */
export function createMessagesHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): MessagesHttpAdapter {
  return new MessagesHttpAdapter(
    new HttpService(axios.create() as AxiosInstance),
    withPlatformHttpDefaults(config),
    log,
  );
}
