import type { PlatformCredential } from './platform-credential';

/**
 * The platform's documents and secure messages (spec 3 §3 "Document or message", "Folder", "Document type",
 * §7 "Documents and messages") as the messages use cases see them: typed records, not wire shapes.
 * Dates are 'YYYY-MM-DD' unless said otherwise; date-times are ISO strings.
 * Every method rejects with a PlatformError on failure (an unknown or someone else's docnote or attachment:
 * 'not_found'; a refused upload: the platform's error with its api_message).
 */

/** Sort options of spec 3 §9; '-created_date' is the default. */
export type DocNoteSort =
  '-created_date' | 'created_date' | '-reference_date' | 'reference_date' | 'subject' | '-subject';

/** A stream of bytes (a Node Readable is one); adapters pass it on without holding it whole. */
export type ByteStream = AsyncIterable<Uint8Array>;

/** One docnote (a document or a secure message) as listed by docnote-v2 and read by docnote-v2/{id}. */
export interface DocNoteRecord {
  id: number;
  subject: string;
  /** ISO date-time. */
  createdDate: string;
  /** 'YYYY-MM-DD'; null when the document has none. */
  referenceDate: string | null;
  /** Category ids (one of them may be the important category, see categories()). */
  categories: number[];
  /** Linked account ids. */
  accounts: number[];
  /** session_info.firstread: ISO date-time the signed-in user first read it; null while unread. */
  firstRead: string | null;
  /** has_been_seen: whether anyone on the client side has read it (what an adviser sees as read status). */
  hasBeenSeen: boolean;
  /** The entities (client, partner, related entity) the docnote belongs to. */
  entityIds: number[];
  /** is_client_access_accessible: false marks an adviser-only docnote. */
  clientAccessible: boolean;
  /** 'Secure Message', 'Terms and Conditions', 'Document', ... */
  doctype: string;
  /** 'Client Initiated' for a message the client sent, 'Login Disclaimer', or null. */
  docsubtype: string | null;
  /** The creator's entity id (the client's own id on a message they sent). */
  actualCreatorId: number | null;
  /** The creator's name as the platform shows it. */
  actualCreatorName: string | null;
  mimetype: string | null;
  /** edit_privilege (8 on messages). */
  editPrivilege: number;
  permission: number | null;
  /** The document part of a document docnote (for files download); null on a plain message. */
  docpartId: number | null;
  /** The document's file name (for files download), normalised (domain/messages/file-name); null on a plain message. */
  filename: string | null;
  /** The platform's own spelling of the document's file name, when normalising changed it: for the files URL only, never shown. */
  platformFilename?: string;
  /** How many attachments the docnote has. */
  attachmentCount: number;
}

/** Filters and paging of the docnote-v2 list (spec 3 §7). Omitted filters do not restrict. */
export interface DocNoteListQuery {
  credential: PlatformCredential;
  /** Where the page starts: a previous page's nextBookmark, as the platform gave it; none for the first page. */
  bookmark?: string | null;
  /** 20 for a list page, 21 for unread counts. */
  pageSize: number;
  sort?: DocNoteSort;
  /** created_date range, inclusive, 'YYYY-MM-DD'. */
  createdFrom?: string;
  createdTo?: string;
  /**
   * Subjects containing the text, case-insensitive. The platform has no escape for its wildcard '*': text
   * holding '*' finds a wider set (each '*' any run of characters), which the caller narrows itself.
   */
  subject?: string;
  /** Only these doctypes. */
  doctypes?: readonly string[];
  /** Not these doctypes (doctype_exclude). */
  doctypesExcluded?: readonly string[];
  /** Only docnotes of any of these entities (the client, a partner, a related entity). */
  entityIds?: readonly number[];
  /** Only docnotes carrying any of these categories (e.g. the important one). */
  categories?: readonly number[];
  /** false asks for unread docnotes only (firstread / include_read_notes); default true. */
  includeRead?: boolean;
  /** true when the caller reads each record's firstRead (the platform sends it only when asked: session_info). */
  readState?: boolean;
  docsubtype?: string;
}

export interface DocNotePage {
  /** The page's docnotes, each of one of the entities asked for (entityIds) when some were. */
  items: DocNoteRecord[];
  /** Where the next page starts (the bookmark to ask it with); null at the end of the list. */
  nextBookmark: string | null;
}

/** docnote-v2/category */
export interface DocNoteCategory {
  id: number;
  name: string;
  /** The important category (spec 3 §3: categories include an important category id). */
  important: boolean;
}

/** Document type (spec 3 §3): code and name. */
export interface DocumentTypeRecord {
  code: string;
  name: string;
}

