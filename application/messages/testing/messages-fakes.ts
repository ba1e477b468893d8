import { PlatformError } from '../../ports/platform-error';
import type { IdempotencyClaim } from '../../ports/idempotency.port';
import { IdempotencyPort } from '../../ports/idempotency.port';
import type {
  AttachmentRecord,
  ByteStream,
  DocNoteListQuery,
  DocNotePage,
  DocNoteRecord,
  MessagesPort,
  UploadAttachmentRequest,
} from '../../ports/messages.port';
import type { DigitalSignatureRecord, SignatoryRecord } from '../../ports/signing.port';
import { MessagesContextLoader } from '../messages-context';
import type { PortalActor } from '../../session/portal-actor';
import { testActor } from '../../session/testing/test-actor';

export const AMELIA = 101;
export const BEN = 102;
export const OTHER_CLIENT = 999;
export const IMPORTANT = 7;
export const cred = { token: 't' };
export const client: PortalActor = testActor({ credential: cred, clientId: AMELIA, today: '2026-12-01' });
export const adviser: PortalActor = testActor({
  credential: { token: 'adv' },
  role: 'adviser',
  clientId: AMELIA,
  today: '2026-12-01',
});

export function docNote(id: number, over: Partial<DocNoteRecord> = {}): DocNoteRecord {
  return {
    id,
    subject: `Message ${id}`,
    createdDate: `2026-01-${String((id % 28) + 1).padStart(2, '0')}T09:00:00Z`,
    referenceDate: null,
    categories: [],
    accounts: [],
    firstRead: null,
    hasBeenSeen: false,
    entityIds: [AMELIA],
    clientAccessible: true,
    doctype: 'Secure Message',
    docsubtype: null,
    actualCreatorId: null,
    actualCreatorName: null,
    mimetype: null,
    editPrivilege: 8,
    permission: null,
    docpartId: null,
    filename: null,
    attachmentCount: 0,
    ...over,
  };
}

async function drain(stream: ByteStream): Promise<number> {
  let n = 0;
  for await (const chunk of stream) n += chunk.length;
  return n;
}

/** An in-memory platform for the messages use cases, recording every call in order. */
export class FakeMessages implements MessagesPort {
  notes: DocNoteRecord[] = [];
  attachments: AttachmentRecord[] = [];
  calls: string[] = [];
  queries: DocNoteListQuery[] = [];
  failCreate = false;
  failFirstRead = false;
  /** File names whose upload fails (once each). */
  failUploadOnce = new Set<string>();
  failTemplate = false;
  failEmail = false;
  emails: { templateId: number; subject: string; docnoteId?: number | null }[] = [];
  private nextId = 5000;

