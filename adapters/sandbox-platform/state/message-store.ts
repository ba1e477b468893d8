import { readFileSync } from 'node:fs';
import type { FirmIndex } from '../data/firm-index';
import {
  CLIENT_INITIATED,
  MESSAGE_EDIT_PRIVILEGE,
  SECURE_MESSAGE,
  type SandboxAttachment,
  type SandboxDocNote,
} from '../data/messages/docnote-records';
import { docnoteDatasetKey, generateDocNotes } from '../data/messages/generate-docnotes';

/** One e-mail the sandbox "sent" through email/email?_method=send. */
export interface SentEmail {
  templateId: number;
  subject: string;
  /** Who it went to (the client's adviser) and on whose behalf. */
  toEntityId: number | null;
  fromUserId: number;
  docnoteId: number | null;
  sentAt: string;
}

/** Docnotes a client sends get ids from here on (generated ones are entity id × 10000 + n). */
const FIRST_CREATED_ID = 900_000_001;
/** An attachment id is its docnote's id × 100 + n. */
export const MAX_ATTACHMENTS_PER_DOCNOTE = 99;

/**
 * The documents and messages side of the sandbox: each household's (or client's) docnotes generated on
 * the first request that touches them; what clients send, read and upload is added on top and kept
 * for the life of the process. Reads are kept per entity (the client or the adviser who read).
 */
export class MessageStore {
  private readonly datasets = new Map<string, SandboxDocNote[]>();
  private readonly created = new Map<number, SandboxDocNote>();
  private readonly reads = new Map<number, Map<number, string>>();
  private nextId = FIRST_CREATED_ID;
  readonly emails: SentEmail[] = [];
  /** The next attachment upload fails once with the platform's error (SANDBOX_FAIL_NEXT_ATTACHMENT). */
  failNextAttachment: boolean;
  /** The next e-mail send fails once (an in-process switch for notification failures). */
  failNextEmail = false;

  constructor(
    private readonly index: FirmIndex,
    private readonly seed: number,
    private readonly scale: number,
    readonly asOf: string,
    private readonly now: () => number,
    failNextAttachment = false,
  ) {
    this.failNextAttachment = failNextAttachment;
  }

  /** Every docnote of the dataset the entity belongs to (the caller filters by rights). */
  datasetOf(entityId: number): SandboxDocNote[] {
    const key = docnoteDatasetKey(this.index, entityId);
    let data = this.datasets.get(key);
    if (!data) {
      data = generateDocNotes(this.seed, this.index, entityId, this.asOf, this.scale);
      this.datasets.set(key, data);
    }
    return data;
  }

  find(id: number): SandboxDocNote | undefined {
    const made = this.created.get(id);
    if (made) return made;
    const owner = Math.floor(id / 10000);
    if (!this.index.client(owner)) return undefined;
    return this.datasetOf(owner).find((n) => n.id === id);
  }

  /** When the entity first read the docnote; null while unread. */
  firstRead(note: SandboxDocNote, entityId: number): string | null {
    return this.reads.get(note.id)?.get(entityId) ?? note.readBy[entityId] ?? null;
  }

  /** Marks the docnote read by the entity (the first read is kept); answers the first-read time. */
  markRead(note: SandboxDocNote, entityId: number): string {
    const existing = this.firstRead(note, entityId);
    if (existing) return existing;
    const at = new Date(this.now()).toISOString();
    const map = this.reads.get(note.id) ?? new Map<number, string>();
    map.set(entityId, at);
    this.reads.set(note.id, map);
    return at;
  }

  /** has_been_seen: whether any of its client-side owners has read it. */
  hasBeenSeen(note: SandboxDocNote): boolean {
    return note.entityIds.some((e) => this.firstRead(note, e) !== null);
  }

  /** A secure message from a client: Client Initiated, unread until its firstread. */
  create(req: {
    creatorEntityId: number;
    creatorName: string;
    entityIds: number[];
    subject: string;
    body: string;
    accounts: number[];
  }): SandboxDocNote {
    const id = this.nextId++;
    const note: SandboxDocNote = {
      id,
      entityIds: req.entityIds,
      subject: req.subject,
      createdAt: new Date(this.now()).toISOString(),
      referenceDate: null,
      categories: [],
      accounts: req.accounts,
      doctype: SECURE_MESSAGE,
      docsubtype: CLIENT_INITIATED,
      creatorEntityId: req.creatorEntityId,
      creatorName: req.creatorName,
      clientAccessible: true,
      body: () => req.body,
      attachments: [],
      readBy: {},
      editPrivilege: MESSAGE_EDIT_PRIVILEGE,
      permission: 1,
    };
    this.created.set(id, note);
    this.datasetOf(req.creatorEntityId).push(note);
    return note;
  }

  /** A document the platform files for a client (a finished valuation report): the next id, in the client's dataset. */
  addDocument(entityId: number, build: (id: number) => SandboxDocNote): SandboxDocNote {
    const note = build(this.nextId++);
    this.created.set(note.id, note);
    this.datasetOf(entityId).push(note);
    return note;
  }

  /** Keeps an uploaded file (already on disk) as the docnote's next attachment. */
  addAttachment(
    note: SandboxDocNote,
    filename: string,
    mimetype: string,
    stored: { path: string; size: number },
  ): SandboxAttachment {
    const n = note.attachments.length + 1;
    const attachment: SandboxAttachment = {
      id: note.id * 100 + n,
      docnoteId: note.id,
      filename,
      createdAt: new Date(this.now()).toISOString(),
      mimetype,
      bytes: () => readFileSync(stored.path),
      stored,
    };
    note.attachments.push(attachment);
    return attachment;
  }

  /** Docnotes created by clients in this process, oldest first (for tests and the benchmark). */
  createdNotes(): SandboxDocNote[] {
    return [...this.created.values()];
  }
}
