import type { Browser } from './portal-harness';

/** What the messages endpoints answer, as the tests read it. */
export interface MessageItem {
  id: number;
  subject: string;
  createdDate: string;
  read: boolean;
  important: boolean;
  documentType: string | null;
  clientInitiated: boolean;
  adviserOnly: boolean;
  entityIds: number[];
}
export interface MessageList {
  items: MessageItem[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  nextCursor: string | null;
  empty: string | null;
}
export interface Attachment {
  id: number;
  filename: string;
  mimetype: string | null;
  icon: string;
  downloadUrl: string;
}
export interface OpenedMessage extends MessageItem {
  body: string;
  attachments: Attachment[];
  canReply: boolean;
  replySubject: string;
}
export interface SendResult {
  outcome: string;
  message: string;
  messageId: number | null;
  storedAttachments: string[];
  failedAttachments: string[];
  retryUrl: string | null;
}

export type UploadFile = { name: string; bytes: Buffer; type?: string };

/** A small but real PDF's opening bytes, padded to `size`. */
export function pdf(name: string, size = 2000): UploadFile {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  return {
    name,
    bytes: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]),
    type: 'application/pdf',
  };
}

/**
 * A multipart send (compose, reply or retry) carrying the session's anti-forgery token. The answer is a
 * promise of the response; `.expect(status)` also checks its status.
 */
export function sendForm(
  b: Browser,
  path: string,
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
  headers: Record<string, string> = {},
) {
  const answer = (async () => {
    if (!b.csrf) await b.token();
    let req = b.agent.post(path).set('X-CSRF-Token', b.csrf!);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) req = req.field(k, one);
    for (const f of files)
      req = req.attach('files', f.bytes, { filename: f.name, contentType: f.type ?? 'application/octet-stream' });
    return await req;
  })();
  return Object.assign(answer, {
    async expect(status: number) {
      const res = await answer;
      if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
      return res;
    },
  });
}

/** Every page of a folder, following 'Load more'. */
export async function allMessages(b: Browser, query: Record<string, string | number> = {}): Promise<MessageItem[]> {
  const items: MessageItem[] = [];
  // 'Load more' as the web app does it: each page from where the last one ended.
  for (let cursor: string | null = null, pages = 0; pages < 100; pages++) {
    const list = (
      await b
        .get('/api/messages')
        .query({ ...query, ...(cursor ? { cursor } : {}) })
        .expect(200)
    ).body as MessageList;
    items.push(...list.items);
    if (!list.hasMore) break;
    cursor = list.nextCursor;
  }
  return items;
}