/** docnote-v2/{id}/attachment-v4 and attachment-v4/{id}. */
export interface AttachmentRecord {
  id: number;
  docnoteId: number;
  /** Normalised (domain/messages/file-name): what the portal shows and serves. */
  filename: string;
  /** The platform's own spelling of the name, when normalising changed it: for the files URL only, never shown. */
  platformFilename?: string;
  /** ISO date-time. */
  createdDate: string;
  mimetype: string;
  /** Bytes; null when the platform does not say. */
  size: number | null;
  /** The document part to download it through docnote/files/{id}/{docpartid}/{filename}. */
  docpartId: number;
  /** The extra field digital_signature_status (item only): the status code of a signature request, or null. */
  digitalSignatureStatus: number | null;
}

/** A file's bytes as the platform serves them (docnote/files). */
export interface FileContent {
  filename: string;
  mimetype: string;
  /** Bytes; null when the platform does not say. */
  size: number | null;
  content: ByteStream;
}

/** email/template/{id} */
export interface EmailTemplateRecord {
  id: number;
  name: string;
  subject: string;
  body: string;
}

export interface CreateDocNoteRequest {
  credential: PlatformCredential;
  subject: string;
  /** Prepared body (spec 3 §5 "Message body"). */
  body: string;
  /** The sender's entity id (the client, or the related entity a reply is on behalf of). */
  senderEntityId: number;
  /** The signed-in client who writes it (the sender unless it is sent on another's behalf); default the sender. */
  creatorEntityId?: number;
  /** The adviser notification template id, when one is configured. */
  notificationTemplateId?: number | null;
  /** Linked account ids. */
  accounts?: readonly number[];
}

export interface UploadAttachmentRequest {
  credential: PlatformCredential;
  docnoteId: number;
  filename: string;
  mimetype: string;
  /** Bytes, when known (a multipart part's length is sent when given). */
  size?: number | null;
  content: ByteStream;
}

export interface SendEmailRequest {
  credential: PlatformCredential;
  templateId: number;
  subject: string;
  /** The docnote the e-mail tells about, when any. */
  docnoteId?: number | null;
  /** The entity the e-mail is about (the client). */
  entityId?: number | null;
}

export abstract class MessagesPort {
  /** GET docnote-v2 with filters and paging. */
  abstract listDocNotes(query: DocNoteListQuery): Promise<DocNotePage>;
  /**
   * Up to `_pages` consecutive pages from the query's bookmark, each starting at the one before's nextBookmark;
   * fewer at the list's end. Read here as one page (the caller asks on from its nextBookmark); the platform
   * adapter reads them all in one round trip (a dependent batch: each page's bookmark refers to the page before).
   */
  async listDocNotePages(query: DocNoteListQuery, _pages: number): Promise<DocNotePage[]> {
    return [await this.listDocNotes(query)];
  }
  /** GET docnote-v2/{id}. */
  abstract getDocNote(req: { credential: PlatformCredential; docnoteId: number }): Promise<DocNoteRecord>;
  /** GET docnote-v2/{id}/body, the raw (unsanitised) HTML or text. */
  abstract getDocNoteBody(req: { credential: PlatformCredential; docnoteId: number }): Promise<string>;
  /** GET docnote-v2/{id}/attachment-v4. */
  abstract listAttachments(req: { credential: PlatformCredential; docnoteId: number }): Promise<AttachmentRecord[]>;
  /** GET docnote-v2/{id}/attachment-v4/{id} with digital_signature_status. */
  abstract getAttachment(req: {
    credential: PlatformCredential;
    docnoteId: number;
    attachmentId: number;
  }): Promise<AttachmentRecord>;
  /** POST docnote-v2/{id}/firstread: marks it read for the signed-in user (idempotent). */
  abstract markFirstRead(req: { credential: PlatformCredential; docnoteId: number }): Promise<void>;
  /** POST docnote-v2: creates a secure message from the client; answers the new docnote. */
  abstract createDocNote(req: CreateDocNoteRequest): Promise<DocNoteRecord>;
  /** POST docnote-v2/{id}/attachment-v3 (multipart filename + content), streamed. */
  abstract uploadAttachment(req: UploadAttachmentRequest): Promise<AttachmentRecord>;
  /** GET docnote-v2/category. */
  abstract categories(req: { credential: PlatformCredential }): Promise<DocNoteCategory[]>;
  /** The document types a docnote may have (GET ufield/docnote/doctype/choice). */
  abstract documentTypes(req: { credential: PlatformCredential }): Promise<DocumentTypeRecord[]>;
  /** GET docnote/files/{id}/{docpartid}/{filename}: the bytes, streamed. */
  abstract downloadFile(req: {
    credential: PlatformCredential;
    docnoteId: number;
    docpartId: number;
    filename: string;
  }): Promise<FileContent>;
  /** GET email/template/{id}. */
  abstract emailTemplate(req: { credential: PlatformCredential; templateId: number }): Promise<EmailTemplateRecord>;
  /** POST email/email?_method=send with a template and subject. */
  abstract sendEmail(req: SendEmailRequest): Promise<void>;
}