  async listDocNotes(q: DocNoteListQuery): Promise<DocNotePage> {
    this.queries.push(q);
    let items = this.notes.filter((n) => !q.entityIds || n.entityIds.some((e) => q.entityIds!.includes(e)));
    if (q.categories) items = items.filter((n) => n.categories.some((c) => q.categories!.includes(c)));
    if (q.includeRead === false) items = items.filter((n) => n.firstRead === null);
    if (q.docsubtype) items = items.filter((n) => n.docsubtype === q.docsubtype);
    if (q.doctypes) items = items.filter((n) => q.doctypes!.includes(n.doctype));
    if (q.subject) items = items.filter((n) => n.subject.toLowerCase().includes(q.subject!.toLowerCase()));
    // Bookmarks are '@' and the index the next page starts at; a full page has one on its last row.
    const start = q.bookmark ? Number(q.bookmark.slice(1)) : 0;
    const slice = items.slice(start, start + q.pageSize);
    return { items: slice, nextBookmark: slice.length === q.pageSize ? `@${start + q.pageSize}` : null };
  }
  /** One page whatever `_pages` asks, as the port reads it without the platform's batches. */
  async listDocNotePages(q: DocNoteListQuery, _pages: number): Promise<DocNotePage[]> {
    return [await this.listDocNotes(q)];
  }
  async getDocNote(r: { docnoteId: number }): Promise<DocNoteRecord> {
    const n = this.notes.find((x) => x.id === r.docnoteId);
    if (!n) throw new PlatformError('not_found', 404, 'Not found');
    return n;
  }
  async getDocNoteBody(r: { docnoteId: number }): Promise<string> {
    return `<p>Body of ${r.docnoteId}</p>`;
  }
  async listAttachments(r: { docnoteId: number }): Promise<AttachmentRecord[]> {
    return this.attachments.filter((a) => a.docnoteId === r.docnoteId);
  }
  async getAttachment(r: { docnoteId: number; attachmentId: number }): Promise<AttachmentRecord> {
    const a = this.attachments.find((x) => x.id === r.attachmentId && x.docnoteId === r.docnoteId);
    if (!a) throw new PlatformError('not_found', 404, 'Not found');
    return a;
  }
  async markFirstRead(r: { docnoteId: number }): Promise<void> {
    this.calls.push(`firstread ${r.docnoteId}`);
    if (this.failFirstRead) throw new PlatformError('unavailable', 500, 'boom');
    const n = await this.getDocNote(r);
    n.firstRead = '2026-02-01T10:00:00Z';
  }
  async createDocNote(r: { subject: string; body: string; senderEntityId: number }): Promise<DocNoteRecord> {
    this.calls.push(`create ${r.subject}`);
    if (this.failCreate) throw new PlatformError('unavailable', 500, 'boom');
    const n = docNote(this.nextId++, {
      subject: r.subject,
      docsubtype: 'Client Initiated',
      actualCreatorId: r.senderEntityId,
      entityIds: [r.senderEntityId],
    });
    this.notes.push(n);
    this.bodies.set(n.id, r.body);
    return n;
  }
  bodies = new Map<number, string>();
  async uploadAttachment(r: UploadAttachmentRequest): Promise<AttachmentRecord> {
    this.calls.push(`upload ${r.filename}`);
    const size = await drain(r.content);
    if (this.failUploadOnce.delete(r.filename)) throw new PlatformError('validation', 400, 'Attachment refused');
    const a: AttachmentRecord = {
      id: this.nextId++,
      docnoteId: r.docnoteId,
      filename: r.filename,
      createdDate: '2026-02-01T10:00:00Z',
      mimetype: r.mimetype,
      size,
      docpartId: 1,
      digitalSignatureStatus: null,
    };
    this.attachments.push(a);
    return a;
  }
  async categories() {
    return [
      { id: 3, name: 'General', important: false },
      { id: IMPORTANT, name: 'Important', important: true },
    ];
  }
  async documentTypes() {
    return [{ code: 'Secure Message', name: 'Secure Message' }];
  }
  async downloadFile(r: { filename: string }) {
    return {
      filename: r.filename,
      mimetype: 'application/pdf',
      size: 4,
      content: (async function* () {
        yield new TextEncoder().encode('%PDF');
      })(),
    };
  }
  async emailTemplate(r: { templateId: number }) {
    this.calls.push(`template ${r.templateId}`);
    if (this.failTemplate) throw new PlatformError('not_found', 404, 'No template');
    return { id: r.templateId, name: 'New message', subject: 'A client sent you a message', body: '' };
  }
  async sendEmail(r: { templateId: number; subject: string; docnoteId?: number | null }): Promise<void> {
    this.calls.push(`email ${r.templateId}`);
    if (this.failEmail) throw new PlatformError('unavailable', 500, 'boom');
    this.emails.push(r);
  }
}

export class FakeSigning {
  items: DigitalSignatureRecord[] = [];
  signatoriesOf = new Map<number, SignatoryRecord[]>();
  async list() {
    return this.items;
  }
  async signatories(r: { signatureId: number }) {
    return this.signatoriesOf.get(r.signatureId) ?? [];
  }
}

export function signatory(entityId: number, over: Partial<SignatoryRecord> = {}): SignatoryRecord {
  return {
    id: entityId * 10,
    entityId,
    entityName: 'Surname, First',
    entityPhone: '+44 7700 900123',
    signedAt: null,
    canSign: true,
    signingMethod: 'awaiting',
    ...over,
  };
}

export class MemoryIdempotency extends IdempotencyPort {
  entries = new Map<string, { state: 'pending' } | { state: 'done'; value: unknown }>();
  async claim(key: string): Promise<IdempotencyClaim> {
    const e = this.entries.get(key);
    if (!e) {
      this.entries.set(key, { state: 'pending' });
      return { state: 'claimed' };
    }
    return e.state === 'done' ? { state: 'done', value: e.value } : { state: 'pending' };
  }
  async complete(key: string, value: unknown) {
    this.entries.set(key, { state: 'done', value });
  }
  async release(key: string) {
    this.entries.delete(key);
  }
}

/** The context loader over fakes: settings as given, Ben as the one other member of the group. */
export function contextFor(messages: FakeMessages, settings: Record<string, unknown> = {}) {
  const platform = {
    getClientGroupMembers: async () => [
      { memberId: AMELIA, entityName: 'Amelia Hartley', loginAccessible: true, isClient: true },
      { memberId: BEN, entityName: 'Ben Hartley', loginAccessible: true, isClient: false },
    ],
    getCapabilities: async () => ['view_portfolio'],
  };
  const siteConfig = {
    load: async () => ({
      instance: { firm: '', region: 'GB', lineOfBusiness: '', productName: '' },
      settings,
      content: {},
      featureToggles: [],
    }),
  };
  return { platform, siteConfig, context: new MessagesContextLoader(messages, platform as never, siteConfig) };
}

/** A file of `size` bytes, in 64 KiB chunks. */
export function file(filename: string, size = 100, mimetype = 'application/pdf') {
  return {
    filename,
    mimetype,
    size,
    open: () =>
      (async function* () {
        for (let left = size; left > 0; left -= 65536) yield new Uint8Array(Math.min(left, 65536));
      })(),
  };
}
